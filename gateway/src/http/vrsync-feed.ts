import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { VrsyncWriter } from '../feeds/vrsync-writer.js';
import { toFeedPage, type FeedPage, type SkippedFeedListing } from '../normalize/feed-listing.js';
import { toFeedVersion, type FeedVersion } from '../normalize/feed-version.js';
import { FEED_PATH } from '../normalize/portal-feed.js';
import { PORTAL_FEED_PAGE_SIZE, type PortalFeedApi } from '../rest/portal-feed-api.js';
import { RestError } from '../rest/rest-error.js';
import { PacedWriter } from './paced-writer.js';
import { publicOrigin, sendJsonError } from './responses.js';

export const FEED_TOKEN_INVALID_MESSAGE = 'Endereço do feed inválido: confira o token no painel da imobiliária, tela Portais.';
export const FEED_UNAVAILABLE_MESSAGE = 'Não foi possível gerar o feed dos portais agora. Tente novamente mais tarde.';
export const FEED_CONTACT_MISSING_MESSAGE =
  'O feed dos portais precisa do nome, do e-mail e do telefone da imobiliária: preencha-os no cadastro da empresa.';
const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Listings built and written at a time: each batch is a small document tree, gone once written. */
const LISTINGS_PER_WRITE = 10;
/**
 * Only the portal holding the token reads the feed, and it must always learn of a change: no shared cache
 * keeps it, and a client that keeps it asks again each time, answered 304 while the feed has not changed.
 */
const FEED_CACHE = 'private, no-cache';

export interface VrsyncFeedOptions {
  /** Marked properties asked of the API per call (it walks at most 1,000). */
  pageSize?: number;
  /** Where a property left out of the feed is reported, one line each. */
  log?: (line: string) => void;
  /** The feed's publication time. */
  now?: () => Date;
}

/**
 * `GET /feeds/vrsync.xml?token=…`: the agency's ready properties marked for the portals, as a VRSync document
 * (Grupo OLX), written one API page at a time. The API checks the token; the answer carries an ETag and a
 * Last-Modified from the API's feed version, so an unchanged feed is answered 304.
 */
export function vrsyncFeedRouter(api: PortalFeedApi, publicUrl: string | null, options: VrsyncFeedOptions = {}): Router {
  const pageSize = options.pageSize ?? PORTAL_FEED_PAGE_SIZE;
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? (() => new Date());
  const router = Router();

  router.get(FEED_PATH, async (req, res) => {
    const token = tokenOf(req);
    if (token === null) {
      sendJsonError(res, 403, FEED_TOKEN_INVALID_MESSAGE);
      return;
    }
    const origin = publicOrigin(req, publicUrl);
    let version: FeedVersion | null;
    try {
      version = toFeedVersion(await api.version(token));
    } catch (error) {
      sendFeedError(res, error);
      return;
    }
    if (version === null) {
      sendJsonError(res, 503, FEED_UNAVAILABLE_MESSAGE);
      return;
    }
    const entityTag = entityTagOf(version.version, origin);
    res.set({ ETag: entityTag, 'Cache-Control': FEED_CACHE });
    if (version.lastModified !== null) res.set('Last-Modified', version.lastModified.toUTCString());
    if (isNotModified(req, entityTag, version.lastModified)) {
      res.status(304).end();
      return;
    }
    if (req.method === 'HEAD') {
      res.status(200).type(XML_CONTENT_TYPE).end();
      return;
    }
    const pages = feedPages(api, token, origin, pageSize);
    await streamFeed(res, pages, now(), (skipped) => log(skippedLine(skipped)));
  });

  return router;
}

/** The token as received, or null when it is missing, empty or given more than once. */
function tokenOf(req: Request): string | null {
  const token = req.query.token;
  return typeof token === 'string' && token.trim() !== '' ? token.trim() : null;
}

/** A strong entity tag of the API's version and the public address the URLs are made from. */
export function entityTagOf(version: string, origin: string): string {
  return `"${createHash('sha256').update(`${version}\n${origin}`).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether the client holds this very feed (RFC 9110, 13.2.2): an If-None-Match naming its entity tag (weak
 * comparison) or `*`, else, without If-None-Match, an If-Modified-Since not before its last change. A
 * `Cache-Control: no-cache` of the request does not change this: it speaks to caches, not to the origin.
 */
function isNotModified(req: Request, entityTag: string, lastModified: Date | null): boolean {
  const noneMatch = req.get('if-none-match');
  if (noneMatch !== undefined) {
    const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(entityTag));
  }
  const modifiedSince = Date.parse(req.get('if-modified-since') ?? '');
  return lastModified !== null && !Number.isNaN(modifiedSince) && Math.floor(lastModified.getTime() / 1000) * 1000 <= modifiedSince;
}

/** The API's 403 for a wrong token is the gateway's own; anything else means the feed cannot be made now. */
function sendFeedError(res: Response, error: unknown): void {
  withoutValidators(res);
  if (error instanceof RestError && error.status === 403) sendJsonError(res, 403, FEED_TOKEN_INVALID_MESSAGE);
  else sendJsonError(res, 503, FEED_UNAVAILABLE_MESSAGE);
}

/** An error answer says nothing of the feed's version. */
function withoutValidators(res: Response): void {
  res.removeHeader('ETag');
  res.removeHeader('Last-Modified');
}

function skippedLine(skipped: SkippedFeedListing): string {
  return `Feed VRSync: imóvel ${skipped.code ?? 'sem código'} (id ${skipped.id}) fora do feed: ${skipped.reason}.`;
}

/**
 * The walk over the marked properties, one API page at a time; the next page is asked as soon as the
 * previous one has arrived, so it is on its way while the previous one is written.
 */
async function* feedPages(api: PortalFeedApi, token: string, origin: string, pageSize: number): AsyncGenerator<FeedPage, void, undefined> {
  const options = { publicUrl: origin };
  let next: Promise<FeedPage> | null = api.page(token, 0, pageSize).then((raw) => toFeedPage(raw, options));
  let after = 0;
  while (next !== null) {
    const page: FeedPage = await next;
    next = null;
    if (page.nextAfter !== null) {
      // A walk that does not move forward would never end.
      if (page.nextAfter <= after) throw new RestError('malformed', FEED_UNAVAILABLE_MESSAGE);
      after = page.nextAfter;
      next = api.page(token, after, pageSize).then((raw) => toFeedPage(raw, options));
      // Should the client leave before it is read, its failure is nobody's concern.
      next.catch(() => undefined);
    }
    yield page;
  }
}

/**
 * Until the first page is in, a failure is still a 403 or 503 answer; after the first byte it can only cut
 * the response short. Stops asking once the client has gone (or the gateway is stopping).
 */
async function streamFeed(
  res: Response,
  pages: AsyncGenerator<FeedPage, void, undefined>,
  publishDate: Date,
  reportSkipped: (skipped: SkippedFeedListing) => void,
): Promise<void> {
  let first: IteratorResult<FeedPage, void>;
  try {
    first = await pages.next();
  } catch (error) {
    sendFeedError(res, error);
    return;
  }
  if (first.done) {
    sendFeedError(res, null);
    return;
  }
  const { header } = first.value;
  if (header === null) {
    await pages.return();
    withoutValidators(res);
    sendJsonError(res, 503, FEED_CONTACT_MISSING_MESSAGE);
    return;
  }
  const document = new VrsyncWriter();
  const writer = new PacedWriter(res.status(200).type(XML_CONTENT_TYPE));
  try {
    await writer.write(document.start(header, publishDate));
    for (let page: FeedPage | undefined = first.value; page !== undefined; page = await nextPage(pages, writer)) {
      page.skipped.forEach(reportSkipped);
      for (let start = 0; start < page.listings.length && !writer.closed; start += LISTINGS_PER_WRITE) {
        await writer.write(document.listings(page.listings.slice(start, start + LISTINGS_PER_WRITE)));
      }
    }
    if (writer.closed) return;
    res.end(document.end());
  } catch {
    res.destroy();
  }
}

async function nextPage(pages: AsyncGenerator<FeedPage, void, undefined>, writer: PacedWriter): Promise<FeedPage | undefined> {
  if (writer.closed) {
    await pages.return();
    return undefined;
  }
  const next = await pages.next();
  return next.done ? undefined : next.value;
}
