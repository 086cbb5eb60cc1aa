import { Link } from 'react-router-dom';
import { leadMessages } from '../../forms/leadMessages';
import type { LeadFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { adminRoutes } from '../adminRoutes';
import { leadEventActor, leadEventText } from './leadEventTexts';

const texts = leadMessages;

/** 'por Gestora Geral · ' before the time, or nothing when the entry's text already says who. */
function actorLine(actor: string | null): string {
  return actor === null ? '' : `${texts.history.by(actor)} · `;
}

/** The lead's history, oldest first: what happened, who did it and when. */
export function LeadHistory({ events }: { events: LeadFieldsFragment['events'] }) {
  return (
    <ol className="admin-lead-history" aria-label={texts.detail.historyLabel}>
      {events.map((event) => (
        <li key={event.id} className="admin-lead-history__item">
          <span className="admin-lead-history__what">
            {leadEventText(event)}
            {event.kind === 'CONVERTED' && event.clientId && (
              <>
                {' '}
                (<Link to={adminRoutes.clients.edit(event.clientId)}>{texts.detail.clientLink}</Link>)
              </>
            )}
          </span>
          <span className="admin-lead-history__who">
            {actorLine(leadEventActor(event))}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
