import { describe, expect, it } from 'vitest';
import brokerPage from '../normalize/fixtures/broker-page.json' with { type: 'json' };
import brokers from '../normalize/fixtures/brokers.json' with { type: 'json' };
import companiesMeta from '../normalize/fixtures/companies-meta.json' with { type: 'json' };
import companies from '../normalize/fixtures/companies.json' with { type: 'json' };
import users from '../normalize/fixtures/users.json' with { type: 'json' };
import { SignedInUser } from '../auth/signed-in-user.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';
import { answeringApi, type RecordedAnswer } from '../rest/testing/answeringApi.js';
import { loadBroker, loadBrokerPage, loadLeaders, nameMatches } from './brokers.js';
import { loadClient } from './clients.js';
import { loadCompanyPage } from './companies.js';
import { changeUserPassword, loadUsers } from './users.js';

/** The answer of `GET /api/auth/me` for a user holding one permission. */
function meHolding(id: number, email: string, role: string, permission: { id: number; description: string; identifier: string }) {
  return { user: { id, email, role, permissions: [permission] } };
}

/** A user holding the broker screens' permission. */
const BROKER_MANAGER = meHolding(5, 'gerente@imobiliaria.local', 'adminbroker', {
  id: 3,
  description: 'Corretores',
  identifier: 'corretores',
});

/** An API answering recorded payloads and who is signed in (`GET /api/auth/me`), keeping every request it was sent. */
function recordedApi(
  answer: (url: URL, method: string) => RecordedAnswer,
  me: RecordedAnswer = { status: 200, body: BROKER_MANAGER },
): { api: AgencyApi; requests: string[] } {
  const requests: string[] = [];
  const { api } = answeringApi((url, method) => {
    requests.push(`${method} ${decodeURIComponent(url.pathname + url.search)}`);
    return url.pathname === '/api/auth/me' ? me : answer(url, method);
  });
  return { api, requests };
}

describe('loadBrokerPage', () => {
  it('trusts an answer that echoes the page asked for', async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: brokerPage }));
    const page = await loadBrokerPage(api, new SignedInUser(api), 'a', { page: 2, perPage: 4 }, {});
    expect({
      ids: page.items.map((item) => item.id),
      total: page.total,
      page: page.page,
      perPage: page.perPage,
      pageCount: page.pageCount,
    }).toEqual({
      ids: ['7', '8', '10', '3'],
      total: 9,
      page: 2,
      perPage: 4,
      pageCount: 3,
    });
    expect(requests).toEqual([
      'GET /api/brokers?role[]=broker&role[]=leadbroker&role[]=adminbroker&search=a&page=2&per_page=4',
      'GET /api/auth/me',
    ]);
  });

  it('searches (without regard to case or accents) and pages by itself when the upstream lists everyone', async () => {
    const { api } = recordedApi(() => ({ status: 200, body: brokers }));
    const searched = await loadBrokerPage(api, new SignedInUser(api), 'FABIO', { page: 1, perPage: 10 }, {});
    expect(searched.items.map((item) => item.name)).toEqual(['Fábio Nunes']);
    const second = await loadBrokerPage(api, new SignedInUser(api), null, { page: 2, perPage: 4 }, {});
    expect({ names: second.items.map((item) => item.name), total: second.total, pageCount: second.pageCount }).toEqual({
      names: ['Eduarda Reis', 'Fábio Nunes'],
      total: 6,
      pageCount: 2,
    });
  });

  it('is FORBIDDEN to a user without corretores, whom the API would answer anyway, and refused without a session', async () => {
    const clerk = meHolding(8, 'caio@horizonte.com.br', 'administrative', { id: 2, description: 'Clientes', identifier: 'clientes' });
    const withoutPermission = recordedApi(() => ({ status: 200, body: brokerPage }), { status: 200, body: clerk });
    const api = withoutPermission.api;
    await expect(loadBrokerPage(api, new SignedInUser(api), null, { page: 1, perPage: 10 }, {})).rejects.toMatchObject({
      message: 'Você não tem permissão para acessar este recurso.',
      extensions: { code: 'FORBIDDEN' },
    });
    await expect(loadLeaders(api, new SignedInUser(api), {})).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const visitor = recordedApi(() => ({ status: 200, body: brokers }), {
      status: 401,
      body: { message: 'Sessão inválida ou expirada. Faça login novamente.' },
    });
    await expect(loadLeaders(visitor.api, new SignedInUser(visitor.api), {})).rejects.toMatchObject({ status: 401 });
  });

  it('matches names by their letters', () => {
    expect(nameMatches('Fábio Nunes', 'fabio n')).toBe(true);
    expect(nameMatches('Ana', '  ')).toBe(true);
    expect(nameMatches('Ana', 'bruno')).toBe(false);
  });
});

describe('single records', () => {
  it('are null for a blank id (without asking) and for an id the API does not know; other failures stay errors', async () => {
    const { api, requests } = recordedApi((url) =>
      url.pathname.endsWith('/9')
        ? { status: 404, body: { message: 'O corretor não foi encontrado.' } }
        : { status: 500, body: { message: 'Erro interno do servidor.' } },
    );
    expect(await loadBroker(api, '  ', {})).toBeNull();
    expect(requests).toEqual([]);
    expect(await loadBroker(api, ' 9 ', {})).toBeNull();
    expect(await loadClient(api, '9')).toBeNull();
    expect(requests).toEqual(['GET /api/brokers/9', 'GET /api/clients/9']);
    await expect(loadClient(api, '10')).rejects.toBeInstanceOf(RestError);
  });
});

describe('loadCompanyPage', () => {
  const request = { page: 3, perPage: 10, sortBy: 'NAME', sortOrder: 'ASC' } as const;

  it('reads the total under meta, and asks with the sort in REST terms', async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: companiesMeta }));
    const page = await loadCompanyPage(api, { ...request, search: 'Litoral' });
    expect({ ids: page.items.map((item) => item.id), total: page.total, pageCount: page.pageCount }).toEqual({
      ids: ['4'],
      total: 21,
      pageCount: 3,
    });
    expect(requests).toEqual(['GET /api/enterprises?page=3&per_page=10&search=Litoral&sortBy=name&sortOrder=asc']);
  });

  it('pages by itself an answer longer than the page asked for', async () => {
    const { api } = recordedApi(() => ({ status: 200, body: companies }));
    const page = await loadCompanyPage(api, { ...request, page: 2, perPage: 1 });
    expect({ ids: page.items.map((item) => item.id), total: page.total, pageCount: page.pageCount }).toEqual({
      ids: ['2'],
      total: 2,
      pageCount: 2,
    });
  });
});

describe('loadUsers', () => {
  it("tells the list call the signed-in user's e-mail, asking who it is once per request", async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: users }), {
      status: 200,
      body: { user: { id: 1, email: 'admin@imobiliaria.local', role: 'administrative' } },
    });
    const signedIn = new SignedInUser(api);
    const [first, second] = await Promise.all([loadUsers(api, signedIn), loadUsers(api, signedIn)]);
    expect(first.map((user) => user.name)).toEqual(users.data.map((user) => user.name));
    expect(first).toHaveLength(11);
    expect(second).toEqual(first);
    expect(requests).toEqual([
      'GET /api/auth/me',
      'GET /api/users?email=admin@imobiliaria.local',
      'GET /api/users?email=admin@imobiliaria.local',
    ]);
  });

  it('is refused without a session, before the list is asked', async () => {
    const { api, requests } = recordedApi(() => ({ status: 200, body: users }), {
      status: 401,
      body: { message: 'Sessão inválida ou expirada. Faça login novamente.' },
    });
    await expect(loadUsers(api, new SignedInUser(api))).rejects.toMatchObject({ status: 401 });
    expect(requests).toEqual(['GET /api/auth/me']);
  });
});

describe('password changes', () => {
  it('succeed only on HTTP 200, with the API message', async () => {
    const answers: Record<string, RecordedAnswer> = {
      '/api/users/1/password': { status: 200, body: { message: 'Senha alterada com sucesso!' } },
      '/api/users/2/password': { status: 204 },
      '/api/users/3/password': {
        status: 422,
        body: { message: 'A senha deve ter no mínimo 6 caracteres.', errors: { password: ['A senha deve ter no mínimo 6 caracteres.'] } },
      },
      '/api/users/4/password': { status: 403, body: { message: 'Você não tem permissão para acessar este recurso.' } },
    };
    const { api } = recordedApi((url) => answers[url.pathname] ?? { status: 404 });
    expect(await changeUserPassword(api, '1', 'nova-senha')).toEqual({ ok: true, message: 'Senha alterada com sucesso!', error: null });
    expect(await changeUserPassword(api, '2', 'nova-senha')).toEqual({
      ok: false,
      message: null,
      error: { message: 'Ocorreu um erro ao tentar alterar a senha.', fieldErrors: [] },
    });
    expect(await changeUserPassword(api, '3', '123')).toEqual({
      ok: false,
      message: null,
      error: {
        message: 'A senha deve ter no mínimo 6 caracteres.',
        fieldErrors: [{ field: 'password', message: 'A senha deve ter no mínimo 6 caracteres.' }],
      },
    });
    await expect(changeUserPassword(api, '4', 'nova-senha')).rejects.toMatchObject({ status: 403 });
  });
});
