/**
 * Requests Node itself refuses before any route, answered by the API in its error shape, JSON `{ message }` in pt-BR,
 * not Node's empty answers nor Express's English page (found by tests/fuzz): an HTTP/1.1 request without Host, a
 * request target that is no address, an `Expect` it does not know.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { sendRawRequest, type RawResponse } from '../support/raw-http.js';

let api: RunningApi;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-refused-'));
  api = await startApi({ port: 0, dataDir, seedDemo: false, log: () => {} });
});

afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function expectJsonError(response: RawResponse, status: number, message: string): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers.connection).toBe('close');
  expect(JSON.parse(response.body)).toEqual({ message });
}

const keyed = (head: string): string => `${head}\r\nX-API-Key: ${api.apiKey}\r\nConnection: close`;

describe('requests Node refuses on its own', () => {
  it('answers an HTTP/1.1 request without Host with 400 JSON in pt-BR; HTTP/1.0 needs none', async () => {
    expectJsonError(await sendRawRequest(api.url, keyed('GET /api/health HTTP/1.1')), 400, 'Requisição inválida.');
    expect((await sendRawRequest(api.url, keyed('GET /api/health HTTP/1.0'))).status).toBe(200);
  });

  it('answers a target that is no address with 400 JSON in pt-BR, and reads an absolute one as its path', async () => {
    for (const target of ['http://[::1', 'http://', 'http://a:99999/api/health', '*']) {
      expectJsonError(await sendRawRequest(api.url, keyed(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`)), 400, 'Requisição inválida.');
    }
    expect((await sendRawRequest(api.url, keyed('GET http://api.exemplo/api/health HTTP/1.1\r\nHost: 127.0.0.1'))).status).toBe(200);
  });

  it('answers an Expect other than 100-continue with 417 JSON in pt-BR', async () => {
    const head = keyed('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: the-unexpected');
    expectJsonError(await sendRawRequest(api.url, head), 417, 'O cabeçalho Expect enviado não é suportado.');
  });
});
