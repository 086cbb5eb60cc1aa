import { Router } from 'express';
import type { Kysely } from 'kysely';
import { staffActor } from '../audit/audit-actor.js';
import { currentStaff, requireStaff, seesOnlyOwnProperties } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { readPageRequest } from '../http/paging.js';
import { QueryReader } from '../http/query.js';
import { DEFAULT_FEED_PAGE, feedPage, feedVersion, MAX_FEED_PAGE } from '../portals/feed.js';
import { feedToken, isFeedToken, replaceFeedToken } from '../portals/feed-token.js';
import { PORTAL_READINESS, portalReport } from '../portals/report.js';

const FEED_TOKEN_REPLACED_MESSAGE = 'Novo endereço do feed gerado. Informe-o aos portais.';
const FEED_TOKEN_BROKER_MESSAGE = 'Apenas a administração da imobiliária pode gerar um novo endereço do feed.';
const INVALID_FEED_TOKEN_MESSAGE = 'Endereço do feed inválido: confira o token no painel da imobiliária, tela Portais.';
const REPORT_PER_PAGE = 20;

export interface PortalSettings {
  db: Kysely<Database>;
}

/** The feed's token of the request, checked; a wrong or missing one answers 403. */
async function requireFeedToken(db: Kysely<Database>, query: QueryReader): Promise<void> {
  if (!(await isFeedToken(db, query.text('token')))) throw new HttpError(403, INVALID_FEED_TOKEN_MESSAGE);
}

/**
 * The portals: the readiness report and the feed's token for staff (permission imoveis; a broker sees only
 * their own properties and may not replace the token), and the feed's pages for whoever holds the token.
 */
export function portalRoutes({ db }: PortalSettings): Router {
  const router = Router();
  const staff = requireStaff(db, 'imoveis');

  router.get('/portals/listings', staff, async (req, res) => {
    const query = new QueryReader(req.query);
    const paging = readPageRequest(query) ?? { page: 1, perPage: REPORT_PER_PAGE };
    const readiness = query.oneOf('readiness', PORTAL_READINESS);
    query.finish();
    res.json(await portalReport(db, currentStaff(req), { ...paging, readiness }));
  });

  router.get('/portals/feed-token', staff, async (req, res) => {
    res.json({ token: await feedToken(db), can_regenerate: seesOnlyOwnProperties(currentStaff(req)) ? 0 : 1 });
  });

  router.post('/portals/feed-token', staff, async (req, res) => {
    if (seesOnlyOwnProperties(currentStaff(req))) throw new HttpError(403, FEED_TOKEN_BROKER_MESSAGE);
    res.json({ message: FEED_TOKEN_REPLACED_MESSAGE, token: await replaceFeedToken(db, staffActor(req)), can_regenerate: 1 });
  });

  router.get('/portals/feed/version', async (req, res) => {
    const query = new QueryReader(req.query);
    await requireFeedToken(db, query);
    query.finish();
    res.json(await feedVersion(db));
  });

  router.get('/portals/feed', async (req, res) => {
    const query = new QueryReader(req.query);
    await requireFeedToken(db, query);
    const after = query.integer('after', { min: 0 }) ?? 0;
    const limit = query.integer('limit', { min: 1, max: MAX_FEED_PAGE }) ?? DEFAULT_FEED_PAGE;
    query.finish();
    res.json(await feedPage(db, after, limit));
  });

  return router;
}
