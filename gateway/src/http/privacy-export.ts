import { Router, type Request, type Response } from 'express';
import { PRIVACY_EXPORT_PATH } from '../normalize/person-data.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { bearerTokenOf } from './bearer-token.js';
import { sendJsonError } from './responses.js';
import { fetchUpstreamFile, relayUpstreamFile } from './upstream-file.js';
import { sendUpstreamRefusal } from './upstream-refusal.js';

const EXPORT_SIGN_IN_MESSAGE = 'Faça login para baixar os dados da pessoa.';

/** Answer headers kept from the API's zip. */
const KEPT_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;
/** Headers set on top of the API's: a person's data is never cached (by the browser or any proxy) nor sniffed. */
const NEVER_CACHED_NOR_SNIFFED = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } as const;

/** A query value given once as text; anything else (missing, repeated, nested) counts as not given. */
function queryText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * `GET /privacidade/exportar?email=&phone=`: everything held about a person, as the API's zip (`dados-pessoais.json`
 * and `dados-pessoais.csv`), for a signed-in user holding privacidade. The browser sends its bearer token (a plain link
 * cannot, so the back office fetches the file); the gateway forwards it with the API key and streams the zip back with
 * its status, type, name and length, never cached nor sniffed. The API records each export in the audit trail.
 * Mounted before compression, so the length and bytes stay the API's. Failures are JSON `{ message }`.
 */
export function privacyExportRouter(api: AgencyApi): Router {
  const router = Router();
  router.get(PRIVACY_EXPORT_PATH, (req, res) => downloadPersonData(api, req, res));
  return router;
}

async function downloadPersonData(api: AgencyApi, req: Request, res: Response): Promise<void> {
  const token = bearerTokenOf(req);
  if (token === null) {
    sendJsonError(res, 401, EXPORT_SIGN_IN_MESSAGE);
    return;
  }
  const key = { email: queryText(req.query.email), phone: queryText(req.query.phone) };
  const upstream = await fetchUpstreamFile(res, () => api.forUser(token).privacy.exportFile(key));
  if (upstream === null) return;
  if (!upstream.ok) {
    await sendUpstreamRefusal(res, upstream);
    return;
  }
  await relayUpstreamFile(res, upstream, { keptHeaders: KEPT_RESPONSE_HEADERS, extraHeaders: NEVER_CACHED_NOR_SNIFFED });
}
