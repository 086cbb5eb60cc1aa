import express, { Router, type Request } from 'express';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, requireStaff } from '../auth/staff-session.js';
import { formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';
import { toStaffPropertyJson } from '../properties/staff-json.js';
import { createStaffProperty, deleteStaffProperty, updateStaffProperty, type PropertyStore } from '../properties/save.js';
import { PROPERTY_STATUSES } from '../db/schema.js';
import { readPageRequest, readSearch } from '../http/paging.js';
import {
  findVisibleProperty,
  listVisibleProperties,
  pageVisibleProperties,
  propertyIdOf,
  STAFF_PROPERTY_NOT_FOUND_MESSAGE,
  visiblePropertyOrThrow,
  type StaffListFilter,
} from '../properties/staff-queries.js';
import type { PropertyEditor } from '../properties/property-audit.js';
import { changePropertyStatus, readStatusChange } from '../properties/status.js';

const PROPERTY_CREATED_MESSAGE = 'Imóvel cadastrado com sucesso!';
const PROPERTY_UPDATED_MESSAGE = 'Imóvel atualizado com sucesso!';
const PROPERTY_DELETED_MESSAGE = 'Imóvel excluído com sucesso!';
const STATUS_CHANGED_MESSAGE = 'Status do imóvel atualizado com sucesso!';

/** How many of the newest properties awaiting analysis the top bar's alerts name, and the most one may ask. */
const DEFAULT_AWAITING_LISTED = 5;
const MAX_AWAITING_LISTED = 20;

export interface StaffPropertySettings extends PropertyStore {
  /** Called after a status notice is queued, so that its delivery starts right away. */
  onMailQueued: () => void;
  /** The public site's address, which the status notices' tracking links start with. */
  publicUrl: string;
}

/** The signed-in member of staff, who may touch only what their role allows and whom the audit trail names. */
function editorOf(req: Request): PropertyEditor {
  return { user: currentStaff(req), actor: staffActor(req) };
}

function pathId(req: Request): number {
  const id = propertyIdOf(String(req.params.id));
  if (id === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
  return id;
}

/**
 * The back office's property calls (permission imoveis). A broker sees and changes only their own
 * properties; someone else's answers 404 as if it did not exist.
 */
export function staffPropertyRoutes(settings: StaffPropertySettings): Router {
  const { db, onMailQueued, publicUrl } = settings;
  const router = Router();
  const staff = requireStaff(db, 'imoveis');

  router.get('/properties/fetch', staff, async (req, res) => {
    const query = new QueryReader(req.query);
    const filter: StaffListFilter = {
      brokerId: query.integer('broker_id', { min: 1 }),
      search: readSearch(query),
      status: query.oneOf('status', PROPERTY_STATUSES),
    };
    const paging = readPageRequest(query);
    query.finish();
    const user = currentStaff(req);
    if (paging === undefined) {
      const rows = await listVisibleProperties(db, user, filter);
      res.json({ data: [{ properties: rows.map(toStaffPropertyJson) }] });
      return;
    }
    const page = await pageVisibleProperties(db, user, filter, paging);
    res.json({ ...page, data: page.data.map(toStaffPropertyJson) });
  });

  router.get('/properties/awaiting-analysis', staff, async (req, res) => {
    const query = new QueryReader(req.query);
    const limit = query.integer('limit', { min: 1, max: MAX_AWAITING_LISTED }) ?? DEFAULT_AWAITING_LISTED;
    query.finish();
    const page = await pageVisibleProperties(db, currentStaff(req), { status: 'in_analysis' }, { page: 1, perPage: limit });
    res.json({ total: page.total, data: page.data.map(toStaffPropertyJson) });
  });

  router.get('/properties/:id', staff, async (req, res) => {
    const row = await findVisibleProperty(db, currentStaff(req), pathId(req));
    if (row === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
    res.json({ data: toStaffPropertyJson(row) });
  });

  router.post('/properties', staff, async (req, res) => {
    const row = await createStaffProperty(settings, editorOf(req), req, res);
    res.status(201).json({ message: PROPERTY_CREATED_MESSAGE, data: toStaffPropertyJson(row) });
  });

  // Multipart forms cannot be sent with PUT from every client: `POST` with `_method=PUT` is the update.
  const update: express.RequestHandler = async (req, res) => {
    const row = await updateStaffProperty(settings, editorOf(req), pathId(req), req, res);
    res.json({ message: PROPERTY_UPDATED_MESSAGE, data: toStaffPropertyJson(row) });
  };
  router.post('/properties/:id', staff, update);
  router.put('/properties/:id', staff, update);

  router.delete('/properties/:id', staff, async (req, res) => {
    await deleteStaffProperty(settings, editorOf(req), pathId(req));
    res.json({ message: PROPERTY_DELETED_MESSAGE });
  });

  // Someone else's property answers 404 before the body is read: its answer never depends on what was sent.
  const mayTouchProperty = (req: Request) => visiblePropertyOrThrow(db, currentStaff(req), pathId(req));
  router.put('/properties/:id/status', staff, ...formBodyAfter(mayTouchProperty), async (req, res) => {
    const change = readStatusChange(req.body);
    const { row, mailQueued } = await changePropertyStatus(db, editorOf(req), pathId(req), change, publicUrl);
    if (mailQueued) onMailQueued();
    res.json({ message: STATUS_CHANGED_MESSAGE, data: toStaffPropertyJson(row) });
  });

  return router;
}
