import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { registrationForm, type PhotoPart } from './registration.js';
import { asStaff, createStaffUser, insertSession, jsonBody, type StaffUserSpec } from './staff.js';
import { createTestApi, type ApiResponse, type Dialect, type TestApi } from './test-api.js';

const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
export const DUPLICATE_EMAIL = { message: 'Este e-mail já está cadastrado.', errors: { email: ['Este e-mail já está cadastrado.'] } };
export const PASSWORD_CHANGED = { message: 'Senha alterada com sucesso!' };
export const ALL_PERMISSIONS = [
  'imoveis',
  'clientes',
  'corretores',
  'videos',
  'modelos-documento',
  'usuarios',
  'empresa',
  'leads',
  'agenda',
] as const;
export const USER_FIELDS = ['creci', 'email', 'id', 'is_active', 'name', 'permissions', 'phone', 'role'];
export const CLIENT_FIELDS = ['email', 'id', 'is_active', 'name', 'phone'];
export const COMPANY_RECORD_FIELDS = [
  'address',
  'city',
  'created_at',
  'creci',
  'document',
  'email',
  'feed_contact_name',
  'feed_email',
  'feed_phone',
  'feed_website',
  'id',
  'is_active',
  'name',
  'neighborhood',
  'number',
  'phone',
  'state',
  'updated_at',
  'whatsapp',
  'zip_code',
];

/** A new e-mail nobody has yet, under the tests' own domain. */
export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@imobiliaria-teste.com.br`;
}

/** A signed-in member of staff of the tests (session written straight into the database). */
export interface StaffAccount {
  id: number;
  email: string;
  token: string;
}

export async function staffAccount(testApi: TestApi, spec: Omit<StaffUserSpec, 'email'> & { email?: string }): Promise<StaffAccount> {
  const email = spec.email ?? uniqueEmail(spec.role);
  const id = await createStaffUser(testApi, { ...spec, email });
  return { id, email, token: await insertSession(testApi, id) };
}

/** `request` with the account's bearer token and a JSON body. */
export function sendJson(testApi: TestApi, token: string, method: string, path: string, body: unknown): Promise<ApiResponse> {
  return asStaff(testApi, token, path, { method, ...jsonBody(body) });
}

/** `request` with the account's bearer token and a multipart body of text fields and photos. */
export function sendForm(
  testApi: TestApi,
  token: string,
  path: string,
  fields: Record<string, string | undefined>,
  photos: readonly PhotoPart[] = [],
  method = 'POST',
): Promise<ApiResponse> {
  return asStaff(testApi, token, path, { method, body: registrationForm(fields, photos) });
}

export async function permissionIds(testApi: TestApi, identifiers: readonly string[]): Promise<number[]> {
  const rows = await testApi.db.selectFrom('permissions').select(['id', 'identifier']).orderBy('id').execute();
  const ids = identifiers.map((identifier) => rows.find((row) => row.identifier === identifier)?.id);
  expect(ids.every((id) => id !== undefined)).toBe(true);
  return ids.filter((id): id is number => id !== undefined);
}

/** The identifiers of a user's permissions, in menu order. */
export async function heldPermissions(testApi: TestApi, userId: number): Promise<string[]> {
  const rows = await testApi.db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.identifier')
    .where('user_permissions.user_id', '=', userId)
    .orderBy('permissions.id')
    .execute();
  return rows.map((row) => row.identifier);
}

export async function userRow(testApi: TestApi, id: number) {
  return testApi.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countRows(testApi: TestApi, table: 'users' | 'clients' | 'companies'): Promise<number> {
  const { count } = await testApi.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function expectStatus(response: ApiResponse, status: number): void {
  expect(response.status, response.text).toBe(status);
}

/** A refused form: 422, the summary, and exactly these field texts. */
export function expectFormErrors(response: ApiResponse, errors: Record<string, string[]>): void {
  expect(response.status, response.text).toBe(422);
  expect(response.json).toEqual({ message: FORM_MESSAGE, errors });
}

/** One API (no demo content) for the enclosing `describe`, with a signed-in holder of every permission. */
export interface PeopleFixture {
  testApi: TestApi;
  admin: StaffAccount;
}

export function usePeopleApi(dialect: Dialect): () => PeopleFixture {
  let fixture: PeopleFixture | undefined;
  beforeAll(async () => {
    const testApi = await createTestApi({ dialect, seedDemo: false });
    const admin = await staffAccount(testApi, { name: 'Gestora Geral', role: 'administrative', permissions: ALL_PERMISSIONS });
    fixture = { testApi, admin };
  });
  afterAll(async () => {
    await fixture?.testApi.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('A API de teste ainda não foi iniciada.');
    return fixture;
  };
}
