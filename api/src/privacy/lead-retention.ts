import type { Kysely } from 'kysely';
import { PRODUCT_ACTOR } from '../audit/audit-actor.js';
import type { Database } from '../db/schema.js';
import { anonymizeConsents, anonymizeContactMessages, anonymizeLeads } from './anonymize-records.js';

/** At most one retention pass an hour, whichever API runs it. */
const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Leads anonymized per transaction: short transactions, so the API keeps answering meanwhile. */
const BATCH = 50;

/** The first instant still kept: `months` before `now`. */
function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Claims this hour's pass for this process: the setting's `retention_ran_at` moves to `now` only where it was older
 * than an hour, one statement, so of several APIs exactly one wins. Answers the retention in months when this
 * process won.
 */
async function claimPass(db: Kysely<Database>, now: Date): Promise<number | undefined> {
  const setting = await db.selectFrom('privacy_settings').select(['id', 'lead_retention_months']).orderBy('id').executeTakeFirst();
  if (setting === undefined) return undefined;
  const claimed = await db
    .updateTable('privacy_settings')
    .set({ retention_ran_at: now.toISOString() })
    .where('id', '=', setting.id)
    .where((eb) =>
      eb.or([eb('retention_ran_at', 'is', null), eb('retention_ran_at', '<=', new Date(now.getTime() - RETENTION_EVERY_MS).toISOString())]),
    )
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n ? setting.lead_retention_months : undefined;
}

/** One batch of what the retention anonymizes; answers how many records it changed. */
async function anonymizeBatch(db: Kysely<Database>, cutoff: string, now: Date): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const leads = await transaction
      .selectFrom('leads')
      .select('id')
      .where('status', '!=', 'converted')
      .where('anonymized_at', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const messages = await transaction
      .selectFrom('contact_messages')
      .select('id')
      .where('anonymized_at', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const leadIds = leads.map((row) => row.id);
    const messageIds = messages.map((row) => row.id);
    await anonymizeLeads(transaction, leadIds, PRODUCT_ACTOR, now);
    await anonymizeContactMessages(transaction, messageIds, now);
    const consents = await transaction
      .selectFrom('privacy_consents')
      .select('id')
      .where((eb) =>
        eb.or([
          ...(leadIds.length > 0 ? [eb.and([eb('record_type', '=', 'lead'), eb('record_id', 'in', leadIds)])] : []),
          ...(messageIds.length > 0 ? [eb.and([eb('record_type', '=', 'contact_message'), eb('record_id', 'in', messageIds)])] : []),
        ]),
      )
      .execute();
    await anonymizeConsents(
      transaction,
      consents.map((row) => row.id),
    );
    return leadIds.length + messageIds.length;
  });
}

/**
 * The LGPD retention: leads never converted, and contact messages, older than the administrators' period (24 months
 * unless they set another) are anonymized by the product itself, each in the audit trail as the product's. Run every
 * few minutes by each API; only one of them, once an hour, does the work; a pass a stop cut short is finished by the
 * next (what is left is still due). Answers how many records it anonymized.
 */
export async function runLeadRetention(db: Kysely<Database>, now: Date = new Date(), signal?: AbortSignal): Promise<number> {
  const months = await claimPass(db, now);
  if (months === undefined) return 0;
  const cutoff = retentionCutoff(now, months).toISOString();
  let total = 0;
  while (signal?.aborted !== true) {
    const changed = await anonymizeBatch(db, cutoff, now);
    total += changed;
    if (changed === 0) break;
  }
  return total;
}
