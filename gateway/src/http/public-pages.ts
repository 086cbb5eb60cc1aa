import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SchemaLink } from '@apollo/client/link/schema';
import { Router, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { SignedInUser } from '../back-office/signed-in-user.js';
import type { GatewayContext } from '../context.js';
import type { PageCache } from '../pages/page-cache.js';
import { isPageShell, pageDocument } from '../pages/page-document.js';
import { loadPageRenderer, type RenderPublicPage } from '../pages/page-renderer.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { publicOrigin } from './responses.js';
import { REVALIDATE_CACHE, sendIndexHtml, SITE_NOT_BUILT_MESSAGE } from './static-site.js';

/** The public pages the gateway renders; everything else of the site renders in the browser. */
export const SERVER_RENDERED_PATHS = ['/', '/horarios', '/cadastre-seu-imovel', '/imovel/:slug'];
/** How long a page waits for its data before it is answered as unavailable (503). */
export const PAGE_DATA_TIMEOUT_MS = 8000;

export interface PublicPagesOptions {
  api: AgencyApi;
  schema: GraphQLSchema;
  publicUrl: string | null;
  /** Rendered pages kept briefly; staff changes through GraphQL drop them. */
  pageCache: PageCache;
  webDist: string;
  webServerDist: string;
  /** How long a page waits for its data (default `PAGE_DATA_TIMEOUT_MS`). */
  dataTimeoutMs?: number;
}

/**
 * `/`, `/imovel/:slug`, `/horarios` and `/cadastre-seu-imovel` rendered on the server: the page's queries run
 * in this process against the gateway's own schema, for the visitor (their address forwarded to the API), and the
 * HTML goes out with its head (title, link preview, structured data) and the cache the browser hydrates with.
 * A rendered page is kept briefly and sent again (`pages/page-cache.ts`).
 */
export async function publicPagesRouter(options: PublicPagesOptions): Promise<Router> {
  const render = await loadPageRenderer(options.webServerDist);
  const readShell = shellReader(options.webDist);
  const router = Router();
  router.get(SERVER_RENDERED_PATHS, (req, res, next) => {
    if (render === null) {
      sendIndexHtml(res, options.webDist, SITE_NOT_BUILT_MESSAGE);
      return;
    }
    answerPage(render, readShell, options, req, res).catch(next);
  });
  return router;
}

async function answerPage(
  render: RenderPublicPage,
  readShell: () => Promise<string | null>,
  options: PublicPagesOptions,
  req: Request,
  res: Response,
): Promise<void> {
  const shell = await readShell();
  if (shell === null) {
    sendIndexHtml(res, options.webDist, SITE_NOT_BUILT_MESSAGE);
    return;
  }
  const origin = publicOrigin(req, options.publicUrl);
  let page: { status: number; html: string };
  try {
    // The head's absolute addresses use the origin, which is the request's host when PUBLIC_URL is unset.
    page = await options.pageCache.page(`${origin}${req.originalUrl}`, async () => {
      const rendered = await render({
        url: req.originalUrl,
        origin,
        link: visitorLink(options, req),
        timeoutMs: options.dataTimeoutMs ?? PAGE_DATA_TIMEOUT_MS,
      });
      return { status: rendered.status, html: pageDocument(shell, rendered) };
    });
  } catch (error) {
    // The render itself failed (or gave up waiting): the browser gets the plain shell and renders the page itself.
    console.error('Falha ao renderizar a página no servidor:', req.originalUrl, error);
    res.status(503).type('html').set('Cache-Control', 'no-store').send(shell);
    return;
  }
  res.status(page.status).type('html').set('Cache-Control', REVALIDATE_CACHE).send(page.html);
}

/**
 * Runs the page's operations in-process, as the gateway's endpoint would for this visitor (no token); the page's
 * identical reads are made once.
 */
function visitorLink({ api, schema, publicUrl, pageCache }: PublicPagesOptions, req: Request): SchemaLink {
  const visitorApi = api
    .forUser(null)
    .forClientAddress(req.ip ?? null)
    .withSharedReads();
  const signedInUser = new SignedInUser(visitorApi);
  const context: GatewayContext = { api: visitorApi, signedInUser, publicUrl, siteOrigin: publicOrigin(req, publicUrl), pageCache };
  return new SchemaLink({ schema, context });
}

/** The built index.html, read on first use and kept; null while there is none. */
function shellReader(webDist: string): () => Promise<string | null> {
  let shell: string | null = null;
  return async () => {
    if (shell !== null) return shell;
    try {
      const text = await readFile(path.join(webDist, 'index.html'), 'utf8');
      shell = isPageShell(text) ? text : null;
    } catch {
      shell = null;
    }
    return shell;
  };
}
