import type { Kysely } from 'kysely';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import type { DialectName } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { queueMail } from '../mail/queue.js';
import { addDays, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';
import { saoPauloWallClockOf } from '../../../shared/sao-paulo-times.js';
import { HOLDING_STATUSES } from './broker-agenda.js';
import { dailyAgendaMail } from './daily-agenda-text.js';
import { visitPlace } from './visit-mails.js';

/** The agenda of the day is mailed from this time of São Paulo's day on (07:00). */
const DAILY_AGENDA_FROM_MINUTES = 7 * 60;

interface DailyAgendaContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The public site's address, which the link to the back office's agenda starts with. */
  siteUrl: string;
}

interface AgendaDay {
  day: string;
  start: Date;
  end: Date;
}

/** The active brokers with a requested or confirmed visit in the day whose agenda was not mailed yet. */
async function brokersDue(db: Kysely<Database>, day: AgendaDay): Promise<number[]> {
  const rows = await db
    .selectFrom('visits')
    .innerJoin('users', 'users.id', 'visits.broker_id')
    .select('visits.broker_id')
    .distinct()
    .where('visits.starts_at', '>=', day.start.toISOString())
    .where('visits.starts_at', '<', day.end.toISOString())
    .where('visits.status', 'in', HOLDING_STATUSES)
    .where('users.is_active', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('daily_agenda_mails')
            .select('daily_agenda_mails.id')
            .whereRef('daily_agenda_mails.broker_id', '=', 'visits.broker_id')
            .where('daily_agenda_mails.day', '=', day.day),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.broker_id);
}

/**
 * Claims the broker's day (a row unique per broker and day; a second claim, from any API, inserts nothing) and queues
 * the mail in the same transaction, so it exists exactly when the claim does. Answers whether this call queued it.
 */
async function mailBrokerDay(context: DailyAgendaContext, brokerId: number, day: AgendaDay, now: Date): Promise<boolean> {
  return context.db.transaction().execute(async (transaction) => {
    const claim = await transaction
      .insertInto('daily_agenda_mails')
      .values({ broker_id: brokerId, day: day.day, queued_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['broker_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (claim === undefined) return false;
    const broker = await transaction.selectFrom('users').select(['name', 'email']).where('id', '=', brokerId).executeTakeFirstOrThrow();
    const visits = await transaction
      .selectFrom('visits')
      .innerJoin('properties', 'properties.id', 'visits.property_id')
      .select(['visits.starts_at', 'visits.ends_at', 'visits.status', 'visits.name', 'visits.phone'])
      .select(['properties.code', 'properties.title', 'properties.address', 'properties.number', 'properties.complement'])
      .select(['properties.neighborhood', 'properties.city', 'properties.state', 'properties.zip_code'])
      .where('visits.broker_id', '=', brokerId)
      .where('visits.starts_at', '>=', day.start.toISOString())
      .where('visits.starts_at', '<', day.end.toISOString())
      .where('visits.status', 'in', HOLDING_STATUSES)
      .orderBy('visits.starts_at')
      .execute();
    const [agency] = await findActiveCompanies(transaction);
    const listed = visits.map((visit) => ({ ...visit, place: visitPlace({ ...visit, address_privacy: 'full' }) }));
    const mail = dailyAgendaMail(claim.id, broker, agencyNameOf(agency), { ...day, siteUrl: context.siteUrl }, listed);
    // The outbox sends by the machine's clock.
    await queueMail(transaction, mail);
    return true;
  });
}

/**
 * `Agenda do dia dos corretores`, every minute: from 07:00 São Paulo time, each active broker with a requested or
 * confirmed visit that day gets one mail listing them, once whatever the number of APIs and restarts (an API started
 * at 09:00 still sends the day's that were not sent; never a past day's). Answers how many mails this pass queued.
 */
export async function queueDueDailyAgendas(context: DailyAgendaContext, now: Date, signal: AbortSignal): Promise<number> {
  const { day, minutes } = saoPauloWallClockOf(now);
  if (minutes < DAILY_AGENDA_FROM_MINUTES) return 0;
  const agendaDay = { day, start: saoPauloDayStart(day), end: saoPauloDayStart(addDays(day, 1)) };
  let queued = 0;
  for (const brokerId of await brokersDue(context.db, agendaDay)) {
    if (signal.aborted) break;
    if (await mailBrokerDay(context, brokerId, agendaDay, now)) queued += 1;
  }
  return queued;
}
