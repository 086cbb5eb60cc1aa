import { nameRoute } from '../../../observability/request-log.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { toCompanyAnswer } from '../normalize/company.js';
import { BACK_OFFICE_ROBOTS, backOfficeDocument } from '../pages/back-office-document.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { sendJsonError } from './responses.js';
import { isApiOrFilePath, REVALIDATE_CACHE, SITE_NOT_BUILT_MESSAGE } from './static-site.js';

/** The back office's addresses: an app rendered in the browser, every path of it served the same document. */
function isBackOfficePath(requestPath: string): boolean {
  return /^\/(app|training-videos)(\/|$)/.test(requestPath);
}

/** The agency's name for the title; none when the API does not answer (the page still opens). */
async function agencyName(api: AgencyApi): Promise<string | null> {
  try {
    return toCompanyAnswer(await api.company())?.name ?? null;
  } catch {
    return null;
  }
}

/** The route the logs and metrics give every page of the back office (its own routes are the browser's). */
const BACK_OFFICE_ROUTE = '/app/*';

/**
 * Every page of the back office (`/app…`, `/training-videos…`): the built index.html with the back office's own
 * title ('Área administrativa — <agency>') in place of the public site's title and description, kept out of
 * search engines by `<meta name="robots" content="noindex">` and `X-Robots-Tag: noindex`.
 */
export function backOfficePagesRouter(api: AgencyApi, webDist: string): Router {
  const router = Router();
  router.use(async (req, res, next) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isRead || !isBackOfficePath(req.path) || isApiOrFilePath(req.path) || !req.accepts('html')) return next();
    nameRoute(res, BACK_OFFICE_ROUTE);
    res.set('X-Robots-Tag', BACK_OFFICE_ROBOTS);
    let shell: string;
    try {
      shell = await readFile(path.join(webDist, 'index.html'), 'utf8');
    } catch {
      sendJsonError(res, 503, SITE_NOT_BUILT_MESSAGE);
      return;
    }
    res
      .status(200)
      .type('html')
      .set('Cache-Control', REVALIDATE_CACHE)
      .send(backOfficeDocument(shell, await agencyName(api)));
  });
  return router;
}
