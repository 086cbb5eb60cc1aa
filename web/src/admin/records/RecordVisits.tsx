import { Callout, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { agendaMessages } from '../../forms/agendaMessages';
import { formatDateTime } from '../../lib/format';
import { adminRoutes } from '../adminRoutes';
import { failureText } from '../apollo/errorCodes';
import { VisitsOfQuery } from '../graphql/visits';
import { ButtonLink } from '../layout/ButtonLink';
import { LoadingState } from '../layout/LoadingState';
import { newVisitAddress, visitsOfVariables, type RecordVisitKey } from './recordVisitKey';
import { VisitStatusTag } from './VisitStatusTag';
import './recordHistory.css';

const texts = agendaMessages.recordVisits;

/** How a visit went, in a few words: the interest of a client who came, or the reason it was cancelled. */
function outcomeOf(visit: { interest?: number | null; cancelReason?: string | null; outcomeComment?: string | null }): string {
  const parts = [
    visit.interest === null || visit.interest === undefined ? null : agendaMessages.outcome.interestShown(visit.interest),
    visit.cancelReason ?? null,
    visit.outcomeComment ?? null,
  ];
  return parts.filter((part) => part !== null && part !== '').join(' — ');
}

/**
 * A record's 'Visitas': every visit of the lead, client or property, newest first, each opening in the agenda, and
 * 'Agendar visita' for it. Loaded with its tab.
 */
export default function RecordVisits({ visitsOf }: { visitsOf: RecordVisitKey }) {
  const { data, loading, error } = useQuery(VisitsOfQuery, { variables: visitsOfVariables(visitsOf), fetchPolicy: 'cache-and-network' });
  const visits = data?.visitsOf;
  return (
    <section className="record-visits" aria-labelledby="visitas-do-registro">
      <div className="record-visits__head">
        <h2 id="visitas-do-registro" className="admin-section-title">
          {texts.title}
        </h2>
        <ButtonLink to={newVisitAddress(visitsOf)} text={texts.schedule} icon="add" intent="primary" />
      </div>
      {error && !visits ? (
        <Callout intent="danger" role="alert">
          {failureText(error, texts.loadFailure)}
        </Callout>
      ) : !visits ? (
        loading && <LoadingState />
      ) : visits.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <HTMLTable className="record-visits__table" striped>
          <thead>
            <tr>
              <th scope="col">{texts.columns.when}</th>
              <th scope="col">{texts.columns.property}</th>
              <th scope="col">{texts.columns.person}</th>
              <th scope="col">{texts.columns.broker}</th>
              <th scope="col">{texts.columns.status}</th>
              <th scope="col">{texts.columns.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {visits.map((visit) => (
              <tr key={visit.id}>
                <td>
                  <Link to={adminRoutes.agenda.visit(visit.id)} aria-label={texts.open(formatDateTime(visit.startsAt))}>
                    {formatDateTime(visit.startsAt)}
                  </Link>
                </td>
                <td>{visit.property.code}</td>
                <td>{visit.name}</td>
                <td>{visit.broker.name}</td>
                <td>
                  <VisitStatusTag status={visit.status} />
                </td>
                <td>{outcomeOf(visit)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
