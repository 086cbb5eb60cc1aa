import { describe, expect, it } from 'vitest';
import { RestClient } from './client.js';
import type { Exchange } from './json-exchange.js';
import { RestError } from './rest-error.js';

/** A client over a fake API that counts the calls it receives and answers each call with its number. */
function countingClient(): { client: RestClient; calls: string[] } {
  const calls: string[] = [];
  const exchange: Exchange = ({ method, url, headers }) => {
    calls.push(`${method} ${url.pathname}${url.search} ${headers.authorization ?? '-'}`);
    if (url.pathname === '/api/missing')
      return Promise.resolve({ status: 404, text: JSON.stringify({ message: 'Imóvel não encontrado.' }) });
    return Promise.resolve({ status: 200, text: JSON.stringify({ call: calls.length }) });
  };
  return { client: new RestClient({ baseUrl: 'http://api.test', apiKey: 'chave', exchange }), calls };
}

describe('RestClient.withSharedReads', () => {
  it('makes identical reads of one request once, each caller getting its own copy', async () => {
    const { client, calls } = countingClient();
    const request = client.withSharedReads();
    const [first, second] = await Promise.all([
      request.getJson<{ call: number }>('/api/properties/slug/casa'),
      request.getJson<{ call: number }>('/api/properties/slug/casa'),
    ]);
    expect(calls).toEqual(['GET /api/properties/slug/casa -']);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('asks again for another address, query or caller', async () => {
    const { client, calls } = countingClient();
    const request = client.withSharedReads();
    await request.getJson('/api/properties', { query: { page: 1 } });
    await request.getJson('/api/properties', { query: { page: 2 } });
    await request.getJson('/api/properties/slug/casa');
    await request.withBearerToken('token').getJson('/api/properties/slug/casa');
    expect(calls).toHaveLength(4);
  });

  it('never shares reads between requests, nor without being asked', async () => {
    const { client, calls } = countingClient();
    await client.withSharedReads().getJson('/api/cities');
    await client.withSharedReads().getJson('/api/cities');
    await client.getJson('/api/cities');
    await client.getJson('/api/cities');
    expect(calls).toHaveLength(4);
  });

  it('reads again after a write of the same request', async () => {
    const { client, calls } = countingClient();
    const request = client.withSharedReads();
    const before = await request.getJson<{ call: number }>('/api/properties/slug/casa');
    await request.putJson('/api/properties/1', { title: 'Casa' });
    const after = await request.getJson<{ call: number }>('/api/properties/slug/casa');
    expect(calls).toEqual(['GET /api/properties/slug/casa -', 'PUT /api/properties/1 -', 'GET /api/properties/slug/casa -']);
    expect(after.call).toBeGreaterThan(before.call);
  });

  it('shares a refusal too, each caller getting the API message', async () => {
    const { client, calls } = countingClient();
    const request = client.withSharedReads();
    const results = await Promise.allSettled([request.getJson('/api/missing'), request.getJson('/api/missing')]);
    expect(calls).toHaveLength(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as RestError;
      expect(reason).toBeInstanceOf(RestError);
      expect(reason.message).toBe('Imóvel não encontrado.');
    }
  });
});
