import { Router, type Request, type Response } from 'express';
import type { AgencyApi } from '../rest/agency-api.js';
import { bearerTokenOf } from './bearer-token.js';
import { sendJsonError, sendNotFound } from './responses.js';
import { sendUpstreamRefusal } from './upstream-refusal.js';
import { fetchUpstreamFile, relayUpstreamFile } from './upstream-file.js';

const DOWNLOAD_SIGN_IN_MESSAGE = 'Faça login para baixar o arquivo do modelo de documento.';

/** Answer headers kept from the API's file. */
const KEPT_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;
/** Template ids: letters, digits, dashes and underscores, never a path. */
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Headers set on top of the API's: a user's document is never cached nor sniffed. */
const NEVER_CACHED_NOR_SNIFFED = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /contract-templates/{id}/file`: a contract template's document for a signed-in user. The browser
 * sends its bearer token (a plain link cannot, so pages fetch the file); the gateway forwards it with the
 * API key and streams the file back with its status, type, name and length, never cached nor sniffed.
 * Mounted before compression, so the length and bytes stay the API's. Failures are JSON `{ message }`.
 */
export function contractTemplateFileRouter(api: AgencyApi): Router {
  const router = Router();
  router.get('/contract-templates/:id/file', (req, res) => downloadTemplateFile(api, req, res));
  return router;
}

async function downloadTemplateFile(api: AgencyApi, req: Request, res: Response): Promise<void> {
  const id = req.params.id;
  if (typeof id !== 'string' || !TEMPLATE_ID.test(id)) {
    sendNotFound(res);
    return;
  }
  const token = bearerTokenOf(req);
  if (token === null) {
    sendJsonError(res, 401, DOWNLOAD_SIGN_IN_MESSAGE);
    return;
  }
  const upstream = await fetchUpstreamFile(res, () => api.forUser(token).media.contractTemplateFile(id));
  if (upstream === null) return;
  if (!upstream.ok) {
    await sendUpstreamRefusal(res, upstream);
    return;
  }
  await relayUpstreamFile(res, upstream, { keptHeaders: KEPT_RESPONSE_HEADERS, extraHeaders: NEVER_CACHED_NOR_SNIFFED });
}
