import { Router } from 'express';
import { loadFullCatalogue } from '../catalog/catalogue-service.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { publicOrigin, sendJsonError } from './responses.js';

/** Public pages listed in the sitemap besides the property pages. */
export const STATIC_PAGES = ['/', '/horarios', '/cadastre-seu-imovel'] as const;
export const SITEMAP_UNAVAILABLE_MESSAGE = 'Não foi possível gerar o mapa do site agora. Tente novamente mais tarde.';

/** `GET /robots.txt` and `GET /sitemap.xml`, generated from the live catalogue. */
export function seoRouter(api: AgencyApi, publicUrl: string | null): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    const origin = publicOrigin(req, publicUrl);
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (req, res) => {
    let slugs: string[];
    try {
      slugs = (await loadFullCatalogue(api, { publicUrl })).map((property) => property.slug);
    } catch {
      sendJsonError(res, 503, SITEMAP_UNAVAILABLE_MESSAGE);
      return;
    }
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(sitemapXml(publicOrigin(req, publicUrl), slugs));
  });

  return router;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, slugs: readonly string[]): string {
  const paths = [...STATIC_PAGES, ...slugs.map((slug) => `/imovel/${encodeURIComponent(slug)}`)];
  const entries = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
