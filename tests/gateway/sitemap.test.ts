import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { seoRouter } from '../../gateway/src/http/seo.js';
import { AgencyApi } from '../../gateway/src/rest/agency-api.js';
import { RestClient } from '../../gateway/src/rest/client.js';
import { restJson, type RawPropertyRow } from './support.js';

/** The sitemap routes over the real API, three properties per file and two per API call, behind compression as in the gateway. */
const ORIGIN = 'https://imoveis.exemplo.com.br';
const URLS_PER_FILE = 3;

interface SitemapRow extends RawPropertyRow {
  updated_at: string;
}

let dataDir: string;
let api: RunningApi;
let server: Server;
let sitemapUrl: string;
let rows: SitemapRow[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-sitemap-'));
  api = await startApi({ port: 0, dataDir, seedDemo: true, log: () => {} });
  const app = express();
  app.use(compression());
  app.use(
    seoRouter(new AgencyApi(new RestClient({ baseUrl: api.url, apiKey: api.apiKey })), ORIGIN, {
      urlsPerFile: URLS_PER_FILE,
      apiPageSize: 2,
    }),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sitemapUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const catalogue = await restJson<{ data: { properties: SitemapRow[] }[] }>(api.url, api.apiKey, '/api/properties');
  rows = catalogue.data[0]?.properties ?? [];
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const valuesOf = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

/** A child file as the crawler reads it, keyed by its public address. */
async function read(publicAddress: string): Promise<string> {
  const response = await fetch(publicAddress.replace(ORIGIN, sitemapUrl));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  return response.text();
}

describe('sitemap index over the live catalogue', () => {
  it('lists the pages file and one property file per three public properties', async () => {
    expect(rows.length).toBeGreaterThan(URLS_PER_FILE * 2);
    const index = await read(`${ORIGIN}/sitemap.xml`);
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const files = Array.from(
      { length: Math.ceil(rows.length / URLS_PER_FILE) },
      (_, index) => `${ORIGIN}/sitemaps/imoveis-${index + 1}.xml`,
    );
    expect(valuesOf(index, 'loc')).toEqual([`${ORIGIN}/sitemaps/pages.xml`, ...files]);
  });

  it('lists the public pages in the pages file', async () => {
    expect(valuesOf(await read(`${ORIGIN}/sitemaps/pages.xml`), 'loc')).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/horarios`,
      `${ORIGIN}/cadastre-seu-imovel`,
      `${ORIGIN}/privacidade`,
    ]);
  });

  it('splits every public property over the property files, newest first, with its last change and photos', async () => {
    const files = valuesOf(await read(`${ORIGIN}/sitemap.xml`), 'loc').slice(1);
    for (const [index, file] of files.entries()) {
      const expected = rows.slice(index * URLS_PER_FILE, (index + 1) * URLS_PER_FILE);
      const xml = await read(file);
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n',
        ),
      ).toBe(true);
      expect(xml.endsWith('</urlset>\n')).toBe(true);
      const urls = [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)].map((match) => match[0]);
      expect(urls.map((url) => valuesOf(url, 'loc'))).toEqual(expected.map((row) => [`${ORIGIN}/imovel/${row.slug}`]));
      expect(urls.map((url) => valuesOf(url, 'lastmod'))).toEqual(expected.map((row) => [row.updated_at]));
      expect(urls.map((url) => valuesOf(url, 'image:loc'))).toEqual(
        expected.map((row) => row.images.map((file) => `${ORIGIN}/images/${file}`)),
      );
    }
    expect(rows.some((row) => row.images.length > 1)).toBe(true);
  });

  it('answers 404 past the last property file', async () => {
    const response = await fetch(`${sitemapUrl}/sitemaps/imoveis-${Math.ceil(rows.length / URLS_PER_FILE) + 1}.xml`);
    expect(response.status).toBe(404);
  });
});
