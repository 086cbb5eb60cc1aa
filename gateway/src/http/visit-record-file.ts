import { Router, type Request, type Response } from 'express';
import { VISIT_RECORD_FILE_ROUTE } from '../normalize/visit-record.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { bearerTokenOf } from './bearer-token.js';
import { sendJsonError, sendNotFound } from './responses.js';
import { sendUpstreamRefusal } from './upstream-refusal.js';
import { fetchUpstreamFile, relayUpstreamFile } from './upstream-file.js';

const DOWNLOAD_SIGN_IN_MESSAGE = 'Faça login para baixar a ficha de visita.';

/** Answer headers kept from the API's file. */
const KEPT_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-length'] as const;
/** Ids are digits; the file's segment is the ficha's id and `.pdf`. */
const VISIT_ID = /^\d{1,15}$/;
const RECORD_FILE = /^(\d{1,15})\.pdf$/;
/** A person's data: never cached nor sniffed. */
const NEVER_CACHED_NOR_SNIFFED = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } as const;

/**
 * `GET /app/visitas/{id}/fichas/{recordId}.pdf`: a visit's 'ficha de visita' for a signed-in member of staff who may see
 * the visit (the API decides, answering 404 otherwise). The browser sends its bearer token (a plain link cannot, so the
 * back office fetches the file); the gateway forwards it and streams the PDF back with the API's type, name and length.
 * Mounted before compression and before the back office's pages. Failures are JSON `{ message }`.
 */
export function visitRecordFileRouter(api: AgencyApi): Router {
  const router = Router();
  router.get(VISIT_RECORD_FILE_ROUTE, (req, res) => downloadVisitRecord(api, req, res));
  return router;
}

async function downloadVisitRecord(api: AgencyApi, req: Request, res: Response): Promise<void> {
  const visitId = req.params.visitId;
  const recordId = typeof req.params.recordFile === 'string' ? RECORD_FILE.exec(req.params.recordFile)?.[1] : undefined;
  if (typeof visitId !== 'string' || !VISIT_ID.test(visitId) || recordId === undefined) {
    sendNotFound(res);
    return;
  }
  const token = bearerTokenOf(req);
  if (token === null) {
    sendJsonError(res, 401, DOWNLOAD_SIGN_IN_MESSAGE);
    return;
  }
  const upstream = await fetchUpstreamFile(res, () => api.forUser(token).agenda.visitRecordFile(visitId, recordId));
  if (upstream === null) return;
  if (!upstream.ok) {
    await sendUpstreamRefusal(res, upstream);
    return;
  }
  await relayUpstreamFile(res, upstream, { keptHeaders: KEPT_RESPONSE_HEADERS, extraHeaders: NEVER_CACHED_NOR_SNIFFED });
}
