import { Router, type Request, type Response } from 'express';
import type { AgencyApi } from '../rest/agency-api.js';
import { sendNotFound } from './responses.js';
import { fetchUpstreamFile, relayUpstreamFile } from './upstream-file.js';

/** Request headers passed on, so the API can answer 304 Not Modified. */
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'] as const;
/** Answer headers kept from the API. */
const KEPT_RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'expires', 'vary'] as const;

/** Stored photo names: letters, digits, dots, dashes and underscores, never a path. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** `/images/{file}`: the API's photos, streamed through with their status, type and cache headers. */
export function imagesRouter(api: AgencyApi): Router {
  const router = Router();
  router.get('/images/{*file}', (req, res) => proxyImage(api, req, res));
  return router;
}

async function proxyImage(api: AgencyApi, req: Request, res: Response): Promise<void> {
  const segments = req.params.file;
  const fileName = Array.isArray(segments) && segments.length === 1 ? segments[0] : undefined;
  if (!fileName || !FILE_NAME.test(fileName)) {
    sendNotFound(res);
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
  const upstream = await fetchUpstreamFile(res, () => api.image({ fileName, search, method, headers }));
  if (upstream === null) return;
  await relayUpstreamFile(res, upstream, { keptHeaders: KEPT_RESPONSE_HEADERS, withBody: method === 'GET' });
}
