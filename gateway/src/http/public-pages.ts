import type { Logger } from '../../../observability/logger.js';
import { routePattern } from '../../../observability/request-log.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { SignedInUser } from '../auth/signed-in-user.js';
import type { GatewayContext } from '../context.js';
import type { PageCache } from '../pages/page-cache.js';
import { formattedErrorsLink } from '../pages/formatted-errors-link.js';
import { isPageShell, pageDocument } from '../pages/page-document.js';
import { loadPageRenderer, type RenderPublicPage } from '../pages/page-renderer.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { publicOrigin } from './responses.js';
import { VISIT_BOOKING_PATH, VISITOR_VISIT_PATH, visitFormPosts, type RefusedForm, type ShowRefusedForm } from './visit-form-posts.js';
import { REVALIDATE_CACHE, sendIndexHtml, SITE_NOT_BUILT_MESSAGE } from './static-site.js';

/**
 * Pages rendered on the server but never kept, shared or indexed: the owner's tracking page, the visit's booking
 * (its free slots change by the minute) and the visitor's page of their visit.
 */
const PRIVATE_PAGE_PATHS = ['/cadastre-seu-imovel/acompanhar/:token', VISIT_BOOKING_PATH, VISITOR_VISIT_PATH];
/** The public pages the gateway renders and may keep briefly; everything else of the site renders in the browser. */
const SERVER_RENDERED_PATHS = ['/', '/horarios', '/privacidade', '/cadastre-seu-imovel', '/imovel/:slug'];
/** A private page's answer: only the visitor's browser may keep it, and only while showing it. */
const PRIVATE_PAGE_CACHE = 'private, no-store';
/** A private page stays out of search engines, whatever its head says. */
const PRIVATE_PAGE_ROBOTS = 'noindex, nofollow';
/** How long a page waits for its data before it is answered as unavailable (503). */
const PAGE_DATA_TIMEOUT_MS = 8000;

export interface PublicPagesOptions {
  api: AgencyApi;
  schema: GraphQLSchema;
  publicUrl: string | null;
  /** The public bucket or CDN property photos are addressed at (the page's preload and gallery), or null for `/images`. */
  storagePublicUrl?: string | null;
  /** Rendered pages kept briefly; staff changes through GraphQL drop them. */
  pageCache: PageCache;
  webDist: string;
  webServerDist: string;
  /** How long a page waits for its data (default `PAGE_DATA_TIMEOUT_MS`). */
  dataTimeoutMs?: number;
  logger: Logger;
}

/**
 * `/`, `/imovel/:slug`, `/horarios`, `/privacidade`, `/cadastre-seu-imovel`, and, never kept, the owner's tracking page
 * (`/cadastre-seu-imovel/acompanhar/:token`), the visit's booking and the visitor's page of it, rendered on the server: the page's queries run in this process against
 * the gateway's own schema, for the visitor (their address forwarded to the API), and the HTML goes out with its
 * head (title, link preview, structured data) and the cache the browser hydrates with. A rendered public page is
 * kept briefly and sent again (`pages/page-cache.ts`); the private pages never are, and go out `private, no-store`
 * with `X-Robots-Tag: noindex, nofollow`. The visit's forms posted without JavaScript are answered here too
 * (`visit-form-posts.ts`).
 */
export async function publicPagesRouter(options: PublicPagesOptions): Promise<Router> {
  const render = await loadPageRenderer(options.webServerDist);
  const readShell = shellReader(options.webDist);
  const router = Router();
  const answer =
    (isPrivate: boolean): RequestHandler =>
    (req, res, next) => {
      if (render === null) {
        sendIndexHtml(res, options.webDist, SITE_NOT_BUILT_MESSAGE);
        return;
      }
      answerPage(render, readShell, options, isPrivate, req, res).catch(next);
    };
  // One route per page, so that each page's logs and metrics name its own pattern.
  for (const pagePattern of SERVER_RENDERED_PATHS) router.get(pagePattern, answer(false));
  const unindexed: RequestHandler = (_req, res, next) => {
    res.set('X-Robots-Tag', PRIVATE_PAGE_ROBOTS);
    next();
  };
  for (const pagePattern of PRIVATE_PAGE_PATHS) router.get(pagePattern, unindexed, answer(true));
  // The visit's forms posted without JavaScript; a refusal is the page again, with what was sent.
  const showRefused: ShowRefusedForm = async (req, res, refused) => {
    if (render === null) {
      sendIndexHtml(res, options.webDist, SITE_NOT_BUILT_MESSAGE);
      return;
    }
    res.set('X-Robots-Tag', PRIVATE_PAGE_ROBOTS);
    await answerPage(render, readShell, options, true, req, res, refused);
  };
  router.use(visitFormPosts({ api: options.api, showRefused }));
  return router;
}

async function answerPage(
  render: RenderPublicPage,
  readShell: () => Promise<string | null>,
  options: PublicPagesOptions,
  isPrivate: boolean,
  req: Request,
  res: Response,
  refused?: RefusedForm,
): Promise<void> {
  const shell = await readShell();
  if (shell === null) {
    sendIndexHtml(res, options.webDist, SITE_NOT_BUILT_MESSAGE);
    return;
  }
  const origin = publicOrigin(req, options.publicUrl);
  const renderPage = async () => {
    const rendered = await render({
      url: pagePath(req.originalUrl),
      origin,
      link: visitorLink(options, req),
      timeoutMs: options.dataTimeoutMs ?? PAGE_DATA_TIMEOUT_MS,
      ...(refused ? { submitted: refused.form } : {}),
    });
    const status = refused !== undefined && rendered.status === 200 ? refused.status : rendered.status;
    return { status, html: pageDocument(shell, rendered) };
  };
  let page: { status: number; html: string };
  try {
    // The head's absolute addresses use the origin, which is the request's host when PUBLIC_URL is unset.
    page = isPrivate ? await renderPage() : await options.pageCache.page(`${origin}${req.originalUrl}`, renderPage);
  } catch (error) {
    // The render itself failed (or gave up waiting): the browser gets the plain shell and renders the page itself.
    options.logger.error({ err: error, route: routePattern(req, res) }, 'Falha ao renderizar a página no servidor');
    res
      .status(503)
      .type('html')
      .set('Cache-Control', isPrivate ? PRIVATE_PAGE_CACHE : 'no-store')
      .send(shell);
    return;
  }
  res
    .status(page.status)
    .type('html')
    .set('Cache-Control', isPrivate ? PRIVATE_PAGE_CACHE : REVALIDATE_CACHE)
    .send(page.html);
}

/**
 * The address the page is rendered for. Routes read `//?page=2` as `/`, but the renderer resolves the address against
 * the origin, where a leading `//` names a host: it would fail and the visitor get a 503 (found by tests/fuzz).
 */
function pagePath(originalUrl: string): string {
  return originalUrl.replace(/^\/{2,}/, '/');
}

/**
 * Runs the page's operations in-process, as the gateway's endpoint would for this visitor (no token), their errors
 * formatted as the endpoint formats them; the page's identical reads are made once.
 */
function visitorLink({ api, schema, publicUrl, storagePublicUrl = null, pageCache }: PublicPagesOptions, req: Request): ApolloLink {
  const visitorApi = api
    .forUser(null)
    .forClientAddress(req.ip ?? null)
    .withSharedReads();
  const signedInUser = new SignedInUser(visitorApi);
  const siteOrigin = publicOrigin(req, publicUrl);
  const context: GatewayContext = { api: visitorApi, signedInUser, publicUrl, storagePublicUrl, siteOrigin, pageCache };
  return ApolloLink.from([formattedErrorsLink(), new SchemaLink({ schema, context })]);
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
