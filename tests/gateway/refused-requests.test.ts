/**
 * Requests Node itself refuses before any route, answered by the gateway as every error: JSON `{ message }` in pt-BR,
 * not Node's empty answers nor Express's English page (found by tests/fuzz): an HTTP/1.1 request without Host, an
 * `Expect` it does not know, a request target that is no address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { sendRawRequest, type RawResponse } from '../support/raw-http.js';

let gateway: RunningGateway;

beforeAll(async () => {
  // No API behind it: these requests are refused before anything asks it.
  gateway = await startGateway({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', apiKey: 'chave' });
});

afterAll(() => gateway?.close());

function expectJsonError(response: RawResponse, status: number, message: string): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.connection).toBe('close');
  expect(JSON.parse(response.body)).toEqual({ message });
}

describe('requests Node refuses on its own', () => {
  it('answers an HTTP/1.1 request without Host with 400 JSON in pt-BR; HTTP/1.0 needs none', async () => {
    expectJsonError(await sendRawRequest(gateway.url, 'GET /robots.txt HTTP/1.1\r\nConnection: close'), 400, 'Requisição inválida.');
    expect((await sendRawRequest(gateway.url, 'GET /robots.txt HTTP/1.0')).status).toBe(200);
  });

  it('answers a target that is no address with 400 JSON in pt-BR, and reads an absolute one as its path', async () => {
    for (const target of ['http://[::1', 'http://', 'http://a:99999/', '*']) {
      expectJsonError(
        await sendRawRequest(gateway.url, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`),
        400,
        'Requisição inválida.',
      );
    }
    const absolute = await sendRawRequest(
      gateway.url,
      'GET http://imoveis.exemplo/robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close',
    );
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain('Sitemap:');
  });

  it('answers an Expect other than 100-continue with 417 JSON in pt-BR', async () => {
    const head = 'GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: the-unexpected\r\nConnection: close';
    expectJsonError(await sendRawRequest(gateway.url, head), 417, 'O cabeçalho Expect enviado não é suportado.');
  });
});
