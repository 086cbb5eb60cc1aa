import { describe, expect, it } from 'vitest';
import { keysOf } from '../support/contract.js';
import { asStaff, createStaffUser, signIn } from '../support/staff.js';
import type { Dialect } from '../support/test-api.js';
import {
  countRows,
  DUPLICATE_EMAIL,
  expectFormErrors,
  expectStatus,
  heldPermissions,
  permissionIds,
  sendJson,
  uniqueEmail,
  usePeopleApi,
  USER_FIELDS,
  userRow,
} from '../support/people.js';

const NOT_FOUND = { message: 'O usuário não foi encontrado.' };
const USER_PASSWORD = 'senha-do-usuario';

interface UserJson {
  id: number;
  name: string;
  email: string;
  role: string;
  is_active: number;
  permissions: Array<{ id: number; description: string; identifier: string }>;
  [field: string]: unknown;
}

/** GET /api/users, GET /api/users/{id}, POST /api/users, PUT /api/users/{id}. */
export function usersSuite(dialect: Dialect): void {
  describe('users', () => {
    const fixture = usePeopleApi(dialect);
    const send = (method: string, path: string, body: unknown) => sendJson(fixture().testApi, fixture().admin.token, method, path, body);
    const identifiers = (user: UserJson) => user.permissions.map((permission) => permission.identifier);
    /** A user written straight into the database (creating through the API costs a password hash). */
    async function storedUser(permissions: readonly string[] = []): Promise<UserJson> {
      const id = await createStaffUser(fixture().testApi, {
        name: 'Gabriela Nunes',
        email: uniqueEmail('usuaria'),
        role: 'administrative',
        permissions,
      });
      const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/users/${id}`);
      expectStatus(read, 200);
      return (read.json as { data: UserJson }).data;
    }
    async function snapshot(id: number) {
      return { row: await userRow(fixture().testApi, id), permissions: await heldPermissions(fixture().testApi, id) };
    }

    it('creates a user with role and permissions (by id), who then signs in with them', async () => {
      const email = uniqueEmail('gabriela');
      const ids = await permissionIds(fixture().testApi, ['empresa', 'clientes', 'imoveis']);
      const response = await send('POST', '/api/users', {
        name: 'Gabriela Nunes',
        creci: '',
        phone: '(19) 99321-0987',
        email,
        password: USER_PASSWORD,
        is_active: 1,
        role: 'administrative',
        permissions: ids,
      });
      expectStatus(response, 201);
      const { message, data } = response.json as { message: string; data: UserJson };
      expect(message).toBe('Usuário cadastrado com sucesso!');
      expect(keysOf(data)).toEqual(USER_FIELDS);
      expect(data).toMatchObject({
        name: 'Gabriela Nunes',
        creci: null,
        phone: '19993210987',
        email,
        role: 'administrative',
        is_active: 1,
      });
      // Menu order, whatever order they were sent in.
      expect(identifiers(data)).toEqual(['imoveis', 'clientes', 'empresa']);
      expect(keysOf(data.permissions[0] ?? {})).toEqual(['description', 'id', 'identifier']);

      const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/users/${data.id}`);
      expect(read.json).toEqual({ data });
      const login = await signIn(fixture().testApi, email, USER_PASSWORD);
      expectStatus(login, 200);
      expect((login.json as { user: UserJson }).user.permissions.map((permission) => permission.identifier)).toEqual([
        'imoveis',
        'clientes',
        'empresa',
      ]);
    });

    it('reads the permission list as permissions, permission_ids, permissions[] or identifiers', async () => {
      const [videos, empresa] = await permissionIds(fixture().testApi, ['videos', 'empresa']);
      const form = new URLSearchParams({
        name: 'Pelo Formulário',
        email: uniqueEmail('form'),
        phone: '1932223344',
        password: USER_PASSWORD,
        role: 'broker',
      });
      form.append('permissions[]', String(videos));
      form.append('permissions[]', String(empresa));
      const response = await asStaff(fixture().testApi, fixture().admin.token, '/api/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      expectStatus(response, 201);
      const user = (response.json as { data: UserJson }).data;
      expect(identifiers(user)).toEqual(['videos', 'empresa']);
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ permission_ids: [String(empresa)] }, ['empresa']],
        [{ permissions: ['videos', { id: empresa }] }, ['videos', 'empresa']],
        [{ permissions: `[${videos}]` }, ['videos']],
        [{ permissions: `${videos},${empresa}` }, ['videos', 'empresa']],
        [{ permissions: [] }, []],
      ];
      for (const [body, expected] of cases) {
        const updated = await send('PUT', `/api/users/${user.id}`, body);
        expectStatus(updated, 200);
        expect(identifiers((updated.json as { data: UserJson }).data), JSON.stringify(body)).toEqual(expected);
      }
    });

    it('requires name, e-mail, phone, role and a password of 6 characters, and stores nothing', async () => {
      const before = await countRows(fixture().testApi, 'users');
      expectFormErrors(await send('POST', '/api/users', {}), {
        name: ['O nome é obrigatório.'],
        email: ['O e-mail é obrigatório.'],
        phone: ['O Telefone é obrigatório.'],
        role: ['O Perfil é obrigatório.'],
        password: ['A senha é obrigatória.'],
      });
      expectFormErrors(
        await send('POST', '/api/users', {
          name: 'Ana',
          email: 'ana@@x',
          phone: '19',
          role: 'admin',
          password: '12345',
          is_active: 2,
          permissions: [999],
        }),
        {
          email: ['Por favor, insira um e-mail válido.'],
          phone: ['Informe o telefone com DDD: (##) #####-####.'],
          role: ['Selecione uma opção válida.'],
          password: ['A senha deve ter no mínimo 6 caracteres.'],
          is_active: ['Use 1 para sim ou 0 para não.'],
          permissions: ['Selecione permissões válidas.'],
        },
      );
      expectFormErrors(
        await send('POST', '/api/users', {
          name: 'Ana',
          email: uniqueEmail(),
          phone: '19993210987',
          role: 'broker',
          password: USER_PASSWORD,
          permissions: [[1]],
        }),
        {
          permissions: ['Envie as permissões como uma lista de ids, por exemplo [1, 2].'],
        },
      );
      expect(await countRows(fixture().testApi, 'users')).toBe(before);
    });

    it('lists every user by name with their permissions; the e-mail of the signed-in user is no filter', async () => {
      const created = await storedUser(['imoveis']);
      const list = await asStaff(fixture().testApi, fixture().admin.token, '/api/users');
      expectStatus(list, 200);
      const { data } = list.json as { data: UserJson[] };
      expect(keysOf(list.json as object)).toEqual(['data']);
      expect(data).toHaveLength(await countRows(fixture().testApi, 'users'));
      expect(data.find((user) => user.id === created.id)).toEqual(created);
      expect(data.map((user) => user.name)).toEqual(
        [...data.map((user) => user.name)].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })),
      );
      for (const user of data) expect(keysOf(user)).toEqual(USER_FIELDS);
      const withEmail = await asStaff(
        fixture().testApi,
        fixture().admin.token,
        `/api/users?email=${encodeURIComponent(fixture().admin.email)}`,
      );
      expect(withEmail.json).toEqual(list.json);
    });

    it('updates only the fields sent; a permission list replaces the permissions, no list keeps them', async () => {
      const user = await storedUser(['videos', 'clientes']);
      const hashBefore = (await userRow(fixture().testApi, user.id))?.password_hash;
      // The password changes only through its own call: sent here, it is ignored.
      const renamed = await send('PUT', `/api/users/${user.id}`, { name: 'Gabriela N. Souza', is_active: 0, password: 'ignorada-aqui' });
      expect((await userRow(fixture().testApi, user.id))?.password_hash).toBe(hashBefore);
      expectStatus(renamed, 200);
      expect(renamed.json).toEqual({
        message: 'Usuário atualizado com sucesso!',
        data: { ...user, name: 'Gabriela N. Souza', is_active: 0 },
      });
      const regranted = await send('PUT', `/api/users/${user.id}`, {
        role: 'leadbroker',
        creci: '111-F',
        permissions: await permissionIds(fixture().testApi, ['empresa']),
      });
      expectStatus(regranted, 200);
      expect((regranted.json as { data: UserJson }).data).toMatchObject({ role: 'leadbroker', creci: '111-F' });
      expect(identifiers((regranted.json as { data: UserJson }).data)).toEqual(['empresa']);
      const cleared = await send('PUT', `/api/users/${user.id}`, { permissions: [] });
      expect(identifiers((cleared.json as { data: UserJson }).data)).toEqual([]);
    });

    it('refuses bad fields on update and changes nothing, permissions included', async () => {
      const user = await storedUser(['videos']);
      const before = await snapshot(user.id);
      expectFormErrors(
        await send('PUT', `/api/users/${user.id}`, {
          name: '',
          role: '',
          phone: null,
          permissions: await permissionIds(fixture().testApi, ['clientes']),
        }),
        {
          name: ['O nome é obrigatório.'],
          role: ['O Perfil é obrigatório.'],
          phone: ['O Telefone é obrigatório.'],
        },
      );
      expectFormErrors(await send('PUT', `/api/users/${user.id}`, { name: 'Outro', permissions: [12345] }), {
        permissions: ['Selecione permissões válidas.'],
      });
      expect(await snapshot(user.id)).toEqual(before);
    });

    it('answers 409 for an e-mail someone has, whatever its case, and changes nothing', async () => {
      const first = await storedUser();
      const before = await countRows(fixture().testApi, 'users');
      const duplicate = await send('POST', '/api/users', {
        name: 'Outra',
        email: ` ${first.email.toUpperCase()} `,
        phone: '19993210987',
        password: USER_PASSWORD,
        role: 'broker',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json).toEqual(DUPLICATE_EMAIL);
      expect(await countRows(fixture().testApi, 'users')).toBe(before);
      const second = await storedUser(['videos']);
      const snapshotBefore = await snapshot(second.id);
      const clash = await send('PUT', `/api/users/${second.id}`, { email: first.email, permissions: [] });
      expect(clash.status).toBe(409);
      expect(clash.json).toEqual(DUPLICATE_EMAIL);
      expect(await snapshot(second.id)).toEqual(snapshotBefore);
    });

    it('lets exactly one of several simultaneous creates with one e-mail through', async () => {
      const email = uniqueEmail('corrida');
      const answers = await Promise.all(
        ['Um', 'Dois'].map((name) =>
          send('POST', '/api/users', { name, email, phone: '19993210987', password: USER_PASSWORD, role: 'broker' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const rows = await fixture().testApi.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 404 "O usuário não foi encontrado." for an unknown or malformed id', async () => {
      for (const id of ['999999', 'um']) {
        const read = await asStaff(fixture().testApi, fixture().admin.token, `/api/users/${id}`);
        expect(read.status).toBe(404);
        expect(read.json).toEqual(NOT_FOUND);
        const update = await send('PUT', `/api/users/${id}`, { name: 'Ninguém' });
        expect(update.status).toBe(404);
        expect(update.json).toEqual(NOT_FOUND);
        const password = await send('PUT', `/api/users/${id}/password`, { password: 'nova-senha' });
        expect(password.status).toBe(404);
        expect(password.json).toEqual(NOT_FOUND);
      }
    });
  });
}
