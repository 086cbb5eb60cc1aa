/**
 * Sign-in, session and permissions through the gateway against the real API: the gateway keeps no
 * session, it forwards the browser's bearer token on every REST call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createStaffUser,
  errorsOf,
  FORBIDDEN,
  graphqlAs,
  INVALID_SESSION,
  LOGIN,
  signIn,
  withDatabase,
  type LoginData,
} from './back-office-support.js';
import { graphql } from './support.js';
import { DAY_WINDOW_MS } from '../support/rate-windows.js';

const ALL_PERMISSIONS = [
  'imoveis',
  'clientes',
  'corretores',
  'videos',
  'modelos-documento',
  'usuarios',
  'empresa',
  'leads',
  'agenda',
  'privacidade',
];
const ME = /* GraphQL */ `
  {
    me {
      id
      name
      email
      role
      permissions {
        identifier
      }
    }
  }
`;
const PERMISSIONS = /* GraphQL */ `
  {
    permissions {
      id
      description
      identifier
    }
  }
`;

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({
    seedDemo: false,
    adminPassword: ADMIN_PASSWORD,
    rateLimits: { loginAccount: { max: 3, windowMs: DAY_WINDOW_MS }, loginAddress: { max: 1000, windowMs: DAY_WINDOW_MS } },
  });
  await createStaffUser(stack.dataDir, {
    name: 'Beatriz Ramos',
    email: 'beatriz@horizonte.test',
    password: 'senha-da-beatriz',
    role: 'leadbroker',
    permissions: ['clientes', 'videos'],
  });
});

afterAll(async () => {
  await stack?.close();
});

const login = (email: string | null, password: string | null) => graphql<LoginData>(stack.gatewayUrl, LOGIN, { email, password });

describe('login', () => {
  it('opens a session for the seeded administrator, with every permission', async () => {
    const answer = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.errors).toBeUndefined();
    const { ok, session, error } = answer.data!.login;
    expect({ ok, error }).toEqual({ ok: true, error: null });
    expect(session?.token).toMatch(/^\S{20,}$/);
    expect(session?.user).toMatchObject({ name: 'Administrador', email: ADMIN_EMAIL, role: 'ADMINISTRATIVE' });
    expect(session?.user.id).toMatch(/^\d+$/);
    expect(session?.user.permissions.map((permission) => permission.identifier)).toEqual(ALL_PERMISSIONS);
  });

  it("answers wrong credentials as data with the API's message, the same for an unknown e-mail", async () => {
    const wrongPassword = await login(ADMIN_EMAIL, 'senha-errada');
    const unknownEmail = await login('ninguem@horizonte.test', 'qualquer-senha');
    const refusal = { ok: false, session: null, error: { message: 'E-mail ou senha inválidos.', fieldErrors: [] } };
    expect(wrongPassword).toEqual({ status: 200, data: { login: refusal } });
    expect(unknownEmail).toEqual({ status: 200, data: { login: refusal } });
  });

  it('answers empty fields as data with the spec message, each field named', async () => {
    const answer = await login('', null);
    expect(answer.data?.login).toEqual({
      ok: false,
      session: null,
      error: {
        message: 'Por favor, preencha todos os campos.',
        fieldErrors: [
          { field: 'email', message: 'Campo obrigatório.' },
          { field: 'password', message: 'Campo obrigatório.' },
        ],
      },
    });
  });

  it("answers too many failed attempts for one account with the API's 429 and Retry-After", async () => {
    const email = 'alvo@horizonte.test';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(email, `tentativa-${attempt}`)).data?.login.error?.message).toBe('E-mail ou senha inválidos.');
    }
    const answer = await login(email, 'mais-uma');
    expect(answer).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^[1-9]\d*$/) as string,
      data: null,
      errors: [
        {
          message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
          path: ['login'],
          locations: expect.any(Array) as unknown[],
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: Number(answer.retryAfter) },
        },
      ],
    });
  });

  it('ignores a stale bearer token sent along with a sign-in', async () => {
    const answer = await graphqlAs<LoginData>(stack.gatewayUrl, 'token-velho-e-invalido', LOGIN, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(answer.data?.login.ok).toBe(true);
  });
});

describe('me and permissions', () => {
  it('reads the user of the bearer token, and null without a valid one', async () => {
    const token = await signIn(stack.gatewayUrl, 'beatriz@horizonte.test', 'senha-da-beatriz');
    const mine = await graphqlAs<{ me: unknown }>(stack.gatewayUrl, token, ME);
    expect(mine).toEqual({
      status: 200,
      data: {
        me: {
          id: expect.stringMatching(/^\d+$/) as string,
          name: 'Beatriz Ramos',
          email: 'beatriz@horizonte.test',
          role: 'LEADBROKER',
          permissions: [{ identifier: 'clientes' }, { identifier: 'videos' }],
        },
      },
    });
    expect(await graphqlAs(stack.gatewayUrl, null, ME)).toEqual({ status: 200, data: { me: null } });
    expect(await graphqlAs(stack.gatewayUrl, 'nao-e-um-token', ME)).toEqual({ status: 200, data: { me: null } });
  });

  it('lists every permission to a signed-in user, whatever they hold', async () => {
    const token = await signIn(stack.gatewayUrl, 'beatriz@horizonte.test', 'senha-da-beatriz');
    const answer = await graphqlAs<{ permissions: { id: string; description: string; identifier: string }[] }>(
      stack.gatewayUrl,
      token,
      PERMISSIONS,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.permissions.map((permission) => permission.identifier)).toEqual(ALL_PERMISSIONS);
    expect(answer.data?.permissions[0]).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      description: 'Imóveis',
      identifier: 'imoveis',
    });
  });

  it('refuses the permission list without a session: UNAUTHENTICATED with the pt-BR message', async () => {
    for (const token of [null, 'nao-e-um-token']) {
      const answer = await graphqlAs(stack.gatewayUrl, token, PERMISSIONS);
      expect(answer.data).toBeNull();
      expect(errorsOf(answer)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['permissions'] }]);
    }
  });

  it('refuses a call the user has no permission for: FORBIDDEN with the pt-BR message', async () => {
    const token = await signIn(stack.gatewayUrl, 'beatriz@horizonte.test', 'senha-da-beatriz');
    const answer = await graphqlAs(stack.gatewayUrl, token, '{ staffPropertyPage { total } }');
    expect(errorsOf(answer)).toEqual([{ code: 'FORBIDDEN', message: FORBIDDEN, path: ['staffPropertyPage'] }]);
  });
});

describe('public queries', () => {
  it('answer the same with a stale token, which they never need', async () => {
    const query = '{ consultants { id } properties(perPage: 1) { total } company { name } }';
    const anonymous = await graphqlAs(stack.gatewayUrl, null, query);
    const stale = await graphqlAs(stack.gatewayUrl, 'token-vencido-de-outra-visita', query);
    expect(anonymous.errors).toBeUndefined();
    expect(stale).toEqual(anonymous);
  });
});

describe('logout', () => {
  it('revokes the token of the request: later calls with it are refused', async () => {
    const token = await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const other = await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await graphqlAs(stack.gatewayUrl, token, 'mutation { logout }')).toEqual({ status: 200, data: { logout: true } });
    expect((await graphqlAs(stack.gatewayUrl, token, ME)).data).toEqual({ me: null });
    expect(errorsOf(await graphqlAs(stack.gatewayUrl, token, PERMISSIONS))).toEqual([
      { code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['permissions'] },
    ]);
    expect((await graphqlAs<{ me: { email: string } }>(stack.gatewayUrl, other, ME)).data?.me.email).toBe(ADMIN_EMAIL);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const answer = await graphqlAs(stack.gatewayUrl, null, 'mutation { logout }');
    expect(errorsOf(answer)).toEqual([{ code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['logout'] }]);
  });
});

describe('a forgotten password', () => {
  const REQUEST = /* GraphQL */ `
    mutation ($email: String) {
      requestPasswordReset(email: $email) {
        ok
        message
        error {
          message
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `;
  const RESET = /* GraphQL */ `
    mutation ($token: String, $password: String) {
      resetPassword(token: $token, password: $password) {
        ok
        message
        error {
          message
        }
      }
    }
  `;
  interface ActionData {
    ok: boolean;
    message: string | null;
    error: { message: string; fieldErrors?: { field: string; message: string }[] } | null;
  }

  it('mails a link that sets a new password once, with the same answer for an e-mail nobody has', async () => {
    await createStaffUser(stack.dataDir, {
      name: 'Otávio Lemos',
      email: 'otavio@horizonte.test',
      password: 'senha-do-otavio',
      role: 'broker',
      permissions: ['imoveis'],
    });
    const asked = await graphql<{ requestPasswordReset: ActionData }>(stack.gatewayUrl, REQUEST, { email: 'otavio@horizonte.test' });
    const nobody = await graphql<{ requestPasswordReset: ActionData }>(stack.gatewayUrl, REQUEST, { email: 'ninguem@horizonte.test' });
    expect(asked.data?.requestPasswordReset).toEqual(nobody.data?.requestPasswordReset);
    expect(asked.data?.requestPasswordReset).toMatchObject({ ok: true, error: null });
    const malformed = await graphql<{ requestPasswordReset: ActionData }>(stack.gatewayUrl, REQUEST, { email: 'sem-arroba' });
    expect(malformed.data?.requestPasswordReset.error?.fieldErrors).toEqual([
      { field: 'email', message: 'Por favor, insira um e-mail válido.' },
    ]);

    const body = withDatabase(stack.dataDir, (database) =>
      database.prepare("SELECT body FROM outbox WHERE kind = 'password_reset' AND to_address = ?").pluck().get('otavio@horizonte.test'),
    ) as string;
    const token = /#token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
    const reset = await graphql<{ resetPassword: ActionData }>(stack.gatewayUrl, RESET, { token, password: 'nova-senha-do-otavio' });
    expect(reset.data?.resetPassword).toEqual({ ok: true, message: 'Senha alterada com sucesso! Entre com a nova senha.', error: null });
    expect((await login('otavio@horizonte.test', 'nova-senha-do-otavio')).data?.login.ok).toBe(true);
    const again = await graphql<{ resetPassword: ActionData }>(stack.gatewayUrl, RESET, { token, password: 'outra-senha-qualquer' });
    expect(again.data?.resetPassword.ok).toBe(false);
    expect(again.data?.resetPassword.error?.message).toMatch(/^Este link para criar uma nova senha não vale mais/);
  });
});
