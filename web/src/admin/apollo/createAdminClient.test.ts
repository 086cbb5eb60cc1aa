import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { MeQuery } from '../graphql/session';
import { createSessionStore, type StaffSession } from '../session/sessionStore';
import { createAdminClient } from './createAdminClient';

const session: StaffSession = {
  token: 'token-da-sessao',
  user: { id: '1', name: 'Administrador', email: 'admin@imobiliaria.local', role: 'ADMINISTRATIVE' },
  permissions: ['imoveis'],
};

/** A gateway answering every request with `body`, recording the Authorization header it received. */
function gatewayAnswering(body: unknown) {
  const authorizations: (string | null)[] = [];
  const fetchFunction: typeof fetch = (_input, init) => {
    authorizations.push(new Headers(init?.headers).get('authorization'));
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  return { fetchFunction, authorizations };
}

describe('the back office client', () => {
  it('sends the bearer token of the session', async () => {
    const store = createSessionStore(memoryStorage());
    store.save(session);
    const gateway = gatewayAnswering({
      data: { me: { id: '1', name: 'Administrador', email: 'admin@imobiliaria.local', role: 'ADMINISTRATIVE', permissions: [] } },
    });
    const client = createAdminClient(store, gateway.fetchFunction);
    await client.query({ query: MeQuery });
    expect(gateway.authorizations).toEqual(['Bearer token-da-sessao']);
    expect(store.current()).toEqual(session);
  });

  it('clears the session when an answer says UNAUTHENTICATED', async () => {
    const store = createSessionStore(memoryStorage());
    store.save(session);
    const gateway = gatewayAnswering({
      data: null,
      errors: [{ message: 'Sessão inválida ou expirada. Faça login novamente.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const client = createAdminClient(store, gateway.fetchFunction);
    await expect(client.query({ query: MeQuery, fetchPolicy: 'network-only' })).rejects.toThrow(/Sessão inválida/);
    expect(store.current()).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    const store = createSessionStore(memoryStorage());
    store.save(session);
    const gateway = gatewayAnswering({ data: null, errors: [{ message: 'Você não tem permissão.', extensions: { code: 'FORBIDDEN' } }] });
    const client = createAdminClient(store, gateway.fetchFunction);
    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(store.current()).toEqual(session);
  });
});
