import { Router, type Request } from 'express';
import type { ApiContext } from '../context.js';
import { listAuditEntries, readAuditQuery } from '../audit/audit-list.js';
import { isAuditRecordType, type AuditRecordType } from '../audit/audit-types.js';
import { currentStaff, FORBIDDEN_MESSAGE, holdsPermission, requireStaff } from '../auth/staff-session.js';
import type { PermissionIdentifier } from '../auth/permissions.js';
import { HttpError } from '../http/errors.js';
import { ensureLeadVisible } from '../leads/lead-detail.js';
import { visibleVisit } from '../agenda/staff-visits.js';
import { findBrokerRow } from '../people/broker-json.js';
import { findVisibleProperty } from '../properties/staff-queries.js';

const RECORD_NOT_FOUND_MESSAGE = 'O registro não foi encontrado.';

/** The permission that opens each kind of record, and so its history (a broker's account: 'corretores' too). */
const RECORD_PERMISSION: Record<AuditRecordType, PermissionIdentifier> = {
  property: 'imoveis',
  client: 'clientes',
  user: 'usuarios',
  company: 'empresa',
  video: 'videos',
  template: 'modelos-documento',
  lead: 'leads',
  holiday: 'agenda',
  lead_distribution: 'usuarios',
  portal_address: 'usuarios',
  portal_feed: 'imoveis',
  privacy_settings: 'privacidade',
  visit: 'agenda',
  property_key: 'imoveis',
  key_checkout: 'imoveis',
};

function recordOf(req: Request): { type: AuditRecordType; id: number } {
  const type = String(req.params.type);
  const id = Number(req.params.id);
  if (!isAuditRecordType(type) || !/^\d{1,15}$/.test(String(req.params.id))) throw new HttpError(404, RECORD_NOT_FOUND_MESSAGE);
  return { type, id };
}

/**
 * The audit trail, read only (no call writes, changes or deletes an entry): `GET /api/audit`, the 'Auditoria' screen
 * (permission usuarios), searched by `user_id`, `record_type`, `record_id`, `from` and `to` (São Paulo days) and paged
 * newest first; `GET /api/audit/records/{type}/{id}`, a record's 'Histórico', for whoever may open that record (a
 * broker, their own properties, leads and visits only), 10 entries a page.
 */
export function auditRoutes({ db }: Pick<ApiContext, 'db'>): Router {
  const router = Router();

  router.get('/audit', requireStaff(db, 'usuarios'), async (req, res) => {
    const { filters, request } = readAuditQuery(req.query);
    res.json(await listAuditEntries(db, filters, request));
  });

  router.get('/audit/records/:type/:id', requireStaff(db), async (req, res) => {
    const user = currentStaff(req);
    const record = recordOf(req);
    const opensBrokers =
      record.type === 'user' && holdsPermission(user, 'corretores') && (await findBrokerRow(db, record.id)) !== undefined;
    if (!opensBrokers && !holdsPermission(user, RECORD_PERMISSION[record.type])) throw new HttpError(403, FORBIDDEN_MESSAGE);
    if (record.type === 'property' && (await findVisibleProperty(db, user, record.id)) === undefined) {
      throw new HttpError(404, RECORD_NOT_FOUND_MESSAGE);
    }
    if (record.type === 'lead') await ensureLeadVisible(db, user, record.id);
    if (record.type === 'visit') await visibleVisit(db, user, record.id);
    const { request } = readAuditQuery({ page: req.query.page });
    res.json(await listAuditEntries(db, { recordType: record.type, recordId: record.id }, request));
  });

  return router;
}
