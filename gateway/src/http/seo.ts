import { Router, type Response } from 'express';
import { countPublicProperties, MAX_API_PAGE_SIZE, sitemapEntryPages } from '../catalog/sitemap-catalogue.js';
import type { SitemapEntry } from '../normalize/sitemap-entry.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { PacedWriter } from './paced-writer.js';
import { publicOrigin, sendJsonError, sendNotFound } from './responses.js';
import { pagesSitemapXml, PROPERTY_URLSET_START, propertyUrlsXml, sitemapIndexXml, URLSET_END } from './sitemap-xml.js';

const SITEMAP_UNAVAILABLE_MESSAGE = 'Não foi possível gerar o mapa do site agora. Tente novamente mais tarde.';
const SITEMAP_CACHE = 'public, max-age=300';
const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml';
const PROPERTY_SITEMAP_FILE = /^imoveis-([1-9]\d{0,8})\.xml$/;

export interface SitemapOptions {
  /** The public bucket or CDN the photos' image entries point at (default: the site's `/images`). */
  storagePublicUrl?: string | null;
  /** Property URLs per child sitemap (sitemaps.org allows 50,000). */
  urlsPerFile?: number;
  /** Properties asked of the API per call (it answers at most 100). */
  apiPageSize?: number;
}

/**
 * `GET /robots.txt` and the sitemap: `/sitemap.xml` is an index of `/sitemaps/pages.xml` (the public pages)
 * and `/sitemaps/imoveis-<n>.xml` (the property pages, `urlsPerFile` each), generated from the live catalogue.
 */
export function seoRouter(api: AgencyApi, publicUrl: string | null, options: SitemapOptions = {}): Router {
  const urlsPerFile = options.urlsPerFile ?? 50_000;
  const apiPageSize = options.apiPageSize ?? MAX_API_PAGE_SIZE;
  const storagePublicUrl = options.storagePublicUrl ?? null;
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    const origin = publicOrigin(req, publicUrl);
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const origin = publicOrigin(req, publicUrl);
    let count: number;
    try {
      count = await countPublicProperties(api, { publicUrl: origin });
    } catch {
      sendJsonError(res, 503, SITEMAP_UNAVAILABLE_MESSAGE);
      return;
    }
    const paths = [PAGES_SITEMAP_PATH, ...propertySitemapPaths(Math.ceil(count / urlsPerFile))];
    sendXml(res).send(sitemapIndexXml(origin, paths));
  });

  router.get(PAGES_SITEMAP_PATH, (req, res) => {
    sendXml(res).send(pagesSitemapXml(publicOrigin(req, publicUrl)));
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const fileNumber = PROPERTY_SITEMAP_FILE.exec(req.params.file)?.[1];
    if (fileNumber === undefined) {
      next();
      return;
    }
    const origin = publicOrigin(req, publicUrl);
    const range = { start: (Number(fileNumber) - 1) * urlsPerFile, count: urlsPerFile };
    await streamPropertySitemap(res, origin, sitemapEntryPages(api, range, { publicUrl: origin, storagePublicUrl }, apiPageSize));
  });

  return router;
}

/** The back office's paths, which crawlers are asked to leave alone (its pages also say `noindex`). */
const BACK_OFFICE_DISALLOWED = ['/app', '/training-videos'] as const;

export function robotsTxt(origin: string): string {
  const disallowed = BACK_OFFICE_DISALLOWED.map((prefix) => `Disallow: ${prefix}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallowed}\nSitemap: ${origin}/sitemap.xml\n`;
}

/** `/sitemaps/imoveis-1.xml` … `/sitemaps/imoveis-<count>.xml`. */
export function propertySitemapPaths(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/sitemaps/imoveis-${index + 1}.xml`);
}

/**
 * Writes each page of entries as it arrives. Until the first page is in, a failure is still a 503 and a
 * range past the catalogue a 404; a failure after the first byte can only cut the response short.
 */
async function streamPropertySitemap(res: Response, origin: string, pages: AsyncGenerator<SitemapEntry[], void, undefined>): Promise<void> {
  let first: IteratorResult<SitemapEntry[], void>;
  try {
    first = await pages.next();
  } catch {
    sendJsonError(res, 503, SITEMAP_UNAVAILABLE_MESSAGE);
    return;
  }
  if (first.done) {
    sendNotFound(res);
    return;
  }
  const writer = new PacedWriter(sendXml(res));
  try {
    await writer.write(PROPERTY_URLSET_START + propertyUrlsXml(origin, first.value));
    for await (const entries of pages) {
      if (writer.closed) return;
      await writer.write(propertyUrlsXml(origin, entries));
    }
    res.end(URLSET_END);
  } catch {
    res.destroy();
  }
}

function sendXml(res: Response): Response {
  return res.status(200).type('application/xml').set('Cache-Control', SITEMAP_CACHE);
}
