import { Router } from 'express';
import type { Kysely } from 'kysely';
import { requestAddress } from '../audit/audit-actor.js';
import { bookVisit, visitSlotsOf } from '../agenda/visit-booking.js';
import type { Database } from '../db/schema.js';
import { bodyFields, formBody, receiveJsonBody } from '../http/body.js';
import { countedForm, rateLimit, type FormLimits } from '../http/rate-limit.js';
import type { RateLimit } from '../config.js';
import { cancelByVisitor, confirmAttendance, rescheduleByVisitor, visitorVisit } from '../agenda/visitor-link.js';

const VISIT_REQUESTED_MESSAGE = 'Pedido de visita enviado! O corretor vai confirmar o horário.';
const VISIT_CANCELLED_MESSAGE = 'Visita cancelada.';
const VISIT_RESCHEDULED_MESSAGE = 'Visita remarcada! O corretor vai confirmar o novo horário.';
const ATTENDANCE_CONFIRMED_MESSAGE = 'Obrigado! Sua visita ao imóvel está confirmada.';

interface VisitBookingSettings {
  db: Kysely<Database>;
  /** The public site's address, which the visitor's private link starts with. */
  publicUrl: string;
  /** Called once a mail is queued, so that its delivery starts right away. */
  onMailQueued: () => void;
  /** The booking form's limits per address. */
  limits: FormLimits;
  /** Calls on the private links per address, known tokens or not. */
  linkLimit: RateLimit;
}

/**
 * Visits booked from the listing, by visitors (the gateway's calls with the API key):
 * `GET /api/properties/{slug}/visit-slots` (the free slots of the property's broker, day by day) and
 * `POST /api/properties/{slug}/visits` (JSON: `day`, `time`, `name`, `phone`, `email`, `privacy_notice_version`),
 * counted per address as every visitor's form is; and the visitor's private link, `/api/visit-bookings/{token}`:
 * `GET` (the visit), `POST …/cancel`, `POST …/reschedule` (`day`, `time`) and `POST …/attendance` (the visitor
 * confirms they visited), every call counted per address so that no one can try tokens at speed.
 */
export function visitBookingRoutes({ db, limits, linkLimit, publicUrl, onMailQueued }: VisitBookingSettings): Router {
  const router = Router();
  const link = rateLimit(db, 'visit-link', linkLimit);
  const token = (req: { params: Record<string, unknown> }) => String(req.params.token);
  router.get('/properties/:slug/visit-slots', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ data: await visitSlotsOf(db, String(req.params.slug), new Date()) });
  });
  router.post(
    '/properties/:slug/visits',
    countedForm(db, 'visit', limits, async (req, res) => {
      await receiveJsonBody(req, res);
      const visit = await bookVisit(db, String(req.params.slug), bodyFields(req.body), {
        address: requestAddress(req),
        now: new Date(),
        publicUrl,
      });
      onMailQueued();
      return {
        message: VISIT_REQUESTED_MESSAGE,
        data: {
          id: visit.id,
          token: visit.token,
          startsAt: visit.startsAt.toISOString(),
          endsAt: visit.endsAt.toISOString(),
          writtenOut: visit.writtenOut,
        },
      };
    }),
  );
  router.get('/visit-bookings/:token', link, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: await visitorVisit(db, token(req), new Date()) });
  });
  router.post('/visit-bookings/:token/cancel', link, async (req, res) => {
    await cancelByVisitor(db, token(req), new Date());
    res.json({ message: VISIT_CANCELLED_MESSAGE });
  });
  router.post('/visit-bookings/:token/reschedule', link, ...formBody, async (req, res) => {
    const writtenOut = await rescheduleByVisitor(db, token(req), bodyFields(req.body), new Date());
    res.json({ message: VISIT_RESCHEDULED_MESSAGE, data: { writtenOut } });
  });
  router.post('/visit-bookings/:token/attendance', link, async (req, res) => {
    await confirmAttendance(db, token(req), { address: requestAddress(req), now: new Date() });
    res.json({ message: ATTENDANCE_CONFIRMED_MESSAGE });
  });
  return router;
}
