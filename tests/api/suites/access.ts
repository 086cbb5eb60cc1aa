import { describe, expect, it } from 'vitest';
import { sendRawRequest, type RawResponse } from '../../support/raw-http.js';
import type { ErrorJson } from '../support/contract.js';
import type { TestApi } from '../support/test-api.js';

const INVALID_KEY = { message: 'Chave de API inválida ou ausente.' };
const TOO_LARGE = { message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' };

function expectJsonError(response: RawResponse, status: number, body: { message: string }): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers.connection).toBe('close');
  expect(JSON.parse(response.body)).toEqual(body);
}

const PUBLIC_CALLS = [
  '/api/enterprise',
  '/api/properties',
  '/api/properties/cities',
  '/api/properties/slug/qualquer-1',
  '/api/brokers',
  '/api/video',
  '/api/health',
  '/images/0123456789abcdef.jpg',
];

/** The API key, JSON errors for unknown routes and bad paths, response headers. */
export function accessSuite(testApi: () => TestApi): void {
  describe('X-API-Key', () => {
    it.each(PUBLIC_CALLS)('%s answers 401 JSON without a key and with a wrong key', async (call) => {
      const missing = await testApi().request(call, { key: null });
      expect(missing.status).toBe(401);
      expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
      expect(missing.json).toEqual(INVALID_KEY);
      const key = testApi().api.apiKey;
      const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
      const wrong = await testApi().request(call, { key: wrongKey });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual(INVALID_KEY);
      expect((await testApi().request(call, { key: '' })).status).toBe(401);
    });

    it('checks the key before revealing whether a route exists', async () => {
      expect((await testApi().request('/api/nada', { key: null })).json).toEqual(INVALID_KEY);
    });
  });

  describe('errors and headers', () => {
    it('answers unknown routes with 404 JSON "Recurso não encontrado."', async () => {
      for (const call of ['/api/nada', '/', '/api', '/api/properties/123/extra', '/images']) {
        const response = await testApi().request(call);
        expect(response.status, call).toBe(404);
        expect(response.json).toEqual({ message: 'Recurso não encontrado.' });
      }
    });

    it('answers a badly encoded path with 400 JSON', async () => {
      const response = await testApi().request('/api/properties/slug/%E0%A4%A');
      expect(response.status).toBe(400);
      expect((response.json as ErrorJson).message).toBe('Requisição inválida.');
    });

    it('answers a 100 KB query string with 431 JSON in pt-BR and closes the connection; 8 KB still works', async () => {
      const { url, apiKey } = testApi().api;
      const get = (query: string, headers: string[] = []) =>
        sendRawRequest(
          url,
          [`GET /api/health?q=${query} HTTP/1.1`, 'Host: api', `X-API-Key: ${apiKey}`, 'Connection: close', ...headers].join('\r\n'),
        );
      expect((await get('a'.repeat(8 * 1024))).status).toBe(200);
      expectJsonError(await get('a'.repeat(100 * 1024)), 431, TOO_LARGE);
      expectJsonError(await get('a', [`Cookie: c=${'a'.repeat(32 * 1024)}`]), 431, TOO_LARGE);
    });

    it('answers a request Node cannot parse with 400 JSON in pt-BR', async () => {
      expectJsonError(await sendRawRequest(testApi().api.url, 'GET /api/health HTTP/1.1\r\nHost: api\r\nBad Header\r\n'), 400, {
        message: 'Requisição inválida.',
      });
    });

    it('does not announce the framework and marks content types as final', async () => {
      const response = await testApi().request('/api/health');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
}
