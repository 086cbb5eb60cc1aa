import express, { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { NOT_FOUND_MESSAGE } from '../../../shared/http-errors.js';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, requireStaff, seesOnlyOwnProperties } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { UNKNOWN_PORTAL, type ApiMetrics, type PortalLeadOutcome } from '../metrics/api-metrics.js';
import { receivePortalLead, type PortalIntake } from '../leads/portal-intake.js';
import { isLeadPortal, isPortalSecret, LEAD_PORTALS, portalSecretDates, type LeadPortal } from '../leads/portal-lead-keys.js';
import { replacePortalSecretAsStaff } from '../leads/portal-secret-replacement.js';
import { portalRejects } from '../leads/portal-rejects.js';

const LEAD_RECEIVED_MESSAGE = 'Lead recebido.';
const LEAD_KNOWN_MESSAGE = 'Lead já recebido.';
const ADDRESS_READY_MESSAGE = 'Endereço pronto para receber leads.';
const SECRET_REPLACED_MESSAGE = 'Novo endereço gerado. Informe-o ao portal: o anterior deixou de funcionar.';
const ADMIN_ONLY_MESSAGE = 'Apenas a administração da imobiliária pode gerar o endereço de leads de um portal.';
const ADDRESSES_ADMIN_ONLY_MESSAGE = 'Apenas a administração da imobiliária pode ver os endereços de leads dos portais.';
const REJECTS_ADMIN_ONLY_MESSAGE = 'Apenas a administração da imobiliária pode ver os leads dos portais recebidos com erro.';
/** A lead is a few kilobytes; this leaves room for any portal's extra data. */
const DOCUMENT_LIMIT = '256kb';

export interface PortalLeadSettings {
  db: Kysely<Database>;
  /** Counts the documents the portals post, by portal and outcome. */
  metrics: Pick<ApiMetrics, 'portalLead' | 'knowPortals'>;
}

/** What each answer to a portal counts as; the empty test document counts as nothing. */
const COUNTED_OUTCOMES: Readonly<Record<PortalIntake['outcome'], PortalLeadOutcome | undefined>> = {
  stored: 'accepted',
  known: 'duplicate',
  rejected: 'refused',
  ping: undefined,
};

/** The password of an HTTP Basic `Authorization` header, as some portals send their secret. */
function basicPassword(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined || !/^basic\s+/i.test(header)) return undefined;
  const decoded = Buffer.from(header.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

function portalOf(req: Request): LeadPortal {
  const portal = String(req.params.portal);
  if (!isLeadPortal(portal)) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return portal;
}

/**
 * Refuses with a 403 (`message`) a user who sees only their own properties (a broker), before anything is read: the
 * portals' addresses and documents are the agency's, not one broker's.
 */
function administrationOnly(message: string): RequestHandler {
  return (req, _res, next) => {
    next(seesOnlyOwnProperties(currentStaff(req)) ? new HttpError(403, message) : undefined);
  };
}

/**
 * The portal's secret checked, from its address or its Basic password, before any of the body is read; a refusal is
 * counted under the portal's name, or `UNKNOWN_PORTAL` for a name no portal has (never the path's text).
 */
function requirePortalSecret({ db, metrics }: PortalLeadSettings): RequestHandler {
  return (req, _res, next) => {
    const portal = String(req.params.portal);
    if (!isLeadPortal(portal)) {
      metrics.portalLead(UNKNOWN_PORTAL, 'not_found');
      next(new HttpError(404, NOT_FOUND_MESSAGE));
      return;
    }
    const secret = typeof req.params.secret === 'string' ? req.params.secret : basicPassword(req);
    isPortalSecret(db, portal, secret).then(
      (valid) => {
        if (!valid) metrics.portalLead(portal, 'not_found');
        next(valid ? undefined : new HttpError(404, NOT_FOUND_MESSAGE));
      },
      (error: unknown) => next(error),
    );
  };
}

/**
 * Leads posted by the portals, one document per lead: `POST /api/portal-leads/{portal}/{secret}` (or the secret as
 * the Basic password), a wrong portal or secret answering 404 before the body is read. For staff with the leads
 * permission: each portal's address state (`GET /api/portal-leads/addresses`), a new secret shown once
 * (`POST /api/portal-leads/addresses/{portal}`) and the documents kept as 'Recebidos com erro'
 * (`GET /api/portal-leads/rejects`), all three for the administration only (a broker is refused with a 403).
 */
export function portalLeadRoutes(settings: PortalLeadSettings): Router {
  const { db, metrics } = settings;
  const router = Router();
  metrics.knowPortals(Object.keys(LEAD_PORTALS));
  const staff = requireStaff(db, 'leads');
  const documentBody = express.text({ type: () => true, limit: DOCUMENT_LIMIT });

  router.get('/portal-leads/addresses', staff, administrationOnly(ADDRESSES_ADMIN_ONLY_MESSAGE), async (_req, res) => {
    const dates = await portalSecretDates(db);
    res.json({ data: Object.keys(LEAD_PORTALS).map((portal) => ({ portal, created_at: dates[portal as LeadPortal] ?? null })) });
  });

  router.post('/portal-leads/addresses/:portal', staff, administrationOnly(ADMIN_ONLY_MESSAGE), async (req, res) => {
    const portal = portalOf(req);
    res.json({ message: SECRET_REPLACED_MESSAGE, portal, secret: await replacePortalSecretAsStaff(db, staffActor(req), portal) });
  });

  router.get('/portal-leads/rejects', staff, administrationOnly(REJECTS_ADMIN_ONLY_MESSAGE), async (_req, res) => {
    res.json({ data: await portalRejects(db) });
  });

  // After the staff calls, whose paths the portals' would otherwise take.
  const receive: RequestHandler = async (req, res) => {
    const body = typeof req.body === 'string' ? req.body : '';
    const portal = portalOf(req);
    const intake = await receivePortalLead(db, portal, body);
    const counted = COUNTED_OUTCOMES[intake.outcome];
    if (counted !== undefined) metrics.portalLead(portal, counted);
    if (intake.outcome === 'rejected') throw new HttpError(400, `Lead recusado: ${intake.reason}`);
    if (intake.outcome === 'ping') res.json({ message: ADDRESS_READY_MESSAGE });
    else
      res
        .status(intake.outcome === 'stored' ? 201 : 200)
        .json({ message: intake.outcome === 'stored' ? LEAD_RECEIVED_MESSAGE : LEAD_KNOWN_MESSAGE, id: intake.leadId });
  };
  router.post('/portal-leads/:portal/:secret', requirePortalSecret(settings), documentBody, receive);
  router.post('/portal-leads/:portal', requirePortalSecret(settings), documentBody, receive);

  return router;
}
