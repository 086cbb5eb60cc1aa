import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { leadMessages } from '../../forms/leadMessages';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadedRecordFrame } from '../records/RecordFormPage';
import { LeadActions } from './LeadActions';
import { LeadQuery } from './leadDocuments';
import { LeadFacts } from './LeadFacts';
import { LeadHistory } from './LeadHistory';
import { leadNameOf } from './leadRows';
import './leads.css';

const texts = leadMessages.detail;

function LeadDetail({ id }: { id: string }) {
  const { data, loading, error } = useQuery(LeadQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const lead = data?.lead;
  return (
    <LoadedRecordFrame
      title={lead ? texts.title(leadNameOf(lead)) : texts.pageTitle}
      listPath="/app/leads"
      record={lead}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(loaded) => (
        <div className="admin-lead">
          <p>
            <ButtonLink to="/app/leads" text={texts.back} icon="arrow-left" variant="minimal" />
          </p>
          <section aria-labelledby="lead-dados" className="admin-lead__section">
            <h2 id="lead-dados" className="admin-section-title">
              {texts.dataTitle}
            </h2>
            <LeadFacts lead={loaded} />
          </section>
          <section aria-labelledby="lead-atendimento" className="admin-lead__section">
            <h2 id="lead-atendimento" className="admin-section-title">
              {texts.actionsTitle}
            </h2>
            <LeadActions lead={loaded} />
          </section>
          <section aria-labelledby="lead-historico" className="admin-lead__section">
            <h2 id="lead-historico" className="admin-section-title">
              {texts.historyTitle}
            </h2>
            <LeadHistory events={loaded.events} />
          </section>
        </div>
      )}
    </LoadedRecordFrame>
  );
}

/** /app/leads/:id — a lead: what it says, its assignment, status and conversion into a client, and its history. */
export default function LeadDetailPage() {
  const { id = '' } = useParams();
  return <LeadDetail key={id} id={id} />;
}
