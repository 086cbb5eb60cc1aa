import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, holdsPermission, requireStaff } from '../auth/staff-session.js';
import type { RateLimit } from '../config.js';
import type { Database } from '../db/schema.js';
import { bodyFields, formBody, formBodyAfter } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { rateLimit } from '../http/rate-limit.js';
import { recordId } from '../http/record-id.js';
import { recordChatClick } from '../leads/chat-click.js';
import { distributionSettings, saveDistributionSettings } from '../leads/distribution-settings.js';
import { assignLead, changeLeadStatus, recordLeadChat } from '../leads/lead-changes.js';
import { convertLead } from '../leads/lead-convert.js';
import { ensureLeadVisible, LEAD_NOT_FOUND_MESSAGE, leadOrThrow } from '../leads/lead-detail.js';
import { countNewLeads, listLeads } from '../leads/lead-list.js';

const DISTRIBUTION_ADMINS_ONLY_MESSAGE = 'Apenas a administração pode mudar a distribuição dos leads.';

export interface LeadRouteSettings {
  db: Kysely<Database>;
  /** Chat clicks recorded per client address. */
  chatClickLimit: RateLimit;
}

/**
 * The lead inbox (permission leads; a broker sees only the leads of their properties, of their chat link or
 * assigned to them): `GET /api/leads`, `GET /api/leads/new-count`, `GET /api/leads/{id}`,
 * `PUT /api/leads/{id}/assign`, `PUT /api/leads/{id}/status`, `POST /api/leads/{id}/convert`,
 * `POST /api/leads/{id}/chat`; the distribution setting, `GET /api/leads/distribution` and, for the administrators
 * (permission usuarios), `PUT /api/leads/distribution`. And
 * `POST /api/leads/whatsapp-click` (API key only, limited per client address): the gateway records a visitor's
 * click on a chat link.
 */
export function leadRoutes({ db, chatClickLimit }: LeadRouteSettings): Router {
  const router = Router();
  const leads = requireStaff(db, 'leads');
  const pathId = (req: Request) => recordId(req, LEAD_NOT_FOUND_MESSAGE);
  // A lead the user may not see answers 404 before the body is read, whatever was sent.
  const changeBody = formBodyAfter((req) => ensureLeadVisible(db, currentStaff(req), pathId(req)));

  router.post('/leads/whatsapp-click', rateLimit(db, 'chat-click', chatClickLimit), ...formBody, async (req, res) => {
    res.status(201).json({ data: { id: await recordChatClick(db, bodyFields(req.body)) } });
  });

  router.get('/leads', leads, async (req, res) => {
    res.json(await listLeads(db, currentStaff(req), req.query));
  });

  router.get('/leads/distribution', leads, async (_req, res) => {
    res.json({ data: await distributionSettings(db) });
  });

  const administrators = formBodyAfter((req) => {
    if (!holdsPermission(currentStaff(req), 'usuarios')) throw new HttpError(403, DISTRIBUTION_ADMINS_ONLY_MESSAGE);
  });
  router.put('/leads/distribution', leads, ...administrators, async (req, res) => {
    res.json(await saveDistributionSettings(db, staffActor(req), bodyFields(req.body)));
  });

  router.get('/leads/new-count', leads, async (req, res) => {
    res.json({ total: await countNewLeads(db, currentStaff(req)) });
  });

  router.get('/leads/:id', leads, async (req, res) => {
    res.json({ data: await leadOrThrow(db, currentStaff(req), pathId(req)) });
  });

  router.put('/leads/:id/assign', leads, ...changeBody, async (req, res) => {
    res.json(await assignLead(db, currentStaff(req), staffActor(req), pathId(req), bodyFields(req.body)));
  });

  router.put('/leads/:id/status', leads, ...changeBody, async (req, res) => {
    res.json(await changeLeadStatus(db, currentStaff(req), staffActor(req), pathId(req), bodyFields(req.body)));
  });

  router.post('/leads/:id/chat', leads, async (req, res) => {
    res.json(await recordLeadChat(db, currentStaff(req), staffActor(req), pathId(req)));
  });

  router.post('/leads/:id/convert', leads, async (req, res) => {
    res.json(await convertLead(db, currentStaff(req), staffActor(req), pathId(req)));
  });

  return router;
}
