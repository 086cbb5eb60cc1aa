import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../../api/src/db/schema.js';
import { registrationForm } from '../support/registration.js';
import { mediaCalls } from './media-calls.js';
import {
  asStaff,
  createStaffUser,
  FORBIDDEN,
  insertSession,
  insertTestProperty,
  INVALID_SESSION,
  jsonBody,
  PROPERTY_NOT_FOUND,
  propertyRow,
  tokenFor,
} from '../support/staff.js';
import { createTestApi, type Dialect, type RequestOptions, type TestApi } from '../support/test-api.js';

interface Account {
  label: string;
  id: number;
  role: UserRole;
  permissions: readonly string[];
  token: string;
}

interface BuiltCall {
  path: string;
  options: RequestOptions;
  /** The property the call acts on: it must be left untouched whenever the call is refused. */
  propertyId?: number;
}

/**
 * One back-office call. `permissions`: any of them lets a user through (empty: any signed-in user).
 * `build` makes the request for a user; calls on one property get a fresh property of that user.
 */
interface BackOfficeCall {
  label: string;
  permissions: readonly string[];
  allowed: number;
  build(forUser: number): Promise<BuiltCall>;
}

/** Every user of the matrix: each role with and without the properties permission. */
const ACCOUNTS: ReadonlyArray<Omit<Account, 'id' | 'token'>> = [
  { label: 'corretor com imoveis', role: 'broker', permissions: ['imoveis'] },
  { label: 'corretor só com clientes', role: 'broker', permissions: ['clientes'] },
  { label: 'líder com imoveis e corretores', role: 'leadbroker', permissions: ['imoveis', 'corretores'] },
  { label: 'líder só com corretores', role: 'leadbroker', permissions: ['corretores'] },
  {
    label: 'corretor administrador com tudo',
    role: 'adminbroker',
    permissions: ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa'],
  },
  { label: 'corretor administrador só com videos', role: 'adminbroker', permissions: ['videos'] },
  { label: 'administrativo com clientes e imoveis', role: 'administrative', permissions: ['clientes', 'imoveis'] },
  { label: 'administrativo sem permissões', role: 'administrative', permissions: [] },
];

const MALFORMED_AUTHORIZATIONS = ['Bearer', 'Bearer ', 'Token abc', 'Bearer a b', 'Basic dXN1YXJpbzpzZW5oYQ=='];

function staffForm(fields: Record<string, string>): FormData {
  return registrationForm(fields, []);
}

/** Every back-office call of this slice × who may make it. Later slices add their calls here. */
export function authorizationSuite(dialect: Dialect): void {
  describe('authorization of every back-office call', () => {
    let testApi: TestApi;
    const accounts: Account[] = [];
    const otherBroker = { id: 0, token: '' };

    const ownProperty = async (forUser: number) => insertTestProperty(testApi, { user_id: forUser, title: `Imóvel de ${forUser}` });
    const onProperty = (method: string, suffix: string, options: (id: number) => RequestOptions) => async (forUser: number) => {
      const id = await ownProperty(forUser);
      return { path: `/api/properties/${id}${suffix}`, options: { method, ...options(id) }, propertyId: id };
    };
    const get = (path: string) => () => Promise.resolve({ path, options: {} });

    const CALLS: BackOfficeCall[] = [
      { label: 'GET /api/auth/me', permissions: [], allowed: 200, build: get('/api/auth/me') },
      { label: 'GET /api/permissions', permissions: [], allowed: 200, build: get('/api/permissions') },
      {
        label: 'GET /api/videos?type=internal&is_active=1',
        permissions: [],
        allowed: 200,
        build: get('/api/videos?type=internal&is_active=1'),
      },
      { label: 'GET /api/videos', permissions: ['videos'], allowed: 200, build: get('/api/videos') },
      { label: 'GET /api/videos?type=internal', permissions: ['videos'], allowed: 200, build: get('/api/videos?type=internal') },
      { label: 'GET /api/clients', permissions: ['clientes'], allowed: 200, build: get('/api/clients') },
      { label: 'GET /api/clients/choices', permissions: ['imoveis'], allowed: 200, build: get('/api/clients/choices?search=a') },
      { label: 'GET /api/properties/fetch', permissions: ['imoveis'], allowed: 200, build: get('/api/properties/fetch') },
      { label: 'GET /api/properties/{id}', permissions: ['imoveis'], allowed: 200, build: onProperty('GET', '', () => ({})) },
      {
        label: 'POST /api/properties',
        permissions: ['imoveis'],
        allowed: 201,
        build: () =>
          Promise.resolve({
            path: '/api/properties',
            options: {
              method: 'POST',
              body: staffForm({ title: 'Novo', operation: 'sale', status: 'in_analysis', type: 'house', price: '1', city: 'Campinas' }),
            },
          }),
      },
      {
        label: 'POST /api/properties/{id} (_method=PUT)',
        permissions: ['imoveis'],
        allowed: 200,
        build: onProperty('POST', '', () => ({ body: staffForm({ _method: 'PUT', title: 'Título alterado' }) })),
      },
      {
        label: 'PUT /api/properties/{id}',
        permissions: ['imoveis'],
        allowed: 200,
        build: onProperty('PUT', '', () => ({ body: staffForm({ title: 'Título alterado' }) })),
      },
      { label: 'DELETE /api/properties/{id}', permissions: ['imoveis'], allowed: 200, build: onProperty('DELETE', '', () => ({})) },
      {
        label: 'PUT /api/properties/{id}/status',
        permissions: ['imoveis'],
        allowed: 200,
        build: onProperty('PUT', '/status', () => jsonBody({ status: 'approved', notify_client: 0 })),
      },
      {
        label: 'POST /api/auth/logout',
        permissions: [],
        allowed: 204,
        build: () => Promise.resolve({ path: '/api/auth/logout', options: { method: 'POST' } }),
      },
      ...mediaCalls(() => testApi),
    ];

    /** Sends the call with the given Authorization header (or none) and checks status, body and that nothing changed. */
    async function expectAnswer(call: BackOfficeCall, forUser: number, authorization: string | undefined, status: number, label: string) {
      const built = await call.build(forUser);
      const before = built.propertyId === undefined ? undefined : await propertyRow(testApi, built.propertyId);
      const headers = { ...built.options.headers, ...(authorization === undefined ? {} : { authorization }) };
      const response = await testApi.request(built.path, { ...built.options, headers });
      expect(response.status, `${call.label} — ${label}: ${response.text}`).toBe(status);
      if (status === 401) expect(response.json, label).toEqual(INVALID_SESSION);
      if (status === 403) expect(response.json, label).toEqual(FORBIDDEN);
      if (status >= 400 && built.propertyId !== undefined) {
        expect(await propertyRow(testApi, built.propertyId), `${call.label} — ${label}: imóvel alterado`).toEqual(before);
      }
    }

    beforeAll(async () => {
      testApi = await createTestApi({ dialect, seedDemo: false });
      for (const [index, account] of ACCOUNTS.entries()) {
        const email = `equipe${index}@imobiliaria-teste.com.br`;
        const id = await createStaffUser(testApi, { email, role: account.role, permissions: account.permissions });
        // Sign-in itself is tested apart (each one costs an argon2 verification); here sessions are written directly.
        accounts.push({ ...account, id, token: index === 0 ? await tokenFor(testApi, email) : await insertSession(testApi, id) });
      }
      otherBroker.id = await createStaffUser(testApi, {
        email: 'outro.corretor@imobiliaria-teste.com.br',
        role: 'broker',
        permissions: ['imoveis'],
      });
      otherBroker.token = await insertSession(testApi, otherBroker.id);
    });
    afterAll(async () => {
      await testApi?.dispose();
    });

    describe.each(CALLS)('$label', (call) => {
      it('answers 401 without a valid session: none, malformed, unknown, expired, revoked, inactive user', async () => {
        const owner = accounts.find((account) => account.role === 'administrative')?.id ?? 0;
        await expectAnswer(call, owner, undefined, 401, 'sem token');
        for (const authorization of MALFORMED_AUTHORIZATIONS)
          await expectAnswer(call, owner, authorization, 401, `malformado "${authorization}"`);
        await expectAnswer(call, owner, `Bearer ${randomBytes(32).toString('base64url')}`, 401, 'desconhecido');
        await expectAnswer(call, owner, `Bearer ${await insertSession(testApi, owner, -1000)}`, 401, 'expirado');

        const revoked = await insertSession(testApi, owner);
        expect((await asStaff(testApi, revoked, '/api/auth/logout', { method: 'POST' })).status).toBe(204);
        await expectAnswer(call, owner, `Bearer ${revoked}`, 401, 'revogado');

        const inactive = await createStaffUser(testApi, {
          email: `inativo-${randomBytes(4).toString('hex')}@imobiliaria-teste.com.br`,
          role: 'administrative',
          permissions: ['imoveis', 'clientes', 'videos'],
        });
        const inactiveToken = await insertSession(testApi, inactive);
        await testApi.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive).execute();
        await expectAnswer(call, inactive, `Bearer ${inactiveToken}`, 401, 'usuário inativo');
      });

      it.each(ACCOUNTS.map((account, index) => ({ ...account, index })))('answers $label as its permissions say', async ({ index }) => {
        const account = accounts[index];
        if (account === undefined) throw new Error('conta não criada');
        const allowed = call.permissions.length === 0 || call.permissions.some((permission) => account.permissions.includes(permission));
        // Logging out ends the session: that call gets a session of its own.
        const token = call.label.endsWith('logout') ? await insertSession(testApi, account.id) : account.token;
        await expectAnswer(call, account.id, `Bearer ${token}`, allowed ? call.allowed : 403, account.label);
      });
    });

    describe("a broker and someone else's property", () => {
      const broker = () => {
        const account = accounts.find((candidate) => candidate.role === 'broker' && candidate.permissions.includes('imoveis'));
        if (account === undefined) throw new Error('sem corretor');
        return account;
      };

      it.each([
        { label: 'GET', method: 'GET', suffix: '', options: {} },
        { label: 'POST _method=PUT', method: 'POST', suffix: '', options: { body: staffForm({ _method: 'PUT', title: 'Invadido' }) } },
        { label: 'PUT', method: 'PUT', suffix: '', options: { body: staffForm({ title: 'Invadido' }) } },
        {
          label: 'POST _method=PUT with an invalid form (the upload is never read)',
          method: 'POST',
          suffix: '',
          options: { body: staffForm({ _method: 'PUT', title: '', price: '-1', status: 'vendido', imagesToDelete: 'nao-e-json' }) },
        },
        { label: 'DELETE', method: 'DELETE', suffix: '', options: {} },
        {
          label: 'PUT status',
          method: 'PUT',
          suffix: '/status',
          options: jsonBody({ status: 'rejected', notify_client: 0, reason: 'Fotos ilegíveis.' }),
        },
      ])('answers 404 "O imóvel não foi encontrado." to $label and leaves the property as it was', async ({ method, suffix, options }) => {
        const id = await ownProperty(otherBroker.id);
        const before = await propertyRow(testApi, id);
        const response = await asStaff(testApi, broker().token, `/api/properties/${id}${suffix}`, { method, ...options });
        expect(response.status).toBe(404);
        expect(response.json).toEqual(PROPERTY_NOT_FOUND);
        expect(await propertyRow(testApi, id)).toEqual(before);
        // The same call is no secret to a lead broker.
        const lead = accounts.find((account) => account.role === 'leadbroker' && account.permissions.includes('imoveis'));
        if (method === 'GET') expect((await asStaff(testApi, lead?.token ?? '', `/api/properties/${id}`)).status).toBe(200);
      });

      it("lists only the broker's own properties, whatever broker_id asks for", async () => {
        const mine = await ownProperty(broker().id);
        const theirs = await ownProperty(otherBroker.id);
        for (const query of ['', `?broker_id=${otherBroker.id}`]) {
          const response = await asStaff(testApi, broker().token, `/api/properties/fetch${query}`);
          const listed =
            (response.json as { data: Array<{ properties: Array<{ id: number; user_id: number | null }> }> }).data[0]?.properties ?? [];
          expect(listed.some((property) => property.id === mine)).toBe(true);
          expect(listed.some((property) => property.id === theirs)).toBe(false);
          expect(listed.every((property) => property.user_id === broker().id)).toBe(true);
        }
      });

      it('lets other roles see every property and narrow the list with broker_id', async () => {
        const theirs = await ownProperty(otherBroker.id);
        const lead = accounts.find((account) => account.role === 'leadbroker' && account.permissions.includes('imoveis'));
        const all = await asStaff(testApi, lead?.token ?? '', '/api/properties/fetch');
        const allIds = (all.json as { data: Array<{ properties: Array<{ id: number; user_id: number }> }> }).data[0]?.properties ?? [];
        expect(new Set(allIds.map((property) => property.user_id)).size).toBeGreaterThan(2);
        const narrowed = await asStaff(testApi, lead?.token ?? '', `/api/properties/fetch?broker_id=${otherBroker.id}`);
        const listed = (narrowed.json as { data: Array<{ properties: Array<{ id: number; user_id: number }> }> }).data[0]?.properties ?? [];
        expect(listed.some((property) => property.id === theirs)).toBe(true);
        expect(listed.every((property) => property.user_id === otherBroker.id)).toBe(true);
        const bad = await asStaff(testApi, lead?.token ?? '', '/api/properties/fetch?broker_id=ana');
        expect(bad.status).toBe(422);
      });

      it("keeps a broker's property their own, whatever user_id is sent on create and update", async () => {
        const created = await asStaff(testApi, broker().token, '/api/properties', {
          method: 'POST',
          body: staffForm({
            title: 'Meu imóvel',
            operation: 'rent',
            status: 'in_analysis',
            type: 'apartment',
            price: '2000',
            city: 'Campinas',
            user_id: String(otherBroker.id),
          }),
        });
        expect(created.status).toBe(201);
        const id = (created.json as { data: { id: number; user_id: number } }).data.id;
        expect((created.json as { data: { user_id: number } }).data.user_id).toBe(broker().id);
        const updated = await asStaff(testApi, broker().token, `/api/properties/${id}`, {
          method: 'POST',
          body: staffForm({ _method: 'PUT', user_id: String(otherBroker.id) }),
        });
        expect(updated.status).toBe(200);
        expect((await propertyRow(testApi, id))?.user_id).toBe(broker().id);
      });
    });
  });
}
