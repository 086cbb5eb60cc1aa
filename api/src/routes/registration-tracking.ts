import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { rateLimit } from '../http/rate-limit.js';
import { findTracking, TRACKING_NOT_FOUND_MESSAGE } from '../registration/tracking.js';

/**
 * `GET /api/registration-tracking/{token}`: what the owner's private tracking page shows of the property the
 * token was issued for. Any other text answers the same 404. Reads are counted per address (`limit`), known
 * tokens or not, so that no one can try tokens at speed.
 */
export function registrationTrackingRoutes({ db, limit }: { db: Kysely<Database>; limit: RateLimit }): Router {
  const router = Router();
  router.get('/registration-tracking/:token', rateLimit(db, 'registration-tracking', limit), async (req, res) => {
    const tracking = await findTracking(db, String(req.params.token));
    if (tracking === undefined) throw new HttpError(404, TRACKING_NOT_FOUND_MESSAGE);
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: tracking });
  });
  return router;
}
