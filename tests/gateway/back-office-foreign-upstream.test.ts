/**
 * The sign-in and session calls in front of an upstream with quirks the real API never shows: a 200
 * sign-in answer without the user or the token, roles outside the product, ids as text, a failing
 * sign-in service. Also shows that the gateway keeps no session: each request's token goes with that
 * request's calls only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { errorsOf, graphqlAs, LOGIN, type LoginData } from './back-office-support.js';
import { graphql } from './support.js';

const API_KEY = 'chave-do-servico-de-login';
const USERS: Record<string, Record<string, unknown>> = {
  'token-da-ana': {
    id: '21',
    name: 'Ana Souza',
    email: 'ana@exemplo.com.br',
    role: 'broker',
    permissions: [{ id: '1', description: 'Imóveis', identifier: 'imoveis' }],
  },
  'token-do-rui': { id: 22, name: 'Rui Prado', email: 'rui@exemplo.com.br', role: 'ADMIN', permissions: null },
};

let upstream: Server;
let gateway: RunningGateway;
const authorizations: string[] = [];

beforeAll(async () => {
  upstream = createServer(
    (req, res) =>
      void (async () => {
        const body = (await buffer(req)).toString('utf8');
        const send = (status: number, answer: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        };
        if (req.headers['x-api-key'] !== API_KEY) return send(401, { message: 'Chave de API inválida ou ausente.' });
        if (req.url === '/api/auth' && req.method === 'POST') {
          const { email } = JSON.parse(body) as { email?: string };
          if (email === 'sem-token@exemplo.com.br') return send(200, { user: USERS['token-da-ana'] });
          if (email === 'sem-usuario@exemplo.com.br') return send(200, { token: 'token-solto' });
          if (email === 'papel-estranho@exemplo.com.br')
            return send(200, { token: 't', user: { ...USERS['token-da-ana'], role: 'gerente' } });
          if (email === 'rui@exemplo.com.br') return send(200, { token: 'token-do-rui', user: USERS['token-do-rui'] });
          if (email === 'quebra@exemplo.com.br') return send(500, { message: 'Erro interno do servidor.' });
          return send(401, { message: 'Credenciais não conferem.' });
        }
        if (req.url === '/api/auth/me') {
          const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
          authorizations.push(token);
          // Slow enough that requests of two users overlap.
          await new Promise((resolve) => setTimeout(resolve, 50));
          const user = USERS[token];
          return user ? send(200, { user }) : send(401, { message: 'Sessão expirada.' });
        }
        send(404, { message: 'Recurso não encontrado.' });
      })(),
  );
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({ port: 0, apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, apiKey: API_KEY });
});

afterAll(async () => {
  await gateway?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

const login = (email: string) => graphql<LoginData>(gateway.url, LOGIN, { email, password: 'qualquer' });
const MISSING = { ok: false, session: null, error: { message: 'Erro ao recuperar dados da empresa ou usuário.', fieldErrors: [] } };

describe('a sign-in answer the web app cannot use', () => {
  it('is a failure with the spec message when the user, the token or a known role is missing', async () => {
    for (const email of ['sem-token@exemplo.com.br', 'sem-usuario@exemplo.com.br', 'papel-estranho@exemplo.com.br']) {
      expect(await login(email)).toEqual({ status: 200, data: { login: MISSING } });
    }
  });

  it("keeps the upstream's own refusal text", async () => {
    expect((await login('outra@exemplo.com.br')).data?.login.error).toEqual({ message: 'Credenciais não conferem.', fieldErrors: [] });
  });

  it('reads ids as text, roles in any case and a missing permission list', async () => {
    expect((await login('rui@exemplo.com.br')).data?.login).toEqual({
      ok: true,
      session: {
        token: 'token-do-rui',
        user: { id: '22', name: 'Rui Prado', email: 'rui@exemplo.com.br', role: 'ADMIN', permissions: [] },
      },
      error: null,
    });
  });

  it('reports a failing sign-in service as an error, not as wrong credentials', async () => {
    const answer = await login('quebra@exemplo.com.br');
    expect(answer.data).toBeNull();
    expect(errorsOf(answer)).toEqual([{ code: 'UPSTREAM_ERROR', message: 'Erro interno do servidor.', path: ['login'] }]);
  });
});

describe('no session in the gateway', () => {
  it("sends each request's token with that request's calls only, even when they overlap", async () => {
    authorizations.length = 0;
    const query = '{ me { id role } }';
    const [ana, rui, nobody, expired] = await Promise.all([
      graphqlAs(gateway.url, 'token-da-ana', query),
      graphqlAs(gateway.url, 'token-do-rui', query),
      graphqlAs(gateway.url, null, query),
      graphqlAs(gateway.url, 'token-vencido', query),
    ]);
    expect(ana.data).toEqual({ me: { id: '21', role: 'BROKER' } });
    expect(rui.data).toEqual({ me: { id: '22', role: 'ADMIN' } });
    expect(nobody.data).toEqual({ me: null });
    expect(expired.data).toEqual({ me: null });
    expect(authorizations.sort()).toEqual(['', 'token-da-ana', 'token-do-rui', 'token-vencido']);
  });
});
