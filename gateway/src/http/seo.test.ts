import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { RawProperty } from '../rest/types.js';
import { answeringApi, type RecordedAnswer } from '../rest/testing/answeringApi.js';
import { propertySitemapPaths, robotsTxt, seoRouter, type SitemapOptions } from './seo.js';
import { pagesSitemapXml, PROPERTY_URLSET_START, propertyUrlsXml, sitemapIndexXml, URLSET_END } from './sitemap-xml.js';
import { isApiOrFilePath } from './static-site.js';

const ORIGIN = 'https://imoveis.exemplo.com.br';

describe('robots.txt', () => {
  it('allows the public site, disallows the back office and points to the sitemap', () => {
    expect(robotsTxt('https://imoveis.exemplo.com.br')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /training-videos\n\nSitemap: https://imoveis.exemplo.com.br/sitemap.xml\n',
    );
  });
});

describe('sitemap XML', () => {
  it('indexes the pages file and the property files', () => {
    expect(sitemapIndexXml(ORIGIN, ['/sitemaps/pages.xml', ...propertySitemapPaths(2)])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap><loc>https://imoveis.exemplo.com.br/sitemaps/pages.xml</loc></sitemap>',
        '  <sitemap><loc>https://imoveis.exemplo.com.br/sitemaps/imoveis-1.xml</loc></sitemap>',
        '  <sitemap><loc>https://imoveis.exemplo.com.br/sitemaps/imoveis-2.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('lists the public pages', () => {
    expect(pagesSitemapXml(ORIGIN)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://imoveis.exemplo.com.br/</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/horarios</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/cadastre-seu-imovel</loc></url>',
        '  <url><loc>https://imoveis.exemplo.com.br/privacidade</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists each property page with its last change and photos, escaped', () => {
    const entries = [
      {
        id: '12',
        slug: 'casa-12',
        lastModified: '2026-11-21T10:00:00.000Z',
        imageUrls: [`${ORIGIN}/images/a.jpg`, `${ORIGIN}/images/b&c.jpg`],
      },
      { id: '3', slug: 'sala&loja-3', lastModified: null, imageUrls: [] },
    ];
    expect(PROPERTY_URLSET_START + propertyUrlsXml(ORIGIN, entries) + URLSET_END).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
        '  <url>',
        '    <loc>https://imoveis.exemplo.com.br/imovel/casa-12</loc>',
        '    <lastmod>2026-11-21T10:00:00.000Z</lastmod>',
        '    <image:image><image:loc>https://imoveis.exemplo.com.br/images/a.jpg</image:loc></image:image>',
        '    <image:image><image:loc>https://imoveis.exemplo.com.br/images/b&amp;c.jpg</image:loc></image:image>',
        '  </url>',
        '  <url>',
        '    <loc>https://imoveis.exemplo.com.br/imovel/sala%26loja-3</loc>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap routes', () => {
  let server: Server | null = null;

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = null;
  });

  /** The SEO routes over an API answering `answer`, served on a free port. */
  async function serve(answer: (url: URL) => RecordedAnswer, options: SitemapOptions): Promise<{ url: string; requests: URL[] }> {
    const { api, requests } = answeringApi(answer);
    const app = express();
    app.use(seoRouter(api, ORIGIN, options));
    const listening = createServer(app);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, requests };
  }

  /** A catalogue of `size` properties (ids `size` down to 1, one photo each) paged as the API pages it; `failFrom` on, pages fail. */
  const catalogue =
    (size: number, failFrom = Infinity) =>
    (url: URL): RecordedAnswer => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      if (page >= failFrom) return { status: 500, body: { message: 'Erro interno.' } };
      const ids = Array.from({ length: size }, (_, index) => size - index).slice((page - 1) * perPage, page * perPage);
      const properties: RawProperty[] = ids.map((id) => ({
        id,
        slug: `casa-${id}`,
        code: `V-${id}-2026`,
        operation: 'sale',
        type: 'house',
        images: [`foto-${id}.jpg`],
        updated_at: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
      }));
      return { status: 200, body: { data: [{ properties, total: size, page, per_page: perPage }] } };
    };

  const locations = (xml: string, tag = 'loc'): string[] =>
    [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

  it('indexes one property file per `urlsPerFile` properties, learning the count from a page of one', async () => {
    const { url, requests } = await serve(catalogue(7), { urlsPerFile: 3 });
    const response = await fetch(`${url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(locations(await response.text())).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/imoveis-1.xml`,
      `${ORIGIN}/sitemaps/imoveis-2.xml`,
      `${ORIGIN}/sitemaps/imoveis-3.xml`,
    ]);
    expect(requests.map((request) => request.search)).toEqual(['?page=1&per_page=1']);
  });

  it('writes a property file from consecutive API pages', async () => {
    const { url, requests } = await serve(catalogue(7), { urlsPerFile: 3, apiPageSize: 2 });
    const response = await fetch(`${url}/sitemaps/imoveis-2.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(locations(xml)).toEqual([`${ORIGIN}/imovel/casa-4`, `${ORIGIN}/imovel/casa-3`, `${ORIGIN}/imovel/casa-2`]);
    expect(locations(xml, 'lastmod')).toEqual(['2026-11-04T10:00:00.000Z', '2026-11-03T10:00:00.000Z', '2026-11-02T10:00:00.000Z']);
    expect(locations(xml, 'image:loc')).toEqual([
      `${ORIGIN}/images/foto-4.jpg`,
      `${ORIGIN}/images/foto-3.jpg`,
      `${ORIGIN}/images/foto-2.jpg`,
    ]);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(requests.map((request) => request.searchParams.get('page'))).toEqual(['2', '3']);
  });

  it('answers 404 for a property file past the catalogue, and leaves other files to the next handler', async () => {
    const { url } = await serve(catalogue(7), { urlsPerFile: 3 });
    const beyond = await fetch(`${url}/sitemaps/imoveis-4.xml`);
    expect(beyond.status).toBe(404);
    expect(await beyond.json()).toEqual({ message: 'Recurso não encontrado.' });
    expect((await fetch(`${url}/sitemaps/imoveis-0.xml`)).status).toBe(404);
    expect((await fetch(`${url}/sitemaps/outro.xml`)).status).toBe(404);
  });

  it('answers 503 in pt-BR when the API fails before the first byte', async () => {
    const { url } = await serve(catalogue(7, 1), { urlsPerFile: 3 });
    for (const path of ['/sitemap.xml', '/sitemaps/imoveis-1.xml']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: 'Não foi possível gerar o mapa do site agora. Tente novamente mais tarde.' });
    }
    expect((await fetch(`${url}/sitemaps/pages.xml`)).status).toBe(200);
  });

  it('cuts the response short when the API fails mid-file', async () => {
    const { url, requests } = await serve(catalogue(7, 2), { urlsPerFile: 5, apiPageSize: 2 });
    await expect(fetch(`${url}/sitemaps/imoveis-1.xml`).then((response) => response.text())).rejects.toThrow();
    expect(requests.map((request) => request.searchParams.get('page'))).toEqual(['1', '2']);
  });
});

describe('isApiOrFilePath', () => {
  it('tells app pages from API and file paths', () => {
    expect(['/', '/imovel/casa-12', '/horarios', '/app/dashboard'].map(isApiOrFilePath)).toEqual([false, false, false, false]);
    expect(['/api', '/api/properties', '/favicon.ico', '/assets/x.js', '/imovel/casa.json'].map(isApiOrFilePath)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
