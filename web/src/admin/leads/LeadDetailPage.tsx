import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { auditMessages } from '../../forms/auditMessages';
import { leadMessages } from '../../forms/leadMessages';
import { adminRoutes } from '../adminRoutes';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadedRecordFrame } from '../records/RecordFormPage';
import { RecordHistoryTabs } from '../records/RecordHistoryTabs';
import { LeadActions } from './LeadActions';
import { LeadContactActions } from './LeadContactActions';
import { LeadQuery } from './leadDocuments';
import { LeadFacts } from './LeadFacts';
import { LeadHistory } from './LeadHistory';
import { leadNameOf } from './leadRows';
import { useNow } from '../layout/useNow';
import './leads.css';

const texts = leadMessages.detail;

/** One titled part of the lead's screen, named by its heading. */
function LeadSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="admin-lead__section">
      <h2 id={id} className="admin-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LeadDetail({ id }: { id: string }) {
  const { data, loading, error } = useQuery(LeadQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const now = useNow();
  const lead = data?.lead;
  return (
    <LoadedRecordFrame
      title={lead ? texts.title(leadNameOf(lead)) : texts.pageTitle}
      listPath={adminRoutes.leads.list}
      record={lead}
      loading={loading}
      error={error}
      texts={texts}
    >
      {(loaded) => (
        <div className="admin-lead">
          <p>
            <ButtonLink to={adminRoutes.leads.list} text={texts.back} icon="arrow-left" variant="minimal" />
          </p>
          <RecordHistoryTabs recordType="LEAD" recordId={id} recordTab={auditMessages.history.leadTab} visitsOf={{ leadId: id }}>
            <LeadContactActions lead={loaded} propertyCode={loaded.property?.code ?? loaded.listingCode} />
            <LeadSection id="lead-dados" title={texts.dataTitle}>
              <LeadFacts lead={loaded} now={now} />
            </LeadSection>
            <LeadSection id="lead-atendimento" title={texts.actionsTitle}>
              <LeadActions lead={loaded} />
            </LeadSection>
            <LeadSection id="lead-historico" title={texts.historyTitle}>
              <LeadHistory events={loaded.events} />
            </LeadSection>
          </RecordHistoryTabs>
        </div>
      )}
    </LoadedRecordFrame>
  );
}

/**
 * /app/leads/:id — a lead: 'Ligar', 'WhatsApp' and 'Em atendimento' first, what it says with its time to first
 * response, its assignment, status and conversion into a client, and its history.
 */
export default function LeadDetailPage() {
  const { id = '' } = useParams();
  return <LeadDetail key={id} id={id} />;
}
