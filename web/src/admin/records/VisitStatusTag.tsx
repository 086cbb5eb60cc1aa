import { visitStatusLabels } from '../../forms/visitMessages';
import type { VisitStatus } from '../../gql/graphql';
import './visitStatus.css';

/** A visit's status in its colour, the same in the agenda, its legend and a record's 'Visitas'. */
export function VisitStatusTag({ status }: { status: VisitStatus }) {
  return <span className={`visit-status visit-status--${status.toLowerCase()}`}>{visitStatusLabels[status]}</span>;
}

/** The class that colours a visit of this status (a calendar event, a card). */
export function visitStatusClass(status: VisitStatus): string {
  return `visit-status-colour--${status.toLowerCase()}`;
}
