import type { VisitStatus } from '../generated/resolvers.js';

const VISIT_STATUSES: Readonly<Record<string, VisitStatus>> = {
  requested: 'REQUESTED',
  confirmed: 'CONFIRMED',
  done: 'DONE',
  cancelled: 'CANCELLED',
  no_show: 'NO_SHOW',
};

/** A visit's status in the API's lower case → the schema's; null for one this schema does not know. */
export function toVisitStatus(value: unknown): VisitStatus | null {
  return typeof value === 'string' ? (VISIT_STATUSES[value] ?? null) : null;
}
