import icalGenerator, { ICalEventStatus } from 'ical-generator';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { newSecretToken } from '../auth/secret-token.js';
import type { Database } from '../db/schema.js';
import { formatDisplayPhone } from '../http/field-readers.js';
import { visitPlace } from './visit-mails.js';

/** The feed's window: the visits of the last 30 days and the next 180, enough for any phone's calendar. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 180;
const DAY_MS = 86_400_000;
/** base64url of 24 bytes; anything else cannot be a feed's token and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The broker's feed token, made on first ask. */
export async function calendarFeedToken(db: Kysely<Database>, userId: number): Promise<string> {
  const known = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  if (known !== undefined) return known.token;
  const token = newSecretToken(24);
  // Two first asks at once: the unique user keeps one, and both answer it.
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const stored = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return stored.token;
}

/** A new token for the broker's feed: the old address stops working at once. Audited on the user, as a secret. */
export async function replaceCalendarFeedToken(
  db: Kysely<Database>,
  actor: AuditActor,
  user: { id: number; name: string },
): Promise<string> {
  const token = newSecretToken(24);
  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('calendar_feeds').where('user_id', '=', user.id).execute();
    await transaction.insertInto('calendar_feeds').values({ user_id: user.id, token, created_at: new Date().toISOString() }).execute();
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'user',
      recordId: user.id,
      recordLabel: user.name,
      changes: [{ field: 'calendar_feed', secret: true }],
    });
  });
  return token;
}

/**
 * `GET /api/calendar-feeds/{token}`: the broker's visits (requested, confirmed, done) from 30 days ago to 180 days
 * ahead, as iCalendar; only that broker's. Undefined for any other token.
 */
export async function calendarFeed(db: Kysely<Database>, token: string, siteHost: string, now: Date): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const feed = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.name'])
    .where('calendar_feeds.token', '=', token)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (feed === undefined) return undefined;
  const visits = await db
    .selectFrom('visits')
    .innerJoin('properties', 'properties.id', 'visits.property_id')
    .select([
      'visits.id',
      'visits.status',
      'visits.starts_at',
      'visits.ends_at',
      'visits.name',
      'visits.phone',
      'visits.updated_at',
      'properties.code',
      'properties.title',
      'properties.address',
      'properties.number',
      'properties.complement',
      'properties.neighborhood',
      'properties.city',
      'properties.state',
      'properties.zip_code',
    ])
    .where('visits.broker_id', '=', feed.id)
    .where('visits.status', 'in', ['requested', 'confirmed', 'done'])
    .where('visits.starts_at', '>=', new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString())
    .where('visits.starts_at', '<', new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS).toISOString())
    .orderBy('visits.starts_at')
    .execute();
  const calendar = icalGenerator({
    name: `Visitas — ${feed.name}`,
    prodId: { company: siteHost, product: 'Agenda de visitas', language: 'PT-BR' },
  });
  for (const visit of visits) {
    calendar.createEvent({
      id: `visita-${visit.id}@${siteHost}`,
      start: new Date(visit.starts_at),
      end: new Date(visit.ends_at),
      summary: `Visita: ${visit.code} — ${visit.name}`,
      // The broker's own calendar: the full address, to drive there.
      location: visitPlace({ ...visit, address_privacy: 'full' }),
      description: `${visit.title}\nCliente: ${visit.name}${visit.phone ? `, ${formatDisplayPhone(visit.phone)}` : ''}`,
      status: visit.status === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      stamp: new Date(visit.updated_at),
    });
  }
  return calendar.toString();
}
