import { describe, expect, it } from 'vitest';
import type { ErrorJson } from '../support/contract.js';
import type { TestApi } from '../support/test-api.js';

const INVALID_KEY = { message: 'Chave de API inválida ou ausente.' };

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

    it('does not announce the framework and marks content types as final', async () => {
      const response = await testApi().request('/api/health');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
}
