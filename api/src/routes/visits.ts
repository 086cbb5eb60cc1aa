import { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, FORBIDDEN_MESSAGE, holdsPermission, requireStaff } from '../auth/staff-session.js';
import { HttpError } from '../http/errors.js';
import { agendaVisits, createStaffVisit } from '../agenda/staff-agenda.js';
import { agendaBrokers, visitsOfRecord } from '../agenda/record-visits.js';
import {
  cancelVisit,
  confirmVisit,
  recordOutcome,
  rescheduleVisit,
  seesOnlyOwnVisits,
  VISIT_NOT_FOUND_MESSAGE,
  visibleVisit,
} from '../agenda/staff-visits.js';
import { visitsJson } from '../agenda/visit-json.js';
import { calendarFeedToken, replaceCalendarFeedToken } from '../agenda/calendar-feed.js';
import { visitRecordKey } from '../agenda/visit-record-files.js';
import { generateVisitRecord, VISIT_RECORD_NOT_FOUND_MESSAGE, visitRecordFileName, visitRecordOf } from '../agenda/visit-records.js';
import type { Database, VisitRow } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { streamStoredObject } from '../http/stored-object.js';
import { bodyFields, formBody, formBodyAfter } from '../http/body.js';
import { recordId } from '../http/record-id.js';

const VISIT_CREATED_MESSAGE = 'Visita agendada com sucesso!';
const VISIT_CONFIRMED_MESSAGE = 'Visita confirmada.';
const VISIT_CANCELLED_MESSAGE = 'Visita cancelada.';
const VISIT_RESCHEDULED_MESSAGE = 'Visita remarcada.';
const OUTCOME_RECORDED_MESSAGE = 'Resultado da visita registrado.';
const CALENDAR_FEED_REPLACED_MESSAGE = 'Novo endereço da agenda criado. O endereço anterior deixou de funcionar.';
const VISIT_RECORD_CREATED_MESSAGE = 'Ficha de visita gerada.';

/**
 * The brokers' agenda: a broker reaches their own visits without a permission, and sees and changes only those (any
 * other is a 404); the rest of the staff need the permission agenda, and see every broker's:
 * `GET /api/visits?from&to&broker_id`, `GET /api/visits/{id}`, `POST /api/visits`, and on one visit
 * `POST …/confirm`, `…/cancel` (`reason`), `…/reschedule` (`day`, `time`, `duration_minutes`) and `…/outcome`
 * (`attended`, `interest`, `comment`); `GET /api/visits/of?lead_id|client_id|property_id` lists one record's visits,
 * newest first; `GET /api/visits/brokers` the brokers whose agenda the user may open. Every write is audited. The signed-in user's private calendar feed:
 * `GET /api/visits/calendar-feed` (its token, made on first ask) and `POST` (a new one; the old address stops).
 * A visit's 'fichas de visita': `POST /api/visits/{id}/records` (a new PDF, audited) and
 * `GET /api/visits/{id}/records/{recordId}/file` (the PDF, as an attachment), under the same access as the visit.
 */
export function visitRoutes({
  db,
  files,
  publicUrl,
  onMailQueued,
}: {
  db: Kysely<Database>;
  files: ObjectStore;
  publicUrl: string;
  onMailQueued: () => void;
}): Router {
  const siteHost = new URL(publicUrl).host;
  const router = Router();
  const signedIn = requireStaff(db);
  // A broker always reaches their own agenda; the rest of the staff, every broker's, with the permission.
  const mayUseAgenda: RequestHandler = (req, _res, next) => {
    const user = currentStaff(req);
    if (!seesOnlyOwnVisits(user) && !holdsPermission(user, 'agenda')) throw new HttpError(403, FORBIDDEN_MESSAGE);
    next();
  };
  const agenda: RequestHandler[] = [signedIn, mayUseAgenda];
  const visitOf = (req: Request) => visibleVisit(db, currentStaff(req), recordId(req, VISIT_NOT_FOUND_MESSAGE));
  const oneJson = async (visit: VisitRow) => (await visitsJson(db, [visit]))[0];
  const visits = new WeakMap<Request, VisitRow>();
  // The visit is found (and its access checked) before any of the body is read.
  const onVisit = formBodyAfter(async (req) => visits.set(req, await visitOf(req)));
  const checkedVisit = (req: Request) => {
    const visit = visits.get(req);
    if (visit === undefined) throw new Error('Rota de visita sem formBodyAfter.');
    return visit;
  };

  // Before /visits/{id}, which would take their names for an id.
  router.get('/visits/calendar-feed', ...agenda, async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json({ data: { token: await calendarFeedToken(db, currentStaff(req).id) } });
  });
  router.post('/visits/calendar-feed', ...agenda, async (req, res) => {
    const user = currentStaff(req);
    const token = await replaceCalendarFeedToken(db, staffActor(req), user);
    res.json({ message: CALENDAR_FEED_REPLACED_MESSAGE, data: { token } });
  });
  router.get('/visits', ...agenda, async (req, res) => {
    res.json({ data: await visitsJson(db, await agendaVisits(db, currentStaff(req), req.query)) });
  });
  router.get('/visits/brokers', ...agenda, async (req, res) => {
    res.json({ data: await agendaBrokers(db, currentStaff(req)) });
  });
  router.get('/visits/of', ...agenda, async (req, res) => {
    res.json({ data: await visitsJson(db, await visitsOfRecord(db, currentStaff(req), req.query)) });
  });
  router.get('/visits/:id', ...agenda, async (req, res) => {
    res.json({ data: await oneJson(await visitOf(req)) });
  });
  router.post('/visits', ...agenda, ...formBody, async (req, res) => {
    const visit = await createStaffVisit(db, currentStaff(req), staffActor(req), bodyFields(req.body));
    res.status(201).json({ message: VISIT_CREATED_MESSAGE, data: await oneJson(visit) });
  });
  router.post('/visits/:id/confirm', ...agenda, ...onVisit, async (req, res) => {
    const visit = await confirmVisit(db, staffActor(req), checkedVisit(req), siteHost);
    onMailQueued();
    res.json({ message: VISIT_CONFIRMED_MESSAGE, data: await oneJson(visit) });
  });
  router.post('/visits/:id/cancel', ...agenda, ...onVisit, async (req, res) => {
    const visit = await cancelVisit(db, staffActor(req), checkedVisit(req), bodyFields(req.body));
    res.json({ message: VISIT_CANCELLED_MESSAGE, data: await oneJson(visit) });
  });
  router.post('/visits/:id/reschedule', ...agenda, ...onVisit, async (req, res) => {
    const visit = await rescheduleVisit(db, staffActor(req), checkedVisit(req), bodyFields(req.body));
    res.json({ message: VISIT_RESCHEDULED_MESSAGE, data: await oneJson(visit) });
  });
  router.post('/visits/:id/outcome', ...agenda, ...onVisit, async (req, res) => {
    const visit = await recordOutcome(db, staffActor(req), checkedVisit(req), bodyFields(req.body), new Date());
    res.json({ message: OUTCOME_RECORDED_MESSAGE, data: await oneJson(visit) });
  });
  router.post('/visits/:id/records', ...agenda, async (req, res) => {
    const visit = await visitOf(req);
    const user = currentStaff(req);
    await generateVisitRecord({ db, files }, staffActor(req), user, visit, new Date());
    res.status(201).json({ message: VISIT_RECORD_CREATED_MESSAGE, data: await oneJson(visit) });
  });
  router.get('/visits/:id/records/:recordId/file', ...agenda, async (req, res) => {
    const visit = await visitOf(req);
    const recordIdText = String(req.params.recordId);
    if (!/^\d{1,15}$/.test(recordIdText)) throw new HttpError(404, VISIT_RECORD_NOT_FOUND_MESSAGE);
    const record = await visitRecordOf(db, visit, Number(recordIdText));
    const file = await files.get(visitRecordKey(record.stored_file));
    if (file === undefined) throw new HttpError(404, VISIT_RECORD_NOT_FOUND_MESSAGE);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.size),
      // The name is letters, digits and dashes: plain `filename="…"`, which every browser reads.
      'Content-Disposition': `attachment; filename="${await visitRecordFileName(db, visit)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    await streamStoredObject(res, file);
  });
  return router;
}
