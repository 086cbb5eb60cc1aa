import { beforeAll, describe, expect, it } from 'vitest';
import { changesOf, entryCount, newestEntry, recordHistory, storedEntries } from '../support/audit.js';
import {
  ALL_PERMISSIONS,
  expectStatus,
  permissionIds,
  sendForm,
  sendJson,
  staffAccount,
  uniqueEmail,
  usePeopleApi,
  userRow,
} from '../support/people.js';
import { bandedPhoto, PDF_BYTES } from '../support/photos.js';
import { photo } from '../support/registration.js';
import { asStaff, FORBIDDEN } from '../support/staff.js';
import type { ApiResponse, Dialect, TestApi } from '../support/test-api.js';

const BROKER_PASSWORD = 'senha-do-corretor';
const USER_PASSWORD = 'senha-da-marta';
const NEW_PASSWORD = 'nova senha 2026';
const PASSWORD_SECRET = [{ field: 'password_hash', secret: true }];
const LAST_ADMINISTRATOR =
  'Não é possível remover o acesso do último administrador: mantenha ao menos um usuário ativo com a permissão Usuários.';

interface CreatedAnswer {
  data: { id: number; image_url?: string | null };
}

function brokerFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: 'Juliana Prado',
    creci: '189012-F',
    phone: '(19) 99109-8765',
    email: uniqueEmail('corretora'),
    password: BROKER_PASSWORD,
    is_plantao: '1',
    ...overrides,
  };
}

function userFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Marta Campos',
    email: uniqueEmail('marta'),
    phone: '(19) 98888-1111',
    role: 'administrative',
    password: USER_PASSWORD,
    ...overrides,
  };
}

function createdId(response: ApiResponse): number {
  expectStatus(response, 201);
  return (response.json as CreatedAnswer).data.id;
}

function photoName(response: ApiResponse): string | undefined {
  return (response.json as CreatedAnswer).data.image_url?.replace('/images/', '');
}

/** Every stored row of the trail about one staff account, both tables, as text. */
async function storedText(testApi: TestApi, id: number): Promise<string> {
  const personal = await testApi.db
    .selectFrom('audit_personal_values')
    .selectAll()
    .where('record_type', '=', 'user')
    .where('record_id', '=', id)
    .execute();
  return JSON.stringify([await storedEntries(testApi, 'user', id), personal]);
}

/** Staff accounts (brokers and users alike): one entry per write, under record type 'user', passwords only as changed. */
export function auditPeopleSuite(dialect: Dialect): void {
  describe(`audit: people (${dialect})`, () => {
    const fixture = usePeopleApi(dialect);
    let jpeg: Buffer;
    let png: Buffer;
    const brokerForm = (path: string, fields: Record<string, string | undefined>, photos: Parameters<typeof sendForm>[4] = []) =>
      sendForm(fixture().testApi, fixture().admin.token, path, fields, photos);
    const adminJson = (method: string, path: string, body: unknown) =>
      sendJson(fixture().testApi, fixture().admin.token, method, path, body);

    /** Runs one write, expects `status` and exactly one new entry in the whole trail. */
    async function oneEntry(status: number, write: () => Promise<ApiResponse>): Promise<ApiResponse> {
      const before = await entryCount(fixture().testApi);
      const response = await write();
      expectStatus(response, status);
      expect(await entryCount(fixture().testApi)).toBe(before + 1);
      return response;
    }

    /** Runs each write (refused, or changing nothing), expects its status, and that the trail is as it was. */
    async function noEntry(refusals: readonly [number, () => Promise<ApiResponse>][]): Promise<void> {
      const before = await entryCount(fixture().testApi);
      for (const [status, write] of refusals) expectStatus(await write(), status);
      expect(await entryCount(fixture().testApi)).toBe(before);
    }

    beforeAll(async () => {
      [jpeg, png] = await Promise.all([bandedPhoto(400, 500), bandedPhoto(300, 300, 'png')]);
    });

    it("a broker created, changed and given a new password: one entry each, a 'user' named after the person", async () => {
      const { testApi, admin } = fixture();
      const fields = brokerFields();
      const created = await oneEntry(201, () => brokerForm('/api/brokers', fields, [photo('mainImage', jpeg, 'retrato.jpg')]));
      const id = createdId(created);
      const firstPhoto = photoName(created);
      const creation = await newestEntry(testApi, admin.token, 'user', id);
      expect(creation).toMatchObject({
        action: 'created',
        record_type: 'user',
        record_id: id,
        record_label: 'Juliana Prado',
        actor: { id: admin.id, name: 'Gestora Geral' },
      });
      expect(changesOf(creation)).toEqual({
        name: [null, 'Juliana Prado'],
        email: [null, fields.email],
        phone: [null, '19991098765'],
        creci: [null, '189012-F'],
        role: [null, 'broker'],
        is_active: [null, 1],
        is_plantao: [null, 1],
        image: [null, firstPhoto],
        permissions: [null, 'imoveis, leads'],
        password_hash: 'alterada',
      });

      const changed = await oneEntry(200, () =>
        brokerForm(`/api/brokers/${id}`, { _method: 'PUT', name: 'Juliana Prado Lima', is_plantao: '0' }, [
          photo('mainImage', png, 'novo.png', 'image/png'),
        ]),
      );
      const update = await newestEntry(testApi, admin.token, 'user', id);
      expect(update).toMatchObject({ action: 'updated', record_label: 'Juliana Prado Lima' });
      expect(changesOf(update)).toEqual({
        name: ['Juliana Prado', 'Juliana Prado Lima'],
        is_plantao: [1, 0],
        image: [firstPhoto, photoName(changed)],
      });

      await oneEntry(200, () => adminJson('PUT', `/api/brokers/${id}/password`, { password: NEW_PASSWORD }));
      const password = await newestEntry(testApi, admin.token, 'user', id);
      expect(password).toMatchObject({ action: 'updated', record_label: 'Juliana Prado Lima', changes: PASSWORD_SECRET });
      expect((await storedEntries(testApi, 'user', id)).map((entry) => entry.action)).toEqual(['updated', 'updated', 'created']);
    });

    it('a user created, changed, given other permissions and a new password: one entry each, permissions as one field', async () => {
      const { testApi, admin } = fixture();
      const fields = userFields({ permissions: await permissionIds(testApi, ['clientes', 'agenda']) });
      const id = createdId(await oneEntry(201, () => adminJson('POST', '/api/users', fields)));
      const creation = await newestEntry(testApi, admin.token, 'user', id);
      expect(creation).toMatchObject({ action: 'created', record_label: 'Marta Campos', actor: { id: admin.id } });
      expect(changesOf(creation)).toEqual({
        name: [null, 'Marta Campos'],
        email: [null, fields.email],
        phone: [null, '19988881111'],
        role: [null, 'administrative'],
        is_active: [null, 1],
        is_plantao: [null, 0],
        permissions: [null, 'agenda, clientes'],
        password_hash: 'alterada',
      });

      await oneEntry(200, () =>
        adminJson('PUT', `/api/users/${id}`, { creci: '200000-F', is_active: 0, permissions: [...(fields.permissions as number[])] }),
      );
      expect(changesOf(await newestEntry(testApi, admin.token, 'user', id))).toEqual({ creci: [null, '200000-F'], is_active: [1, 0] });

      const wider = await permissionIds(testApi, ['leads', 'clientes', 'agenda']);
      await oneEntry(200, () => adminJson('PUT', `/api/users/${id}`, { permissions: wider }));
      expect(changesOf(await newestEntry(testApi, admin.token, 'user', id))).toEqual({
        permissions: ['agenda, clientes', 'agenda, clientes, leads'],
      });
      await oneEntry(200, () => adminJson('PUT', `/api/users/${id}`, { permissions: [] }));
      expect(changesOf(await newestEntry(testApi, admin.token, 'user', id))).toEqual({
        permissions: ['agenda, clientes, leads', null],
      });

      await oneEntry(200, () => adminJson('PUT', `/api/users/${id}/password`, { password: NEW_PASSWORD }));
      const password = await newestEntry(testApi, admin.token, 'user', id);
      expect(password).toMatchObject({ action: 'updated', record_label: 'Marta Campos', changes: PASSWORD_SECRET });
      expect(await storedEntries(testApi, 'user', id)).toHaveLength(5);
    });

    it('someone changing their own password: the entry names them, and says only that it changed', async () => {
      const { testApi } = fixture();
      const broker = await staffAccount(testApi, { name: 'Rafael Souza', role: 'broker', permissions: ['corretores'] });
      await oneEntry(200, () => sendJson(testApi, broker.token, 'PUT', `/api/brokers/${broker.id}/password`, { password: NEW_PASSWORD }));
      const [entry] = await storedEntries(testApi, 'user', broker.id);
      expect(entry).toMatchObject({ actor_id: broker.id, actor_name: 'Rafael Souza', action: 'updated', record_label: 'Rafael Souza' });
      expect(JSON.parse(entry!.changes)).toEqual(PASSWORD_SECRET);
    });

    it('no hash nor password text is stored anywhere in the entries of an account', async () => {
      const { testApi } = fixture();
      const brokerId = createdId(await brokerForm('/api/brokers', brokerFields()));
      const userId = createdId(await adminJson('POST', '/api/users', userFields()));
      const hashes: string[] = [];
      for (const [id, base] of [
        [brokerId, '/api/brokers'],
        [userId, '/api/users'],
      ] as const) {
        hashes.push((await userRow(testApi, id))?.password_hash ?? '');
        expectStatus(await adminJson('PUT', `${base}/${id}/password`, { password: NEW_PASSWORD }), 200);
        hashes.push((await userRow(testApi, id))?.password_hash ?? '');
      }
      expect(hashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
      for (const id of [brokerId, userId]) {
        const stored = await storedText(testApi, id);
        expect(stored).toContain('password_hash');
        for (const secret of [...hashes, '$argon2', BROKER_PASSWORD, USER_PASSWORD, NEW_PASSWORD]) expect(stored).not.toContain(secret);
      }
    });

    it('a broker write refused (422, 409, 403, 404, a file refused) or changing nothing writes no entry', async () => {
      const { testApi, admin } = fixture();
      const id = createdId(await brokerForm('/api/brokers', brokerFields()));
      const clerk = await staffAccount(testApi, { role: 'administrative', permissions: ['corretores'] });
      const taken = admin.email;
      const pdf = new Blob([new Uint8Array(PDF_BYTES)], { type: 'image/jpeg' });
      await noEntry([
        [422, () => brokerForm('/api/brokers', brokerFields({ phone: '999' }))],
        [422, () => brokerForm('/api/brokers', brokerFields(), [photo('mainImage', pdf, 'retrato.jpg')])],
        [409, () => brokerForm('/api/brokers', brokerFields({ email: taken }), [photo('mainImage', jpeg)])],
        [422, () => brokerForm(`/api/brokers/${id}`, { _method: 'PUT', name: '' })],
        [409, () => brokerForm(`/api/brokers/${id}`, { _method: 'PUT', email: taken, name: 'Outro' }, [photo('mainImage', png)])],
        [403, () => sendForm(testApi, clerk.token, `/api/brokers/${id}`, { _method: 'PUT', name: 'Tomado' })],
        [403, () => sendJson(testApi, clerk.token, 'PUT', `/api/brokers/${id}/password`, { password: NEW_PASSWORD })],
        [404, () => brokerForm(`/api/brokers/${id + 100_000}`, { _method: 'PUT', name: 'Ninguém' })],
        [422, () => adminJson('PUT', `/api/brokers/${id}/password`, { password: '123' })],
        [200, () => brokerForm(`/api/brokers/${id}`, { _method: 'PUT', name: 'Juliana Prado' })],
      ]);
    });

    it('a user write refused (422, 409, 403) or changing nothing writes no entry', async () => {
      const { testApi, admin } = fixture();
      const id = createdId(await adminJson('POST', '/api/users', userFields()));
      const manager = await staffAccount(testApi, { role: 'administrative', permissions: ['usuarios', 'clientes'] });
      const [empresa] = await permissionIds(testApi, ['empresa']);
      await noEntry([
        [422, () => adminJson('POST', '/api/users', userFields({ role: 'chefe' }))],
        [409, () => adminJson('POST', '/api/users', userFields({ email: admin.email }))],
        [403, () => sendJson(testApi, manager.token, 'POST', '/api/users', userFields({ permissions: [empresa] }))],
        [422, () => adminJson('PUT', `/api/users/${id}`, { phone: '123' })],
        [409, () => adminJson('PUT', `/api/users/${id}`, { email: admin.email })],
        [403, () => sendJson(testApi, manager.token, 'PUT', `/api/users/${id}`, { permissions: [empresa] })],
        [403, () => sendJson(testApi, manager.token, 'PUT', `/api/users/${manager.id}`, { role: 'broker' })],
        [403, () => sendJson(testApi, manager.token, 'PUT', `/api/users/${admin.id}/password`, { password: NEW_PASSWORD })],
        [404, () => adminJson('PUT', `/api/users/${id + 100_000}`, { name: 'Ninguém' })],
        [422, () => adminJson('PUT', `/api/users/${id}/password`, {})],
        [200, () => adminJson('PUT', `/api/users/${id}`, { name: 'Marta Campos' })],
      ]);
    });

    it("whoever holds corretores reads a broker's history, not another user's; whoever holds usuarios reads any", async () => {
      const { testApi } = fixture();
      const brokerId = createdId(await brokerForm('/api/brokers', brokerFields()));
      const userId = createdId(await adminJson('POST', '/api/users', userFields()));
      const brokersDesk = await staffAccount(testApi, { role: 'administrative', permissions: ['corretores'] });
      const usersDesk = await staffAccount(testApi, { role: 'administrative', permissions: ['usuarios'] });
      expect((await recordHistory(testApi, brokersDesk.token, 'user', brokerId)).data).toHaveLength(1);
      const refused = await asStaff(testApi, brokersDesk.token, `/api/audit/records/user/${userId}`);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual(FORBIDDEN);
      expect((await recordHistory(testApi, usersDesk.token, 'user', brokerId)).data).toHaveLength(1);
      expect((await recordHistory(testApi, usersDesk.token, 'user', userId)).data).toHaveLength(1);
    });
  });

  describe(`audit: the last administrator (${dialect})`, () => {
    const fixture = usePeopleApi(dialect);

    it("refusing to take the last administrator's access writes no entry", async () => {
      const { testApi, admin } = fixture();
      const [usuarios] = await permissionIds(testApi, ['usuarios']);
      await testApi.db
        .deleteFrom('user_permissions')
        .where('permission_id', '=', usuarios ?? 0)
        .where('user_id', '!=', admin.id)
        .execute();
      const before = await entryCount(testApi);
      const withoutUsuarios = await permissionIds(
        testApi,
        ALL_PERMISSIONS.filter((identifier) => identifier !== 'usuarios'),
      );
      const deactivated = await sendJson(testApi, admin.token, 'PUT', `/api/users/${admin.id}`, { is_active: 0, name: 'Outra' });
      expect(deactivated.json).toEqual({ message: LAST_ADMINISTRATOR, errors: { is_active: [LAST_ADMINISTRATOR] } });
      const stripped = await sendJson(testApi, admin.token, 'PUT', `/api/users/${admin.id}`, { permissions: withoutUsuarios });
      expect(stripped.json).toEqual({ message: LAST_ADMINISTRATOR, errors: { permissions: [LAST_ADMINISTRATOR] } });
      expect(await entryCount(testApi)).toBe(before);
    });
  });
}
