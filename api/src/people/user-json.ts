import type { Kysely } from 'kysely';
import type { PermissionJson } from '../auth/permissions.js';
import type { Database, UserRole, UserRow } from '../db/schema.js';
import { nameCollator } from '../http/paging.js';

export const USER_NOT_FOUND_MESSAGE = 'O usuário não foi encontrado.';

/** A user as the users calls answer it. */
export interface UserJson {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  creci: string | null;
  role: UserRole;
  is_active: number;
  permissions: PermissionJson[];
}

type UserFields = Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'creci' | 'role' | 'is_active'>;

const USER_COLUMNS = ['id', 'name', 'email', 'phone', 'creci', 'role', 'is_active'] as const;

async function permissionsByUser(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, PermissionJson[]>> {
  const byUser = new Map<number, PermissionJson[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['user_permissions.user_id', 'permissions.id', 'permissions.description', 'permissions.identifier'])
    .where('user_permissions.user_id', 'in', [...userIds])
    .orderBy('permissions.id')
    .execute();
  for (const { user_id: userId, ...permission } of rows) {
    const held = byUser.get(userId) ?? [];
    held.push(permission);
    byUser.set(userId, held);
  }
  return byUser;
}

function toUserJson(row: UserFields, permissions: PermissionJson[]): UserJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    creci: row.creci,
    role: row.role,
    is_active: row.is_active,
    permissions,
  };
}

/** The user with this id and their permissions (menu order), or undefined. */
export async function findUserJson(db: Kysely<Database>, id: number): Promise<UserJson | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  const permissions = await permissionsByUser(db, [id]);
  return toUserJson(row, permissions.get(id) ?? []);
}

/** Every user (or only `onlyId`), by name, each with their permissions. */
export async function listUserJson(db: Kysely<Database>, onlyId?: number): Promise<UserJson[]> {
  let query = db.selectFrom('users').select(USER_COLUMNS);
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const rows = await query.execute();
  rows.sort((a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id);
  const permissions = await permissionsByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUserJson(row, permissions.get(row.id) ?? []));
}
