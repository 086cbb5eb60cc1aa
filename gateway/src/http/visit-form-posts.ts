import express, { Router, type Request, type Response } from 'express';
import type { SubmittedForm } from '../../../shared/server-render.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { bookVisit, changeMyVisit } from '../visitors/visit-booking.js';

/** The visit's booking page, and the visitor's page of their visit: both answer their own forms' posts. */
export const VISIT_BOOKING_PATH = '/imovel/:slug/agendar-visita';
export const VISITOR_VISIT_PATH = '/visita/:token';

/** A form post refused: the page is shown again with it, answered with this status. */
export interface RefusedForm {
  form: SubmittedForm;
  status: number;
}

export type ShowRefusedForm = (req: Request, res: Response, refused: RefusedForm) => Promise<void>;

/** A small form, form-encoded, as a browser without JavaScript posts it. */
const readForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

/** The visitor's page after a change made there: `feito` names it, for the page's notice. */
const DONE: Readonly<Record<VisitAction, string>> = { cancelar: 'cancelada', remarcar: 'remarcada', confirmar: 'confirmada' };
type VisitAction = 'cancelar' | 'remarcar' | 'confirmar';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `slot` as the form sends it ('AAAA-MM-DD HH:MM') → its day and time. */
function slotParts(slot: string): { day: string; time: string } {
  const [day = '', time = ''] = slot.split(' ');
  return { day, time };
}

interface VisitFormPostsOptions {
  api: AgencyApi;
  showRefused: ShowRefusedForm;
}

/**
 * The visit's forms posted without JavaScript (the pages' `<form method="post">`), made the way the GraphQL
 * mutations make them, for the visitor's address: a booking made goes on to the visitor's page (303); a change made
 * there comes back to it with `?feito=`; a refusal shows the page again with what was typed and why (4xx).
 */
export function visitFormPosts({ api, showRefused }: VisitFormPostsOptions): Router {
  const router = Router();
  const visitorApi = (req: Request) => api.forUser(null).forClientAddress(req.ip ?? null);

  router.post(VISIT_BOOKING_PATH, readForm, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = { slot: text(body.slot), name: text(body.name), phone: text(body.phone), email: text(body.email) };
    const result = await bookVisit(visitorApi(req), String(req.params.slug), {
      ...slotParts(values.slot),
      name: values.name,
      phone: values.phone,
      email: values.email,
      privacyNoticeVersion: text(body.privacy_notice_version) || null,
    });
    if (result.ok && result.token) {
      res.redirect(303, `/visita/${encodeURIComponent(result.token)}`);
      return;
    }
    const offers = result.nextSlots.map((slot) => `${slot.day} ${slot.time}`);
    await showRefused(req, res, {
      form: { values, message: result.error?.message ?? '', fieldErrors: result.error?.fieldErrors ?? [], offers },
      status: offers.length > 0 ? 409 : 422,
    });
  });

  router.post(VISITOR_VISIT_PATH, readForm, async (req, res) => {
    const token = String(req.params.token);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = text(body.acao);
    const visitApi = visitorApi(req).visitBooking;
    const change =
      action === 'cancelar'
        ? visitApi.cancel(token)
        : action === 'confirmar'
          ? visitApi.confirmAttendance(token)
          : action === 'remarcar'
            ? visitApi.reschedule(token, slotParts(text(body.slot)))
            : null;
    if (change === null) {
      res.redirect(303, `/visita/${encodeURIComponent(token)}`);
      return;
    }
    const result = await changeMyVisit(change);
    if (result.ok) {
      res.redirect(303, `/visita/${encodeURIComponent(token)}?feito=${DONE[action as VisitAction]}`);
      return;
    }
    await showRefused(req, res, {
      form: {
        values: { acao: action, slot: text(body.slot) },
        message: result.error?.message ?? '',
        fieldErrors: result.error?.fieldErrors ?? [],
        offers: [],
      },
      status: 409,
    });
  });
  return router;
}
