/**
 * The gateway in front of an upstream that implements only the spec's original calls: it answers
 * `GET /api/properties` with the whole catalogue whatever the query (a payload recorded from the
 * real API), has no `/api/properties/cities`, and fails on `/api/brokers` with an HTML error page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import {
  A_REQUEST_ID,
  expectedIdsOf,
  expectEveryPage,
  graphql,
  isLaunchFlag,
  OPERATION_RULES,
  PROPERTY_PAGE_QUERY,
  queryData,
  type PropertyPageData,
  type RawCatalogue,
  type RawPropertyRow,
} from './support.js';

const API_KEY = 'chave-do-servico-antigo';
const recorded = readFileSync(path.join(import.meta.dirname, 'fixtures/recorded-catalogue.json'), 'utf8');
const catalogue: RawPropertyRow[] = (JSON.parse(recorded) as RawCatalogue).data[0]?.properties ?? [];

let upstream: Server;
let gateway: RunningGateway;
const requested: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    requested.push(url.pathname + url.search);
    const send = (status: number, contentType: string, body: string) => {
      res.writeHead(status, { 'content-type': contentType });
      res.end(body);
    };
    if (req.headers['x-api-key'] !== API_KEY) return send(401, 'application/json', '{"message":"Chave de API inválida ou ausente."}');
    if (url.pathname === '/api/properties') return send(200, 'application/json', recorded);
    if (url.pathname === '/api/health') return send(200, 'application/json', '{"status":"ok"}');
    if (url.pathname === '/api/brokers') {
      return send(500, 'text/html', '<pre>TypeError: broken\n    at Object.<anonymous> (/srv/app/brokers.js:10:5)</pre>');
    }
    const slug = /^\/api\/properties\/slug\/(.+)$/.exec(url.pathname)?.[1];
    const property = slug ? catalogue.find((row) => row.slug === decodeURIComponent(slug)) : undefined;
    if (property) return send(200, 'application/json', JSON.stringify({ data: property }));
    send(404, 'application/json', '{"message":"Recurso não encontrado."}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await startGateway({ port: 0, apiUrl, apiKey: API_KEY });
});

afterAll(async () => {
  await gateway?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

const expectedIds = (predicate: (row: RawPropertyRow) => boolean): string[] => expectedIdsOf(catalogue, predicate);

describe('an upstream that ignores the catalogue extensions', () => {
  it('receives the filter as query parameters it does not understand', async () => {
    await queryData<PropertyPageData>(gateway.url, PROPERTY_PAGE_QUERY, { filter: { operation: 'RENT' }, page: 2, perPage: 3 });
    expect(requested).toContain('/api/properties?operation=rent&page=2&per_page=3');
  });

  const cases: [string, Record<string, unknown>, (row: RawPropertyRow) => boolean][] = [
    ['RENT', { operation: 'RENT' }, OPERATION_RULES.RENT],
    ['SALE', { operation: 'SALE' }, OPERATION_RULES.SALE],
    ['LAUNCH', { operation: 'LAUNCH' }, OPERATION_RULES.LAUNCH],
    ['BOTH', { operation: 'BOTH' }, OPERATION_RULES.BOTH],
    ['city', { city: 'Campinas' }, (row) => row.city === 'Campinas'],
    ['type', { type: 'HOUSE' }, (row) => row.type === 'house'],
    ['bedrooms', { minBedrooms: 2 }, (row) => row.bedrooms >= 2],
    ['price range', { minPrice: 300000, maxPrice: 900000 }, (row) => row.price !== null && row.price >= 300000 && row.price <= 900000],
    ['launch flag', { launch: false }, (row) => !isLaunchFlag(row.is_launch)],
    [
      'combined',
      { operation: 'RENT', city: 'Campinas', type: 'APARTMENT' },
      (row) => OPERATION_RULES.RENT(row) && row.city === 'Campinas' && row.type === 'apartment',
    ],
  ];

  for (const [title, filter, predicate] of cases) {
    it(`still filters and pages right: ${title}`, async () => {
      const expected = expectedIds(predicate);
      expect(expected.length).toBeGreaterThan(0);
      await expectEveryPage(gateway.url, filter, 4, expected);
    });
  }

  it('does not trust the total of the whole catalogue for a filtered page', async () => {
    const { properties } = await queryData<PropertyPageData>(gateway.url, PROPERTY_PAGE_QUERY, {
      filter: { operation: 'BOTH' },
      perPage: 2,
    });
    expect(properties.total).toBe(catalogue.filter((row) => row.operation === 'both').length);
    expect(properties.total).toBeLessThan(catalogue.length);
    expect(properties.items).toHaveLength(2);
  });

  it('answers an empty last page beyond the end', async () => {
    const { properties } = await queryData<PropertyPageData>(gateway.url, PROPERTY_PAGE_QUERY, { page: 99, perPage: 48 });
    expect({ items: properties.items, total: properties.total, pageCount: properties.pageCount }).toEqual({
      items: [],
      total: catalogue.length,
      pageCount: 1,
    });
  });
});

describe('an upstream without the cities call', () => {
  it('counts the cities from the whole catalogue when /api/properties/cities answers 404', async () => {
    requested.length = 0;
    const { cities } = await queryData<{ cities: { city: string; count: number }[] }>(gateway.url, '{ cities { city count } }');
    const counts = new Map<string, number>();
    for (const row of catalogue) counts.set(row.city, (counts.get(row.city) ?? 0) + 1);
    expect(cities).toEqual([...counts].map(([city, count]) => ({ city, count })).sort((a, b) => a.city.localeCompare(b.city, 'pt-BR')));
    expect(requested).toEqual(['/api/properties/cities', '/api/properties']);
  });
});

describe('other calls against the old upstream', () => {
  it('finds a property by slug and answers null for an unknown one', async () => {
    const row = catalogue[0];
    const found = await queryData<{ property: { id: string; code: string } | null }>(
      gateway.url,
      'query ($slug: String!) { property(slug: $slug) { id code } }',
      { slug: row?.slug },
    );
    expect(found.property).toEqual({ id: String(row?.id), code: row?.code });
    const missing = await graphql<{ property: null }>(gateway.url, '{ property(slug: "nao-existe-1") { id } }');
    expect(missing.data).toEqual({ property: null });
    expect(missing.errors).toBeUndefined();
  });

  it('reports an upstream failure as UPSTREAM_ERROR without its internals', async () => {
    const answer = await graphql(gateway.url, '{ consultants { id } }');
    expect(answer.errors).toEqual([
      {
        message: 'O serviço de dados não conseguiu atender a solicitação.',
        locations: [{ line: 1, column: 3 }],
        path: ['consultants'],
        extensions: { code: 'UPSTREAM_ERROR', requestId: A_REQUEST_ID },
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/brokers\.js|TypeError|stacktrace/);
  });
});
