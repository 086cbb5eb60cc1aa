import { Router, type Request, type Response } from 'express';
import type { LeadPortal } from '../generated/resolvers.js';
import { PORTAL_LEADS_PATH, toLeadPortal } from '../normalize/portal-lead.js';
import type { PortalLeadRelay, PortalSecret, RelayedAnswer } from '../rest/portal-lead-relay.js';
import { RestError } from '../rest/rest-error.js';
import { sendJsonError, sendNotFound } from './responses.js';

/** The answer while the API cannot take the lead: the portal keeps it and tries again later. */
const PORTAL_LEAD_UNAVAILABLE_MESSAGE = 'Não foi possível receber o lead agora. Tente novamente em instantes.';

/** The headers of a portal's request passed on: those that say how to read its body. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding'] as const;

/**
 * The portals' lead addresses on the public site, relayed to the API with its key: `POST /portais/leads/{portal}/{secret}`
 * and `POST /portais/leads/{portal}` with the secret as the HTTP Basic password (Chaves na Mão). The body streams
 * through unread (the API checks the secret first and answers a wrong one 404), and the portal gets the API's status
 * and JSON as they are (201, 200, 400, 404, 413…); an API that is down, failing to answer JSON or slow is a 503, so the
 * portal tries again. An unknown portal is a 404 without calling the API. The secret is never logged.
 */
export function portalLeadRelayRouter(relay: PortalLeadRelay): Router {
  const router = Router();
  router.post(`${PORTAL_LEADS_PATH}/:portal/:secret`, (req, res) =>
    relayLead(relay, req, res, { kind: 'path', secret: String(req.params.secret) }),
  );
  router.post(`${PORTAL_LEADS_PATH}/:portal`, (req, res) => relayLead(relay, req, res, basicSecretOf(req)));
  return router;
}

/** The request's HTTP Basic `Authorization`, passed on for the API to read its password; null without one. */
function basicSecretOf(req: Request): PortalSecret | null {
  const authorization = req.get('authorization');
  return authorization !== undefined && /^basic\s+\S/i.test(authorization) ? { kind: 'basic', authorization } : null;
}

function bodyHeadersOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of BODY_HEADERS) {
    const value = req.get(name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

async function relayLead(relay: PortalLeadRelay, req: Request, res: Response, secret: PortalSecret | null): Promise<void> {
  const portal: LeadPortal | null = toLeadPortal(req.params.portal);
  if (portal === null || secret === null) {
    sendNotFound(res);
    return;
  }
  let answer: RelayedAnswer;
  try {
    answer = await relay.relay(portal, secret, { body: req, headers: bodyHeadersOf(req), clientAddress: req.ip ?? null });
  } catch (error) {
    if (error instanceof RestError && error.isNotFound) sendNotFound(res);
    else sendJsonError(res, 503, PORTAL_LEAD_UNAVAILABLE_MESSAGE);
    return;
  }
  if (!isJsonObject(answer.text)) {
    sendJsonError(res, 503, PORTAL_LEAD_UNAVAILABLE_MESSAGE);
    return;
  }
  res.status(answer.status).set('Cache-Control', 'no-store');
  if (answer.retryAfter !== undefined) res.set('Retry-After', answer.retryAfter);
  res.type('application/json').send(answer.text);
}

/** Whether the API's answer is the JSON object it always sends (`{ message, … }`). */
function isJsonObject(text: string): boolean {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body);
  } catch {
    return false;
  }
}
