import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readVrsync, xmllintVrsync } from '../../../tests/gateway/vrsync-schema.js';
import { PortalFeedApi } from '../rest/portal-feed-api.js';
import type { RawPortalFeedPage } from '../rest/portal-feed-types.js';
import { startRecordingUpstream, type RecordingUpstream, type UpstreamAnswer } from '../rest/testing/recordingUpstream.js';
import {
  entityTagOf,
  FEED_CONTACT_MISSING_MESSAGE,
  FEED_TOKEN_INVALID_MESSAGE,
  FEED_UNAVAILABLE_MESSAGE,
  vrsyncFeedRouter,
} from './vrsync-feed.js';

const ORIGIN = 'https://imoveis.exemplo.com.br';
const TOKEN = 'tK3n_0123456789abcdefghijklmnopq';
const API_403 = { message: 'Endereço do feed inválido: confira o token no painel da imobiliária, tela Portais.' };
const fixture = JSON.parse(
  readFileSync(new URL('../normalize/fixtures/portal-feed-page.json', import.meta.url), 'utf8'),
) as Required<RawPortalFeedPage>;
const properties = fixture.data ?? [];
const VERSION = { version: '3fa9c2', last_modified: '2026-11-25T13:00:00.000Z' };

/** The fixture's properties walked three by three; a page may come back empty with the walk still going. */
const PAGES: Record<string, RawPortalFeedPage> = {
  '0': { header: fixture.header, data: properties.slice(0, 3), next_after: 8 },
  '8': { header: fixture.header, data: [], next_after: 10 },
  '10': { header: fixture.header, data: properties.slice(3), next_after: null },
};

let answerOf: (url: URL) => UpstreamAnswer | undefined;
let upstream: RecordingUpstream;
let server: Server;
let feedUrl: string;
const logged: string[] = [];

beforeAll(async () => {
  upstream = await startRecordingUpstream((_method, url) => answerOf(new URL(url, 'http://api')));
  const app = express();
  app.use(compression());
  app.use(
    vrsyncFeedRouter(new PortalFeedApi(upstream.api.client), ORIGIN, {
      pageSize: 3,
      log: (line) => logged.push(line),
      now: () => new Date('2026-11-25T14:00:00.000Z'),
    }),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feeds/vrsync.xml`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await upstream?.close();
});

afterEach(() => {
  upstream.seen.length = 0;
  logged.length = 0;
});

/** The API of the contract: the token checked on every call, the walk by `after`. */
function theApi(version = VERSION, pages = PAGES): (url: URL) => UpstreamAnswer | undefined {
  return (url) => {
    if (url.searchParams.get('token') !== TOKEN) return { status: 403, json: API_403 };
    if (url.pathname === '/api/portals/feed/version') return { status: 200, json: version };
    if (url.pathname === '/api/portals/feed') return { status: 200, json: pages[url.searchParams.get('after') ?? ''] };
    return { status: 404, json: { message: 'Recurso não encontrado.' } };
  };
}

const get = (query: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> =>
  fetch(`${feedUrl}${query}`, { method, headers: { 'user-agent': 'VivaRealBot/1.0', ...headers } });
const feedCalls = (): string[] => upstream.seen.map((request) => request.url);

describe('GET /feeds/vrsync.xml', () => {
  it('answers 403 in pt-BR without asking the API when the token is missing', async () => {
    answerOf = theApi();
    for (const query of ['', '?token=', '?token=%20', `?token=${TOKEN}&token=${TOKEN}`]) {
      const response = await get(query);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: FEED_TOKEN_INVALID_MESSAGE });
    }
    expect(feedCalls()).toEqual([]);
  });

  it("answers its own 403 when the API refuses the token, with none of the feed's validators", async () => {
    answerOf = theApi();
    const response = await get('?token=errado');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: FEED_TOKEN_INVALID_MESSAGE });
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(feedCalls()).toEqual(['/api/portals/feed/version?token=errado']);
  });

  it('streams every ready listing, page after page, as a document the VRSync schema accepts', async () => {
    answerOf = theApi();
    const response = await get(`?token=${TOKEN}`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBe(entityTagOf(VERSION.version, ORIGIN));
    expect(response.headers.get('last-modified')).toBe('Wed, 25 Nov 2026 13:00:00 GMT');
    const xml = await response.text();
    expect(xmllintVrsync(xml)).toEqual({ ok: true, output: '- validates' });
    const feed = readVrsync(xml);
    expect(feed.order).toEqual(['V-3-2026', 'L-5-2026', 'LA-8-2026', 'V-11-2026', 'VL-13-2026', 'V-17-2026']);
    expect(feed.header.text('PublishDate')).toBe('2026-11-25T14:00:00.000Z');
    expect(feedCalls()).toEqual([
      `/api/portals/feed/version?token=${TOKEN}`,
      `/api/portals/feed?token=${TOKEN}&after=0&limit=3`,
      `/api/portals/feed?token=${TOKEN}&after=8&limit=3`,
      `/api/portals/feed?token=${TOKEN}&after=10&limit=3`,
    ]);
    expect(upstream.seen.every((request) => request.headers['x-api-key'] === 'chave' && request.headers.authorization === undefined)).toBe(
      true,
    );
    expect(logged).toEqual([
      'Feed VRSync: imóvel V-19-2026 (id 19) fora do feed: CEP não informado.',
      'Feed VRSync: imóvel V-23-2026 (id 23) fora do feed: Sem fotos suficientes (mínimo 5).',
    ]);
  });

  it('answers 304 to a client that holds the current feed, by entity tag or by date', async () => {
    answerOf = theApi();
    const etag = entityTagOf(VERSION.version, ORIGIN);
    const conditions: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-none-match': `"outro", W/${etag}` },
      { 'if-none-match': '*' },
      { 'if-modified-since': 'Wed, 25 Nov 2026 13:00:00 GMT' },
      { 'if-modified-since': 'Wed, 25 Nov 2026 15:00:00 GMT' },
    ];
    for (const headers of conditions) {
      const response = await get(`?token=${TOKEN}`, headers);
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    expect(feedCalls().every((url) => url.startsWith('/api/portals/feed/version?'))).toBe(true);
  });

  it('answers the whole feed again once it has changed', async () => {
    answerOf = theApi({ version: '77aa01', last_modified: '2026-11-25T13:30:00.000Z' });
    const conditions: Record<string, string>[] = [
      { 'if-none-match': entityTagOf(VERSION.version, ORIGIN) },
      { 'if-modified-since': 'Wed, 25 Nov 2026 13:00:00 GMT' },
      { 'if-modified-since': 'Wed, 25 Nov 2026 14:00:00 GMT', 'if-none-match': '"antigo"' },
    ];
    for (const headers of conditions) {
      const response = await get(`?token=${TOKEN}`, headers);
      expect(response.status).toBe(200);
      expect(readVrsync(await response.text()).order).toHaveLength(6);
    }
  });

  it('answers HEAD with the headers alone, without walking the properties', async () => {
    answerOf = theApi();
    const response = await get(`?token=${TOKEN}`, {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('etag')).toBe(entityTagOf(VERSION.version, ORIGIN));
    expect(feedCalls()).toEqual([`/api/portals/feed/version?token=${TOKEN}`]);
  });

  it('answers 503 in pt-BR when the API fails or the agency has no feed contact', async () => {
    answerOf = () => ({ status: 500, json: { message: 'Erro interno do servidor.' } });
    let response = await get(`?token=${TOKEN}`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: FEED_UNAVAILABLE_MESSAGE });
    answerOf = theApi(VERSION, { '0': { ...PAGES['0'], header: { ...fixture.header, email: null } } });
    response = await get(`?token=${TOKEN}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('etag')).not.toBe(entityTagOf(VERSION.version, ORIGIN));
    expect(response.headers.get('last-modified')).toBeNull();
    expect(await response.json()).toEqual({ message: FEED_CONTACT_MISSING_MESSAGE });
  });

  it('cuts the answer short rather than loop when the walk does not move forward', async () => {
    answerOf = theApi(VERSION, { ...PAGES, '8': { header: fixture.header, data: [], next_after: 8 } });
    await expect(get(`?token=${TOKEN}`).then((response) => response.text())).rejects.toThrow();
  });
});
