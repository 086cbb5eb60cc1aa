/**
 * Users through the gateway against the real API: the list (asked with the signed-in user's e-mail),
 * one user with permissions, creation and update with permissions and role, refusals as data under the
 * input names (a duplicate e-mail at the e-mail field), password changes that end the user's other
 * sessions, and the session and permission codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, errorsOf, FORBIDDEN, graphqlAs, INVALID_SESSION, signIn } from './back-office-support.js';
import {
  CHANGE_USER_PASSWORD,
  CREATE_USER,
  expectPasswordReplaced,
  fieldMessages,
  SHORT_PASSWORD_REFUSAL,
  startPeopleStack,
  UPDATE_USER,
  USER,
  USERS,
  userIdOf,
  type PeopleStack,
  type UserData,
  type UserResultData,
} from './people-support.js';
import { asUser } from './staff-stack.js';
import { succeededWrite, type OutcomeData } from './support.js';
import { readDatabase } from './visitors-support.js';

let suite: PeopleStack;
let admin: ReturnType<typeof asUser>;
/** Permission identifier → id, from the permissions query. */
let permissionIds: Map<string, string>;

beforeAll(async () => {
  suite = await startPeopleStack();
  admin = asUser(suite, suite.adminToken);
  const answer = await admin<{ permissions: { id: string; identifier: string }[] }>('{ permissions { id identifier } }');
  permissionIds = new Map(answer.data!.permissions.map((permission) => [permission.identifier, permission.id]));
});

afterAll(async () => {
  await suite?.close();
});

const idOf = (email: string) => userIdOf(suite, email);
const grantsOf = (id: string) =>
  readDatabase<{ identifier: string }>(
    suite.stack.dataDir,
    'SELECT identifier FROM permissions JOIN user_permissions ON permission_id = permissions.id WHERE user_id = ? ORDER BY permissions.id',
    Number(id),
  ).map((row) => row.identifier);
const idsFor = (...identifiers: string[]) => identifiers.map((identifier) => permissionIds.get(identifier)!);

const newUser = (email: string) => ({
  name: 'Marta Quintana',
  phone: '(19) 3232-4455',
  email,
  password: 'senha-da-marta',
  isActive: true,
  role: 'ADMINISTRATIVE',
  permissionIds: idsFor('clientes', 'empresa'),
});

describe('users and user', () => {
  it('lists every user with role, status and permissions', async () => {
    const answer = await admin<{ users: UserData[] }>(USERS);
    expect(answer.errors).toBeUndefined();
    const stored = readDatabase<{ id: number; is_active: number }>(suite.stack.dataDir, 'SELECT id, is_active FROM users');
    const listed = answer.data!.users;
    expect(listed.map((user) => user.id).sort()).toEqual(stored.map((row) => String(row.id)).sort());
    for (const user of listed) expect(user.isActive).toBe(stored.find((row) => String(row.id) === user.id)?.is_active === 1);
    expect(listed.find((user) => user.email === 'admin@imobiliaria.local')).toMatchObject({ role: 'ADMINISTRATIVE', isActive: true });
    expect(listed.find((user) => user.email === 'admin@imobiliaria.local')?.permissions.map((permission) => permission.identifier)).toEqual(
      ['imoveis', 'clientes', 'corretores', 'videos', 'modelos-documento', 'usuarios', 'empresa', 'leads', 'agenda', 'privacidade'],
    );
    expect(new Set(listed.map((user) => user.role))).toEqual(new Set(['BROKER', 'LEADBROKER', 'ADMINBROKER', 'ADMINISTRATIVE']));
  });

  it('reads one user with permissions, and null for one that does not exist', async () => {
    const id = idOf('administrativo@imobiliaria.local');
    expect(await admin<{ user: UserData }>(USER, { id })).toEqual({
      status: 200,
      data: {
        user: {
          id,
          name: 'Gabriela Nunes',
          email: 'administrativo@imobiliaria.local',
          phone: '19993210987',
          creci: null,
          role: 'ADMINISTRATIVE',
          isActive: true,
          permissions: [
            { id: permissionIds.get('imoveis'), identifier: 'imoveis' },
            { id: permissionIds.get('clientes'), identifier: 'clientes' },
          ],
        },
      },
    });
    expect(await admin(USER, { id: '987654' })).toEqual({ status: 200, data: { user: null } });
  });
});

describe('createUser and updateUser', () => {
  it('creates a user with role and permissions who signs in with the password set there, then updates them', async () => {
    const created = await admin<{ createUser: UserResultData }>(CREATE_USER, { input: newUser('marta@horizonte.test') });
    const result = succeededWrite(created, 'createUser', 'Usuário cadastrado com sucesso!');
    const id = result.user!.id;
    expect(result.user).toMatchObject({
      name: 'Marta Quintana',
      email: 'marta@horizonte.test',
      phone: '1932324455',
      role: 'ADMINISTRATIVE',
      isActive: true,
    });
    expect(result.user!.permissions.map((permission) => permission.identifier)).toEqual(['clientes', 'empresa']);
    expect(grantsOf(id)).toEqual(['clientes', 'empresa']);
    const token = await signIn(suite.stack.gatewayUrl, 'marta@horizonte.test', 'senha-da-marta');
    expect((await graphqlAs<{ me: { id: string } }>(suite.stack.gatewayUrl, token, '{ me { id } }')).data?.me.id).toBe(id);

    const updated = await admin<{ updateUser: UserResultData }>(UPDATE_USER, {
      id,
      input: {
        name: 'Marta Q. Ramos',
        role: 'ADMINBROKER',
        creci: '990011-F',
        permissionIds: idsFor('imoveis', 'corretores'),
        password: 'nao-muda-aqui',
      },
    });
    expect(updated.data?.updateUser).toMatchObject({
      ok: true,
      message: 'Usuário atualizado com sucesso!',
      error: null,
      user: { id, name: 'Marta Q. Ramos', role: 'ADMINBROKER', creci: '990011-F' },
    });
    expect(grantsOf(id)).toEqual(['imoveis', 'corretores']);
    expect(await signIn(suite.stack.gatewayUrl, 'marta@horizonte.test', 'senha-da-marta')).toMatch(/\S{20,}/);
  });

  it('answers a duplicate e-mail as data at the e-mail field', async () => {
    const answer = await admin<{ createUser: UserResultData }>(CREATE_USER, { input: newUser('Corretor@Imobiliaria.local') });
    expect(answer.data?.createUser).toEqual({
      ok: false,
      message: null,
      user: null,
      error: { message: 'Este e-mail já está cadastrado.', fieldErrors: [{ field: 'email', message: 'Este e-mail já está cadastrado.' }] },
    });
  });

  it("answers the user form's rules as data under the input names, storing nothing", async () => {
    const answer = await admin<{ createUser: UserResultData }>(CREATE_USER, {
      input: { name: 'Sem Perfil', email: 'sem-perfil@horizonte.test', phone: '19990001111', password: '123', permissionIds: ['987654'] },
    });
    const result = answer.data?.createUser;
    expect({ ok: result?.ok, user: result?.user }).toEqual({ ok: false, user: null });
    expect(fieldMessages(result?.error)).toMatchObject({
      role: 'O Perfil é obrigatório.',
      password: 'A senha deve ter no mínimo 6 caracteres.',
    });
    expect(fieldMessages(result?.error)).toHaveProperty('permissionIds');
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM users WHERE email = 'sem-perfil@horizonte.test'")).toEqual([]);
  });

  it('is NOT_FOUND for a user that does not exist', async () => {
    const answer = await admin(UPDATE_USER, { id: '987654', input: { name: 'Ninguém' } });
    expect(errorsOf(answer)).toEqual([{ code: 'NOT_FOUND', message: 'O usuário não foi encontrado.', path: ['updateUser'] }]);
  });

  it("keeps the API's refusal when a user grants a permission they do not hold", async () => {
    await createStaffUser(suite.stack.dataDir, {
      name: 'Ulisses Rocha',
      email: 'ulisses@horizonte.test',
      password: 'senha-do-ulisses',
      role: 'administrative',
      permissions: ['usuarios'],
    });
    const token = await signIn(suite.stack.gatewayUrl, 'ulisses@horizonte.test', 'senha-do-ulisses');
    const answer = await graphqlAs(suite.stack.gatewayUrl, token, UPDATE_USER, {
      id: idOf('ulisses@horizonte.test'),
      input: { permissionIds: idsFor('usuarios', 'empresa') },
    });
    expect(errorsOf(answer)).toEqual([
      { code: 'FORBIDDEN', message: 'Você não pode conceder permissões que você não tem: Empresa.', path: ['updateUser'] },
    ]);
    expect(grantsOf(idOf('ulisses@horizonte.test'))).toEqual(['usuarios']);
  });
});

describe('changeUserPassword', () => {
  it("sets the password and ends the user's other sessions", async () => {
    await createStaffUser(suite.stack.dataDir, {
      name: 'Otávio Reis',
      email: 'otavio@horizonte.test',
      password: 'senha-antiga',
      role: 'administrative',
      permissions: ['videos'],
    });
    const id = idOf('otavio@horizonte.test');
    const oldToken = await signIn(suite.stack.gatewayUrl, 'otavio@horizonte.test', 'senha-antiga');
    const changed = await admin<{ changeUserPassword: OutcomeData }>(CHANGE_USER_PASSWORD, { id, password: 'senha-nova-do-otavio' });
    expect(changed).toEqual({
      status: 200,
      data: { changeUserPassword: { ok: true, message: 'Senha alterada com sucesso!', error: null } },
    });
    expect(errorsOf(await graphqlAs(suite.stack.gatewayUrl, oldToken, '{ internalVideos { id } }'))).toEqual([
      { code: 'UNAUTHENTICATED', message: INVALID_SESSION, path: ['internalVideos'] },
    ]);
    await expectPasswordReplaced(suite, 'otavio@horizonte.test', 'senha-antiga', 'senha-nova-do-otavio');
  });

  it('answers a short password as data at the password field', async () => {
    const answer = await admin<{ changeUserPassword: OutcomeData }>(CHANGE_USER_PASSWORD, {
      id: idOf('otavio@horizonte.test'),
      password: 'abc',
    });
    expect(answer.data?.changeUserPassword).toEqual(SHORT_PASSWORD_REFUSAL);
  });
});

describe('session and permission codes', () => {
  it('is UNAUTHENTICATED without a session and FORBIDDEN without the usuarios permission, changing nothing', async () => {
    const id = idOf('administrativo@imobiliaria.local');
    for (const [token, code, message] of [
      [null, 'UNAUTHENTICATED', INVALID_SESSION],
      ['token-invalido', 'UNAUTHENTICATED', INVALID_SESSION],
      [suite.outsiderToken, 'FORBIDDEN', FORBIDDEN],
    ] as const) {
      const call = asUser(suite, token);
      expect(errorsOf(await call(USERS))).toEqual([{ code, message, path: ['users'] }]);
      expect(errorsOf(await call(USER, { id }))).toEqual([{ code, message, path: ['user'] }]);
      expect(errorsOf(await call(CREATE_USER, { input: newUser('intrusa@horizonte.test') }))).toEqual([
        { code, message, path: ['createUser'] },
      ]);
      expect(errorsOf(await call(UPDATE_USER, { id, input: { name: 'Tomada' } }))).toEqual([{ code, message, path: ['updateUser'] }]);
      expect(errorsOf(await call(CHANGE_USER_PASSWORD, { id, password: 'senha-tomada' }))).toEqual([
        { code, message, path: ['changeUserPassword'] },
      ]);
    }
    expect(readDatabase(suite.stack.dataDir, "SELECT id FROM users WHERE email = 'intrusa@horizonte.test' OR name = 'Tomada'")).toEqual([]);
  });
});
