import type { Kysely } from 'kysely';
import { allPermissions, type PermissionJson } from '../auth/permissions.js';
import type { Database } from '../db/schema.js';
import type { FormReader } from '../http/form.js';

const PERMISSIONS_FORMAT_MESSAGE = 'Envie as permissões como uma lista de ids, por exemplo [1, 2].';
const UNKNOWN_PERMISSION_MESSAGE = 'Selecione permissões válidas.';
/** The names the form may use for the list: `permissions` (JSON), `permission_ids`, or repeated `permissions[]`. */
const PERMISSION_FIELDS = ['permissions', 'permission_ids', 'permissions[]'] as const;
const MAX_ITEMS = 50;

type PermissionRef = { id: number } | { identifier: string };

/** One item: an id (number or digits), a permission as `GET /api/permissions` lists it, or its identifier. */
function refOf(item: unknown): PermissionRef | undefined {
  if (typeof item === 'number') return Number.isSafeInteger(item) ? { id: item } : undefined;
  if (typeof item === 'string') {
    const text = item.trim();
    return /^\d{1,9}$/.test(text) ? { id: Number(text) } : text === '' ? undefined : { identifier: text };
  }
  if (typeof item === 'object' && item !== null && 'id' in item) return refOf(item.id);
  return undefined;
}

function matches(permission: PermissionJson, ref: PermissionRef): boolean {
  return 'id' in ref ? permission.id === ref.id : permission.identifier === ref.identifier;
}

/** A string is JSON text of a list, or ids separated by commas. */
function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'number') return [value];
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return [];
  if (!text.startsWith('[')) return text.split(',');
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The permissions the form asks for, or undefined when it sends no list (the user's permissions then stay
 * as they are). Unreadable or unknown items are recorded under `permissions`.
 */
export async function readPermissionList(
  db: Kysely<Database>,
  form: FormReader,
  body: Readonly<Record<string, unknown>>,
): Promise<PermissionJson[] | undefined> {
  const field = PERMISSION_FIELDS.find((name) => Object.hasOwn(body, name));
  if (field === undefined) return undefined;
  const value = body[field];
  const items = value === null ? [] : itemsOf(value);
  const refs = (items ?? []).map(refOf).filter((ref): ref is PermissionRef => ref !== undefined);
  if (items === undefined || items.length > MAX_ITEMS || refs.length !== items.length) {
    form.fail('permissions', PERMISSIONS_FORMAT_MESSAGE);
    return [];
  }
  const known = await allPermissions(db);
  const chosen = refs.map((ref) => known.find((candidate) => matches(candidate, ref)));
  if (chosen.some((permission) => permission === undefined)) {
    form.fail('permissions', UNKNOWN_PERMISSION_MESSAGE);
    return [];
  }
  return known.filter((permission) => chosen.includes(permission));
}

/** Replaces a user's permissions with `permissions` (rows of the permissions table, by id). */
export async function setPermissions(
  transaction: Kysely<Database>,
  userId: number,
  permissions: readonly Pick<PermissionJson, 'id'>[],
): Promise<void> {
  await transaction.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  if (permissions.length === 0) return;
  await transaction
    .insertInto('user_permissions')
    .values(permissions.map((permission) => ({ user_id: userId, permission_id: permission.id })))
    .execute();
}

/** The identifiers of the permissions a user holds, in alphabetical order. */
export async function heldPermissionIdentifiers(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.identifier')
    .where('user_permissions.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.identifier).sort();
}
