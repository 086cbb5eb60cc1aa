import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestClient } from './client.js';
import { PortalLeadRelay } from './portal-lead-relay.js';
import { RestError } from './rest-error.js';

interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseUrl: string;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/api/slow') return; // never answers
    text(req).then(
      (body) => {
        seen.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(body.startsWith('{') ? 201 : 400, { 'content-type': 'application/json', 'retry-after': '30' });
        res.end(JSON.stringify({ message: body.startsWith('{') ? 'Lead recebido.' : 'Lead recusado: O corpo não é um JSON válido.' }));
      },
      // A document that broke off never gets an answer.
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = () => new RestClient({ baseUrl, apiKey: 'chave-da-api', bearerToken: 'token-de-alguem' });
const documentOf = (body: string) => ({
  body: Readable.from([body]),
  headers: { 'content-type': 'application/json' },
  clientAddress: '203.0.113.9',
});

describe('PortalLeadRelay', () => {
  it('posts the document to the portal’s address with the API key, the portal’s address and no bearer token, and answers any status', async () => {
    const relay = new PortalLeadRelay(client());
    const stored = await relay.relay('GRUPO_OLX', { kind: 'path', secret: 'abc/def' }, documentOf('{"originLeadId":"1"}'));
    expect(stored).toMatchObject({ status: 201, text: JSON.stringify({ message: 'Lead recebido.' }), retryAfter: '30' });
    const refused = await relay.relay('GRUPO_OLX', { kind: 'path', secret: 'abc' }, documentOf('quebrado'));
    expect(refused.status).toBe(400);
    const [first, second] = seen.slice(-2);
    expect(first).toMatchObject({ url: '/api/portal-leads/grupo-olx/abc%2Fdef', body: '{"originLeadId":"1"}' });
    expect(first?.headers).toMatchObject({
      'x-api-key': 'chave-da-api',
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(first?.headers.authorization).toBeUndefined();
    expect(second).toMatchObject({ url: '/api/portal-leads/grupo-olx/abc', body: 'quebrado' });
  });

  it('passes a Basic authorization on to the portal’s bare address', async () => {
    const basic = `Basic ${Buffer.from('imobiliaria:segredo').toString('base64')}`;
    await new PortalLeadRelay(client()).relay('CHAVES_NA_MAO', { kind: 'basic', authorization: basic }, documentOf('{}'));
    expect(seen.at(-1)).toMatchObject({ url: '/api/portal-leads/chaves-na-mao', headers: { authorization: basic } });
  });

  it('refuses a secret that would move the call elsewhere as not found, without calling the API', async () => {
    const before = seen.length;
    const relayed = new PortalLeadRelay(client()).relay('GRUPO_OLX', { kind: 'path', secret: '..' }, documentOf('{}'));
    await expect(relayed).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(seen).toHaveLength(before);
  });
});

describe('RestClient.relayPost', () => {
  it('reports a slow API, and a document that breaks off, as unavailable', async () => {
    const slow = client().relayPost('/api/slow', Readable.from(['{}']), {}, { timeoutMs: 200 });
    await expect(slow).rejects.toBeInstanceOf(RestError);
    await expect(slow).rejects.toMatchObject({ kind: 'unavailable' });

    const broken = new Readable({ read() {} });
    broken.push('{"originLeadId": ');
    setTimeout(() => broken.destroy(new Error('o portal desistiu')), 50);
    await expect(client().relayPost('/api/portal-leads/grupo-olx/abc', broken, { 'content-length': '1000' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
