import { Router } from 'express';
import type { Kysely } from 'kysely';
import { calendarFeed } from '../agenda/calendar-feed.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

const FEED_NOT_FOUND_MESSAGE = 'Agenda não encontrada. Confira o endereço ou peça um novo.';

/**
 * `GET /api/calendar-feeds/{token}`: a broker's visits as iCalendar, for their phone or Google Calendar to subscribe
 * to; only that broker's. Any other token is 404. Never cached on the way.
 */
export function calendarFeedRoutes({ db, publicUrl }: { db: Kysely<Database>; publicUrl: string }): Router {
  const router = Router();
  const siteHost = new URL(publicUrl).host;
  router.get('/calendar-feeds/:token', async (req, res) => {
    const feed = await calendarFeed(db, String(req.params.token), siteHost, new Date());
    if (feed === undefined) throw new HttpError(404, FEED_NOT_FOUND_MESSAGE);
    res.set('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').send(feed);
  });
  return router;
}
