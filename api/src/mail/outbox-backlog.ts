import type { Kysely } from 'kysely';
import { toNumber } from '../db/numbers.js';
import type { Database } from '../db/schema.js';

/** The mails waiting in the outbox (not yet sent nor given up): how many, and when the oldest was queued. */
export interface OutboxBacklog {
  waiting: number;
  /** ISO time; null when none waits. */
  oldestQueuedAt: string | null;
}

/**
 * The read of the backlog as an unexecuted query, so that a test can explain the very SQL the API runs: one pass over
 * the waiting mails alone, found through `outbox_due_idx` (status first); the mails sent long ago are never read.
 */
export function outboxBacklogQuery(db: Kysely<Database>) {
  return db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number | string | bigint>().as('waiting'), eb.fn.min('created_at').as('oldest_queued_at')])
    .where('status', '=', 'pending');
}

export async function readOutboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog> {
  const row = await outboxBacklogQuery(db).executeTakeFirst();
  return { waiting: row === undefined ? 0 : toNumber(row.waiting), oldestQueuedAt: row?.oldest_queued_at ?? null };
}
