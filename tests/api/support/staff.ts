import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../../../api/src/auth/passwords.js';
import { insertProperty, type PropertyToInsert } from '../../../api/src/catalogue/insert-property.js';
import { searchKey } from '../../../api/src/http/paging.js';
import type { UserRole } from '../../../api/src/db/schema.js';
import { setPermissions } from '../../../api/src/people/permission-list.js';
import { insertUser } from '../../../api/src/people/user-insert.js';
import type { ApiResponse, RequestOptions, TestApi } from './test-api.js';
import { postJson, visitorAddress } from './visitors.js';

export const STAFF_PASSWORD = 'senha-da-equipe-123';
export const INVALID_SESSION = { message: 'Sessão inválida ou expirada. Faça login novamente.' };
export const FORBIDDEN = { message: 'Você não tem permissão para acessar este recurso.' };
export const PROPERTY_NOT_FOUND = { message: 'O imóvel não foi encontrado.' };

let staffPasswordHash: Promise<string> | undefined;

/** One argon2id hash of STAFF_PASSWORD shared by the test users (hashing is deliberately slow). */
function passwordHash(): Promise<string> {
  staffPasswordHash ??= hashPassword(STAFF_PASSWORD);
  return staffPasswordHash;
}

export interface StaffUserSpec {
  name?: string;
  email: string;
  role: UserRole;
  permissions: readonly string[];
  isActive?: 0 | 1;
  phone?: string | null;
  /** null: the user has no password. */
  password?: null;
}

/** Inserts a user with STAFF_PASSWORD (unless `password: null`) and the given permission identifiers. */
export async function createStaffUser(testApi: TestApi, spec: StaffUserSpec): Promise<number> {
  const id = await insertUser(testApi.db, {
    name: spec.name ?? spec.email.split('@')[0] ?? 'Usuário',
    email: spec.email,
    password_hash: spec.password === null ? null : await passwordHash(),
    role: spec.role,
    phone: spec.phone ?? '19990001111',
    is_active: spec.isActive ?? 1,
  });
  if (spec.permissions.length > 0) {
    const permissions = await testApi.db
      .selectFrom('permissions')
      .select('id')
      .where('identifier', 'in', [...spec.permissions])
      .execute();
    expect(permissions).toHaveLength(spec.permissions.length);
    await setPermissions(testApi.db, id, permissions);
  }
  return id;
}

export function signIn(testApi: TestApi, email: string, password = STAFF_PASSWORD, address = visitorAddress()): Promise<ApiResponse> {
  return postJson(testApi, '/api/auth', { email, password }, address);
}

/** Signs in through `POST /api/auth` and answers the bearer token. */
export async function tokenFor(testApi: TestApi, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await signIn(testApi, email, password);
  expect(response.status, response.text).toBe(200);
  return (response.json as { token: string }).token;
}

/** A session written straight into the database (no password check), e.g. an expired one. */
export async function insertSession(testApi: TestApi, userId: number, expiresInMs = 60 * 60 * 1000): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await testApi.db
    .insertInto('sessions')
    .values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + expiresInMs).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** `request` with the bearer token. */
export function asStaff(testApi: TestApi, token: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  return testApi.request(path, { ...options, headers: { ...bearer(token), ...options.headers } });
}

export function jsonBody(body: unknown): Pick<RequestOptions, 'headers' | 'body'> {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** A property written straight into the database the way the API inserts one: its slug, code and searched text derived. */
export async function insertTestProperty(testApi: TestApi, values: Partial<PropertyToInsert> = {}): Promise<number> {
  const now = new Date().toISOString();
  return insertProperty(testApi.db, {
    year: 2026,
    title: 'Imóvel de teste',
    operation: 'sale',
    type: 'house',
    price: 500000,
    city: 'Campinas',
    status: 'in_analysis',
    is_active: 1,
    images: '[]',
    created_at: now,
    updated_at: now,
    ...values,
  });
}

export async function insertClient(
  testApi: TestApi,
  values: { name: string; email: string; phone?: string; isActive?: 0 | 1 },
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await testApi.db
    .insertInto('clients')
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone ?? '19980000000',
      is_active: values.isActive ?? 1,
      created_at: now,
      updated_at: now,
      search_name: searchKey(values.name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function propertyRow(testApi: TestApi, id: number) {
  return testApi.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}
