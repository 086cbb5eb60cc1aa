import { Router } from 'express';
import { prefersHtml } from './responses.js';
import { builtFiles, sendIndexHtml } from './static-site.js';

/** Where the explorer build expects its files (its Vite `base`). */
const EXPLORER_BASE = '/graphql/explorer';
const EXPLORER_NOT_BUILT_MESSAGE = 'O explorador GraphQL ainda não foi compilado. Execute npm run build.';

/** The bundled GraphiQL: `GET /graphql` from a browser, and its files under /graphql/explorer. */
export function explorerRouter(explorerDist: string): Router {
  const router = Router();
  router.get('/graphql', (req, res, next) => {
    if (!prefersHtml(req)) {
      next();
      return;
    }
    sendIndexHtml(res, explorerDist, EXPLORER_NOT_BUILT_MESSAGE);
  });
  router.get(EXPLORER_BASE, (_req, res) => sendIndexHtml(res, explorerDist, EXPLORER_NOT_BUILT_MESSAGE));
  router.use(EXPLORER_BASE, builtFiles(explorerDist));
  return router;
}
