/**
 * What the REST client tells its observer (the gateway's `gateway_api_calls_total` and
 * `gateway_api_call_duration_seconds`): each call the API gets, JSON, multipart, relayed or raw, by outcome and with
 * its duration, from the clients derived from one another too; an unreachable API and a slow one told apart.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiCallOutcome } from '../../gateway/src/rest/call-observer.js';
import { RestClient } from '../../gateway/src/rest/client.js';
import { MultipartBody } from '../../gateway/src/rest/multipart-body.js';
import { RestError } from '../../gateway/src/rest/rest-error.js';

/** How long the slow address takes to answer, well past the calls' own time. */
const SLOW_MS = 2_000;
const CALL_TIMEOUT_MS = 150;

let server: Server;
let baseUrl: string;
/** An address where nothing listens: a server that was started, then closed. */
let closedUrl: string;
const observed: { outcome: ApiCallOutcome; seconds: number }[] = [];
const onCall = (outcome: ApiCallOutcome, seconds: number) => observed.push({ outcome, seconds });

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    const answer = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ message: `status ${status}` }));
    };
    const path = req.url ?? '';
    if (path === '/api/ok') answer(200);
    else if (path === '/api/moved') answer(302, { location: '/api/ok' });
    else if (path === '/api/missing') answer(404);
    else if (path === '/api/broken') answer(500);
    else if (path === '/api/slow') setTimeout(() => answer(200), SLOW_MS).unref();
    else answer(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

beforeEach(() => {
  observed.length = 0;
});

const clientOf = (url: string) => new RestClient({ baseUrl: url, apiKey: 'chave', timeoutMs: CALL_TIMEOUT_MS, onCall });

/** Runs a call that may fail with a `RestError` (its failure is not what is tested here). */
async function settled(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof RestError)) throw error;
  }
}

const outcomes = () => observed.map((call) => call.outcome);
const multipart = () => new MultipartBody({ fields: [['title', 'Casa']], files: [] });

describe('the observer of the REST client', () => {
  it('hears each JSON call by its status: 2xx ok, 4xx client_error, 5xx server_error', async () => {
    const client = clientOf(baseUrl);
    await client.getJson('/api/ok');
    await settled(client.getJson('/api/missing'));
    await settled(client.postJson('/api/broken', { a: 1 }));
    await settled(client.delete('/api/missing'));
    expect(outcomes()).toEqual(['ok', 'client_error', 'server_error', 'client_error']);
    for (const { seconds } of observed) expect(seconds).toBeGreaterThanOrEqual(0);
    for (const { seconds } of observed) expect(seconds).toBeLessThan(CALL_TIMEOUT_MS / 1000);
    await client.close();
  });

  it('hears multipart posts, relayed posts and raw answers (a redirect is ok)', async () => {
    const client = clientOf(baseUrl);
    await client.postMultipart('/api/ok', multipart());
    const relayed = await client.relayPost('/api/broken', Readable.from([Buffer.from('{}')]), { 'content-type': 'application/json' });
    expect(relayed.status).toBe(500);
    const moved = await client.send('/api/moved');
    expect(moved.status).toBe(302);
    await moved.arrayBuffer();
    expect(outcomes()).toEqual(['ok', 'server_error', 'ok']);
    await client.close();
  });

  it('tells a call not answered in its time (timeout) from an API nobody answers at (unreachable), for every kind of call', async () => {
    const slow = clientOf(baseUrl);
    await settled(slow.getJson('/api/slow'));
    await settled(slow.postMultipart('/api/slow', multipart()));
    await settled(slow.relayPost('/api/slow', Readable.from([Buffer.from('{}')]), { 'content-type': 'application/json' }));
    await settled(slow.send('/api/slow'));
    expect(outcomes()).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
    for (const { seconds } of observed) expect(seconds).toBeGreaterThanOrEqual((CALL_TIMEOUT_MS - 20) / 1000);

    observed.length = 0;
    const down = clientOf(closedUrl);
    await settled(down.getJson('/api/ok'));
    await settled(down.postMultipart('/api/ok', multipart()));
    await settled(down.relayPost('/api/ok', Readable.from([Buffer.from('{}')]), { 'content-type': 'application/json' }));
    await settled(down.send('/api/ok'));
    expect(outcomes()).toEqual(['unreachable', 'unreachable', 'unreachable', 'unreachable']);
    await Promise.all([slow.close(), down.close()]);
  });

  it('is shared by the clients derived from one another, and hears only the calls made (a shared read is one)', async () => {
    const client = clientOf(baseUrl);
    const derived = client.withBearerToken('token-da-sessao').withClientAddress('203.0.113.9').withSharedReads();
    await Promise.all([derived.getJson('/api/ok'), derived.getJson('/api/ok')]);
    await settled(derived.getJson('/api/missing'));
    expect(outcomes()).toEqual(['ok', 'client_error']);
    await client.close();
  });
});
