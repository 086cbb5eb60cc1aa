import type { Kysely } from 'kysely';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import type { DialectName } from '../db/connect.js';
import type { Database, VisitRow } from '../db/schema.js';
import { queueMail } from '../mail/queue.js';
import { HOLDING_STATUSES } from './broker-agenda.js';
import { visitReminderMails } from './visit-mails.js';

/** A visit is reminded once it begins within this long. */
const REMINDER_AHEAD_MS = 24 * 3_600_000;

/**
 * Claims one visit due for its reminders (requested or confirmed, beginning within 24 hours, not reminded yet) and
 * queues them in the same transaction: on PostgreSQL the row is taken `FOR UPDATE SKIP LOCKED`, and the claim is a
 * conditional update everywhere, so several APIs passing at once remind each visit once. Undefined when none is due.
 */
async function remindOne(db: Kysely<Database>, dialect: DialectName, now: Date): Promise<VisitRow | undefined> {
  return db.transaction().execute(async (transaction) => {
    const visit = await transaction
      .selectFrom('visits')
      .selectAll()
      .where('starts_at', '>', now.toISOString())
      .where('starts_at', '<=', new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString())
      .where('status', 'in', HOLDING_STATUSES)
      .where('reminder_queued_at', 'is', null)
      .orderBy('starts_at')
      .limit(1)
      .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .executeTakeFirst();
    if (visit === undefined) return undefined;
    const claimed = await transaction
      .updateTable('visits')
      .set({ reminder_queued_at: now.toISOString() })
      .where('id', '=', visit.id)
      .where('reminder_queued_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return visit;
    const property = await transaction.selectFrom('properties').selectAll().where('id', '=', visit.property_id).executeTakeFirstOrThrow();
    const broker = await transaction
      .selectFrom('users')
      .select(['name', 'email', 'phone'])
      .where('id', '=', visit.broker_id)
      .executeTakeFirstOrThrow();
    const [agency] = await findActiveCompanies(transaction);
    const people = { broker, agency: { name: agencyNameOf(agency), email: agency?.email ?? '' } };
    for (const mail of visitReminderMails(visit, property, people)) await queueMail(transaction, mail, now);
    return visit;
  });
}

/**
 * `Lembretes de visitas`, every minute: the reminder of each visit beginning within the next 24 hours, to the visitor
 * (when they gave an e-mail) and to the broker. Answers how many visits were reminded.
 */
export async function remindDueVisits(db: Kysely<Database>, dialect: DialectName, now: Date, signal: AbortSignal): Promise<number> {
  let reminded = 0;
  while (!signal.aborted && (await remindOne(db, dialect, now)) !== undefined) reminded += 1;
  return reminded;
}
