import { describe, expect, it } from 'vitest';
import report from '../normalize/fixtures/portal-listings.json' with { type: 'json' };
import { FORBIDDEN_MESSAGE } from '../errors.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { answeringApi, type RecordedAnswer } from '../rest/testing/answeringApi.js';
import { loadPortalFeed, loadPortalReport, regeneratePortalFeedToken } from './portals.js';
import { SignedInUser } from '../auth/signed-in-user.js';

const PROPERTIES = { id: 1, description: 'Imóveis', identifier: 'imoveis' };
const CLIENTS = { id: 2, description: 'Clientes', identifier: 'clientes' };
const BROKER_REFUSAL = 'Apenas a administração da imobiliária pode gerar um novo endereço do feed.';
const ORIGIN = 'https://www.imobiliaria.test';

/** An API answering `answer`, with the signed-in user holding `permissions`; keeps every call as `METHOD path?query`. */
function recordedApi(
  answer: (url: URL, method: string) => RecordedAnswer,
  permissions: readonly object[] = [PROPERTIES],
): { api: AgencyApi; signedInUser: SignedInUser; requests: string[] } {
  const requests: string[] = [];
  const { api } = answeringApi((url, method) => {
    requests.push(`${method} ${decodeURIComponent(url.pathname + url.search)}`);
    if (url.pathname === '/api/auth/me') return { status: 200, body: { user: { id: 7, email: 'a@b.test', role: 'admin', permissions } } };
    return answer(url, method);
  });
  return { api, signedInUser: new SignedInUser(api), requests };
}

describe('loadPortalReport', () => {
  it('asks for the readiness and page, and answers the counts, the listings and the paging', async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: report }));
    const loaded = await loadPortalReport(api, { readiness: 'HELD', page: 1, perPage: 3 }, { publicUrl: ORIGIN });
    expect(requests).toEqual(['GET /api/portals/listings?readiness=held&page=1&per_page=3']);
    expect(loaded).toMatchObject({ readyCount: 9, markedCount: 12, total: 12, page: 1, perPage: 3, pageCount: 4 });
    expect(loaded.items.map((item) => item.id)).toEqual(['31', '17', '3']);
    expect(loaded.items[0]?.thumbnailUrl).toBe(`${ORIGIN}/images/casa-taquaral-frente.jpg?w=320`);
  });

  it('shows the last page, with its counts, for a page past the end', async () => {
    const { api, requests } = recordedApi((url) =>
      url.searchParams.get('page') === '9'
        ? { status: 200, body: { ready: 9, marked: 12, data: [], total: 12, page: 9, per_page: 5 } }
        : { status: 200, body: { ready: 8, marked: 11, data: report.data.slice(0, 1), total: 11, page: 3, per_page: 5 } },
    );
    const loaded = await loadPortalReport(api, { page: 9, perPage: 5 }, {});
    expect(requests).toEqual(['GET /api/portals/listings?page=9&per_page=5', 'GET /api/portals/listings?page=3&per_page=5']);
    expect(loaded).toMatchObject({ readyCount: 8, markedCount: 11, total: 11, page: 3, perPage: 5, pageCount: 3 });
    expect(loaded.items.map((item) => item.id)).toEqual(['31']);
  });

  it('keeps page 1 of an empty report', async () => {
    const { api } = recordedApi(() => ({ status: 200, body: { ready: 0, marked: 0, data: [], total: 0, page: 1, per_page: 20 } }));
    expect(await loadPortalReport(api, { readiness: 'READY', page: 1, perPage: 20 }, {})).toEqual({
      readyCount: 0,
      markedCount: 0,
      items: [],
      total: 0,
      page: 1,
      perPage: 20,
      pageCount: 0,
    });
  });
});

describe('loadPortalFeed', () => {
  it('answers the address of the token', async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: { token: 'abc_DEF-123', can_regenerate: 0 } }));
    expect(await loadPortalFeed(api, ORIGIN)).toEqual({ url: `${ORIGIN}/feeds/vrsync.xml?token=abc_DEF-123`, canRegenerate: false });
    expect(requests).toEqual(['GET /api/portals/feed-token']);
  });

  it('is an upstream error when the API answers no token', async () => {
    const { api } = recordedApi(() => ({ status: 200, body: { can_regenerate: 1 } }));
    await expect(loadPortalFeed(api, ORIGIN)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('regeneratePortalFeedToken', () => {
  it('answers the new address', async () => {
    const { api, signedInUser, requests } = recordedApi(() => ({
      status: 200,
      body: { message: 'Novo endereço do feed gerado. Informe-o aos portais.', token: 'novo', can_regenerate: 1 },
    }));
    expect(await regeneratePortalFeedToken(api, signedInUser, ORIGIN)).toEqual({
      ok: true,
      message: 'Novo endereço do feed gerado. Informe-o aos portais.',
      feed: { url: `${ORIGIN}/feeds/vrsync.xml?token=novo`, canRegenerate: true },
      error: null,
    });
    expect(requests).toEqual(['GET /api/auth/me', 'POST /api/portals/feed-token']);
  });

  it("answers a broker's refusal as data", async () => {
    const { api, signedInUser } = recordedApi(() => ({ status: 403, body: { message: BROKER_REFUSAL } }));
    expect(await regeneratePortalFeedToken(api, signedInUser, ORIGIN)).toEqual({
      ok: false,
      message: null,
      feed: null,
      error: { message: BROKER_REFUSAL, fieldErrors: [] },
    });
  });

  it('is FORBIDDEN without the imoveis permission, asking nothing of the token', async () => {
    const { api, signedInUser, requests } = recordedApi(() => ({ status: 403, body: { message: FORBIDDEN_MESSAGE } }), [CLIENTS]);
    await expect(regeneratePortalFeedToken(api, signedInUser, ORIGIN)).rejects.toMatchObject({
      message: FORBIDDEN_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(requests).toEqual(['GET /api/auth/me']);
  });

  it('lets a missing session and an unavailable API stand as errors', async () => {
    const { api: signedOut } = answeringApi(() => ({
      status: 401,
      body: { message: 'Sessão inválida ou expirada. Faça login novamente.' },
    }));
    await expect(regeneratePortalFeedToken(signedOut, new SignedInUser(signedOut), ORIGIN)).rejects.toMatchObject({ status: 401 });
    const { api, signedInUser } = recordedApi(() => ({ status: 503, body: { message: 'Fora do ar.' } }));
    await expect(regeneratePortalFeedToken(api, signedInUser, ORIGIN)).rejects.toMatchObject({ status: 503 });
  });
});
