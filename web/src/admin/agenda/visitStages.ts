import type { VisitStatus } from '../../gql/graphql';

/** What the moves of a visit need to know of it. */
interface VisitMoment {
  status: VisitStatus;
  startsAt: string;
}

const OPEN_STATUSES: readonly VisitStatus[] = ['REQUESTED', 'CONFIRMED'];

function hasBegun(visit: VisitMoment, now: number): boolean {
  return Date.parse(visit.startsAt) <= now;
}

/** Requested or confirmed: it can still be confirmed (when requested), moved or cancelled, before or after its time. */
export function isOpen(visit: VisitMoment): boolean {
  return OPEN_STATUSES.includes(visit.status);
}

/** Its time came and nobody said how it went: the broker's next step. */
export function awaitsOutcome(visit: VisitMoment, now: number): boolean {
  return isOpen(visit) && hasBegun(visit, now);
}

/** Its outcome can be recorded, or recorded again: any visit not cancelled, once its time came. */
export function takesOutcome(visit: VisitMoment, now: number): boolean {
  return visit.status !== 'CANCELLED' && hasBegun(visit, now);
}
