import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream.js';

let upstream: RecordingUpstream;

beforeAll(async () => {
  upstream = await startRecordingUpstream(() => ({ status: 200, json: { token: 't', can_regenerate: 1 } }));
});

afterAll(async () => {
  await upstream.close();
});

describe('PortalsApi', () => {
  it('sends every call with the API key and the bearer token, at the documented paths', async () => {
    const portals = upstream.api.portals;
    await portals.listings({ readiness: 'READY', page: 2, perPage: 50 });
    await portals.listings({ readiness: null, page: 1, perPage: 20 });
    await portals.feedToken();
    await portals.regenerateFeedToken();
    const calls = upstream.seen.slice(-4);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/portals/listings?readiness=ready&page=2&per_page=50',
      'GET /api/portals/listings?page=1&per_page=20',
      'GET /api/portals/feed-token',
      'POST /api/portals/feed-token',
    ]);
    expect(calls.every((call) => call.headers.authorization === 'Bearer token-da-sessao' && call.headers['x-api-key'] === 'chave')).toBe(
      true,
    );
  });
});
