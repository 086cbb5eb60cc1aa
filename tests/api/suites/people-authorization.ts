import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../api/src/db/schema.js';
import { insertTestCompany } from '../support/companies.js';
import { registrationForm } from '../support/registration.js';
import { asStaff, createStaffUser, FORBIDDEN, insertClient, insertSession, INVALID_SESSION, jsonBody } from '../support/staff.js';
import { createTestApi, type Dialect, type RequestOptions, type TestApi } from '../support/test-api.js';
import { countRows, uniqueEmail, userRow } from '../support/people.js';

interface Account {
  label: string;
  role: UserRole;
  permissions: readonly string[];
  id: number;
  token: string;
}

interface BuiltCall {
  path: string;
  options: RequestOptions;
  /** What the call would change: it must read the same after a refusal. */
  state: () => Promise<unknown>;
}

/**
 * One people call. `permission` lets a user through; `brokersRefused` marks calls a user with role broker
 * may never make (creating someone). Calls on one record act on the caller's own record when the caller
 * is a broker (the only record a broker may touch), else on a fresh record holding no permission.
 */
interface PeopleCall {
  label: string;
  permission: string;
  allowed: number;
  brokersRefused?: boolean;
  build(account: Pick<Account, 'id' | 'role'>): Promise<BuiltCall>;
}

const PEOPLE_PERMISSIONS = ['clientes', 'corretores', 'usuarios', 'empresa'];

/** Each role with every people permission, and without any. */
const ACCOUNTS: ReadonlyArray<Omit<Account, 'id' | 'token'>> = [
  { label: 'corretor com as permissões', role: 'broker', permissions: ['imoveis', ...PEOPLE_PERMISSIONS] },
  { label: 'corretor sem elas', role: 'broker', permissions: ['imoveis', 'videos'] },
  { label: 'líder com as permissões', role: 'leadbroker', permissions: PEOPLE_PERMISSIONS },
  { label: 'líder sem elas', role: 'leadbroker', permissions: ['imoveis'] },
  {
    label: 'corretor administrador com tudo',
    role: 'adminbroker',
    permissions: ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa'],
  },
  { label: 'corretor administrador sem elas', role: 'adminbroker', permissions: ['videos', 'modelos-documento'] },
  { label: 'administrativo com as permissões', role: 'administrative', permissions: ['imoveis', ...PEOPLE_PERMISSIONS] },
  { label: 'administrativo sem permissões', role: 'administrative', permissions: [] },
];

const MALFORMED_AUTHORIZATIONS = ['Bearer', 'Token abc', 'Bearer a b', 'Basic dXN1YXJpbzpzZW5oYQ=='];

function multipart(fields: Record<string, string>): FormData {
  return registrationForm(fields, []);
}

/** Every call of the clients, brokers, users and company screens × who may make it. */
export function peopleAuthorizationSuite(dialect: Dialect): void {
  describe('authorization of every people call', () => {
    let testApi: TestApi;
    const accounts: Account[] = [];

    const userState = (id: number) => async () => ({ row: await userRow(testApi, id) });
    const clientTarget = async () => {
      const id = await insertClient(testApi, { name: 'Cliente Alvo', email: uniqueEmail('cliente') });
      return { id, state: async () => testApi.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst() };
    };
    const companyTarget = async () => {
      const id = await insertTestCompany(testApi, {
        creci: 'J-1',
        name: 'Empresa Alvo',
        whatsapp: '19998124500',
        email: 'alvo@exemplo.com.br',
      });
      return { id, state: async () => testApi.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst() };
    };
    /** The caller's own record for a broker; else a fresh person of `role` with no permission. */
    const personTarget = async (account: Pick<Account, 'id' | 'role'>, role: UserRole) =>
      account.role === 'broker' ? account.id : createStaffUser(testApi, { email: uniqueEmail('alvo'), role, permissions: [] });
    const count = (table: 'users' | 'clients' | 'companies') => () => countRows(testApi, table);

    const CALLS: PeopleCall[] = [
      {
        label: 'GET /api/clients/{id}',
        permission: 'clientes',
        allowed: 200,
        build: async () => {
          const t = await clientTarget();
          return { path: `/api/clients/${t.id}`, options: {}, state: t.state };
        },
      },
      {
        label: 'POST /api/clients',
        permission: 'clientes',
        allowed: 201,
        build: () =>
          Promise.resolve({
            path: '/api/clients',
            options: { method: 'POST', ...jsonBody({ name: 'Novo Cliente', email: uniqueEmail('novo'), phone: '19981112233' }) },
            state: count('clients'),
          }),
      },
      {
        label: 'PUT /api/clients/{id}',
        permission: 'clientes',
        allowed: 200,
        build: async () => {
          const t = await clientTarget();
          return { path: `/api/clients/${t.id}`, options: { method: 'PUT', ...jsonBody({ name: 'Nome alterado' }) }, state: t.state };
        },
      },

      {
        label: 'GET /api/brokers/{id}',
        permission: 'corretores',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'broker');
          return { path: `/api/brokers/${id}`, options: {}, state: userState(id) };
        },
      },
      {
        label: 'POST /api/brokers',
        permission: 'corretores',
        allowed: 201,
        brokersRefused: true,
        build: () =>
          Promise.resolve({
            path: '/api/brokers',
            options: {
              method: 'POST',
              body: multipart({
                name: 'Novo Corretor',
                email: uniqueEmail('novo'),
                creci: '1-F',
                phone: '19990001111',
                password: 'senha-123',
              }),
            },
            state: count('users'),
          }),
      },
      {
        label: 'POST /api/brokers/{id} (_method=PUT)',
        permission: 'corretores',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'broker');
          return {
            path: `/api/brokers/${id}`,
            options: { method: 'POST', body: multipart({ _method: 'PUT', name: 'Nome alterado' }) },
            state: userState(id),
          };
        },
      },
      {
        label: 'PUT /api/brokers/{id}',
        permission: 'corretores',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'broker');
          return { path: `/api/brokers/${id}`, options: { method: 'PUT', body: multipart({ is_plantao: '1' }) }, state: userState(id) };
        },
      },
      {
        label: 'PUT /api/brokers/{id}/password',
        permission: 'corretores',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'broker');
          return {
            path: `/api/brokers/${id}/password`,
            options: { method: 'PUT', ...jsonBody({ password: 'senha-nova-123' }) },
            state: userState(id),
          };
        },
      },

      {
        label: 'GET /api/users',
        permission: 'usuarios',
        allowed: 200,
        build: () => Promise.resolve({ path: '/api/users?email=quem%40exemplo.com.br', options: {}, state: count('users') }),
      },
      {
        label: 'GET /api/users/{id}',
        permission: 'usuarios',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'administrative');
          return { path: `/api/users/${id}`, options: {}, state: userState(id) };
        },
      },
      {
        label: 'POST /api/users',
        permission: 'usuarios',
        allowed: 201,
        brokersRefused: true,
        build: () =>
          Promise.resolve({
            path: '/api/users',
            options: {
              method: 'POST',
              ...jsonBody({
                name: 'Novo Usuário',
                email: uniqueEmail('novo'),
                phone: '19990001111',
                password: 'senha-123',
                role: 'administrative',
                permissions: [],
              }),
            },
            state: count('users'),
          }),
      },
      {
        label: 'PUT /api/users/{id}',
        permission: 'usuarios',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'administrative');
          return { path: `/api/users/${id}`, options: { method: 'PUT', ...jsonBody({ name: 'Nome alterado' }) }, state: userState(id) };
        },
      },
      {
        label: 'PUT /api/users/{id}/password',
        permission: 'usuarios',
        allowed: 200,
        build: async (account) => {
          const id = await personTarget(account, 'administrative');
          return {
            path: `/api/users/${id}/password`,
            options: { method: 'PUT', ...jsonBody({ password: 'senha-nova-123' }) },
            state: userState(id),
          };
        },
      },

      {
        label: 'GET /api/enterprises',
        permission: 'empresa',
        allowed: 200,
        build: () =>
          Promise.resolve({
            path: '/api/enterprises?page=1&per_page=10&sortBy=name&sortOrder=asc',
            options: {},
            state: count('companies'),
          }),
      },
      {
        label: 'GET /api/enterprises/{id}',
        permission: 'empresa',
        allowed: 200,
        build: async () => {
          const t = await companyTarget();
          return { path: `/api/enterprises/${t.id}`, options: {}, state: t.state };
        },
      },
      {
        label: 'POST /api/enterprises',
        permission: 'empresa',
        allowed: 201,
        build: () =>
          Promise.resolve({
            path: '/api/enterprises',
            options: {
              method: 'POST',
              ...jsonBody({
                document: '11222333000181',
                name: 'Nova Empresa',
                email: 'nova@exemplo.com.br',
                whatsapp: '19998124500',
                creci: 'J-2',
              }),
            },
            state: count('companies'),
          }),
      },
      {
        label: 'PUT /api/enterprises/{id}',
        permission: 'empresa',
        allowed: 200,
        build: async () => {
          const t = await companyTarget();
          return { path: `/api/enterprises/${t.id}`, options: { method: 'PUT', ...jsonBody({ name: 'Nome alterado' }) }, state: t.state };
        },
      },
    ];

    /** Sends the call with the given Authorization header (or none) and checks status, body and that nothing changed. */
    async function expectAnswer(
      call: PeopleCall,
      account: Pick<Account, 'id' | 'role'>,
      authorization: string | undefined,
      status: number,
      label: string,
    ) {
      const built = await call.build(account);
      const before = await built.state();
      const headers = { ...built.options.headers, ...(authorization === undefined ? {} : { authorization }) };
      const response = await testApi.request(built.path, { ...built.options, headers });
      expect(response.status, `${call.label} — ${label}: ${response.text}`).toBe(status);
      if (status === 401) expect(response.json, label).toEqual(INVALID_SESSION);
      if (status === 403) expect(response.json, label).toEqual(FORBIDDEN);
      if (status >= 400) expect(await built.state(), `${call.label} — ${label}: algo mudou`).toEqual(before);
    }

    beforeAll(async () => {
      testApi = await createTestApi({ dialect, seedDemo: false });
      for (const [index, account] of ACCOUNTS.entries()) {
        const id = await createStaffUser(testApi, {
          email: `pessoas${index}@imobiliaria-teste.com.br`,
          role: account.role,
          permissions: account.permissions,
        });
        accounts.push({ ...account, id, token: await insertSession(testApi, id) });
      }
    });
    afterAll(async () => {
      await testApi?.dispose();
    });

    describe.each(CALLS)('$label', (call) => {
      it('answers 401 without a valid session: none, malformed, unknown, expired, revoked, inactive user', async () => {
        const owner = accounts.find((account) => account.role === 'administrative' && account.permissions.includes('usuarios'));
        if (owner === undefined) throw new Error('sem administrativo');
        await expectAnswer(call, owner, undefined, 401, 'sem token');
        for (const authorization of MALFORMED_AUTHORIZATIONS)
          await expectAnswer(call, owner, authorization, 401, `malformado "${authorization}"`);
        await expectAnswer(call, owner, `Bearer ${randomBytes(32).toString('base64url')}`, 401, 'desconhecido');
        await expectAnswer(call, owner, `Bearer ${await insertSession(testApi, owner.id, -1000)}`, 401, 'expirado');
        const revoked = await insertSession(testApi, owner.id);
        expect((await asStaff(testApi, revoked, '/api/auth/logout', { method: 'POST' })).status).toBe(204);
        await expectAnswer(call, owner, `Bearer ${revoked}`, 401, 'revogado');
        const inactive = await createStaffUser(testApi, {
          email: uniqueEmail('inativo'),
          role: 'administrative',
          permissions: PEOPLE_PERMISSIONS,
        });
        const inactiveToken = await insertSession(testApi, inactive);
        await testApi.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive).execute();
        await expectAnswer(call, { id: inactive, role: 'administrative' }, `Bearer ${inactiveToken}`, 401, 'usuário inativo');
      });

      it.each(ACCOUNTS.map((account, index) => ({ ...account, index })))(
        'answers $label as its role and permissions say',
        async ({ index }) => {
          const account = accounts[index];
          if (account === undefined) throw new Error('conta não criada');
          const holds = account.permissions.includes(call.permission);
          const allowed = holds && !(call.brokersRefused === true && account.role === 'broker');
          await expectAnswer(call, account, `Bearer ${account.token}`, allowed ? call.allowed : 403, account.label);
        },
      );
    });
  });
}
