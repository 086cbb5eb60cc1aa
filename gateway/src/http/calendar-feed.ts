import { Router } from 'express';
import { CALENDAR_FEED_PATH } from '../agenda/visits.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { sendNotFound } from './responses.js';
import { fetchUpstreamFile, relayUpstreamFile } from './upstream-file.js';
import { sendUpstreamRefusal } from './upstream-refusal.js';

/** base64url of 24 bytes; anything else is not asked of the API. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** A broker's agenda is never kept on the way, nor read as anything but a calendar. */
const NEVER_CACHED_NOR_SNIFFED = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /agenda/calendario/{token}`: a broker's visits as iCalendar, relayed from the API (`/api/calendar-feeds/…`)
 * with its status and type; the token in the address is the only key, as calendar apps subscribe without signing in.
 */
export function calendarFeedRouter(api: AgencyApi): Router {
  const router = Router();
  router.get(`${CALENDAR_FEED_PATH}:token`, async (req, res) => {
    const token = String(req.params.token);
    if (!FEED_TOKEN.test(token)) {
      sendNotFound(res);
      return;
    }
    const upstream = await fetchUpstreamFile(res, () => api.forUser(null).visitBooking.calendarFeed(token));
    if (upstream === null) return;
    if (!upstream.ok) {
      await sendUpstreamRefusal(res, upstream);
      return;
    }
    await relayUpstreamFile(res, upstream, { keptHeaders: ['content-type'], extraHeaders: NEVER_CACHED_NOR_SNIFFED });
  });
  return router;
}
