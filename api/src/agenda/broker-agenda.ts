import type { Kysely } from 'kysely';
import type { Database, VisitStatus } from '../db/schema.js';
import { addDays, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';
import { BOOKING_DAYS, LONGEST_VISIT_MINUTES } from '../../../shared/visit-rules.js';
import { bookingDays, type TakenTime } from './bookable-slots.js';

/** The statuses whose visits hold their broker's time: a cancelled visit frees it, one done or missed is past. */
export const HOLDING_STATUSES: readonly VisitStatus[] = ['requested', 'confirmed'];

/**
 * Holds a broker's agenda until the caller's transaction ends, so that a check for a clash and the write after it
 * are one step for every process: a write to the broker's row locks it on PostgreSQL until commit (another booking
 * for them waits, then sees this one's visit), and SQLite runs one write transaction at a time.
 */
export async function holdBrokerAgenda(transaction: Kysely<Database>, brokerId: number): Promise<void> {
  await transaction
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', brokerId)
    .execute();
}

/** The time one of a broker's visits holds. */
export interface HeldTime extends TakenTime {
  visitId: number;
}

/** The times a broker's holding visits take from `from` to `until`, read through their agenda's index. */
export async function brokerHeldTimesBetween(db: Kysely<Database>, brokerId: number, from: Date, until: Date): Promise<HeldTime[]> {
  const rows = await db
    .selectFrom('visits')
    .select(['id', 'starts_at', 'ends_at'])
    .where('broker_id', '=', brokerId)
    // A visit that began before the period may still run into it.
    .where('starts_at', '>', new Date(from.getTime() - LONGEST_VISIT_MINUTES * 60_000).toISOString())
    .where('starts_at', '<', until.toISOString())
    .where('status', 'in', HOLDING_STATUSES)
    .execute();
  return rows
    .map((row) => ({ visitId: row.id, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) }))
    .filter((taken) => taken.endsAt > from);
}

/** The end of the booking days that begin at `now`: the start of the day after the last one. */
function bookingEnd(now: Date): Date {
  const days = bookingDays(now);
  return saoPauloDayStart(addDays(days[0] ?? '', BOOKING_DAYS));
}

/** The times a broker's holding visits take in the booking days. */
export function brokerHeldTimes(db: Kysely<Database>, brokerId: number, now: Date): Promise<HeldTime[]> {
  return brokerHeldTimesBetween(db, brokerId, now, bookingEnd(now));
}

/** The agency's holidays among the booking days. */
export async function holidaysBetween(db: Kysely<Database>, now: Date): Promise<Set<string>> {
  const days = bookingDays(now);
  const rows = await db
    .selectFrom('holidays')
    .select('day')
    .where('day', '>=', days[0] ?? '')
    .where('day', '<=', days.at(-1) ?? '')
    .execute();
  return new Set(rows.map((row) => row.day));
}
