import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The back-office areas; a user reaches one when holding the permission with its identifier. */
export type PermissionIdentifier =
  'imoveis' | 'clientes' | 'corretores' | 'videos' | 'modelos-documento' | 'usuarios' | 'empresa' | 'leads' | 'agenda' | 'privacidade';

export interface PermissionJson {
  id: number;
  description: string;
  identifier: string;
}

/** Every permission, in the order of the menu. */
export async function allPermissions(db: Kysely<Database>): Promise<PermissionJson[]> {
  return db.selectFrom('permissions').select(['id', 'description', 'identifier']).orderBy('id').execute();
}

/** The permissions a user holds, in the order of the menu. */
export async function permissionsOf(db: Kysely<Database>, userId: number): Promise<PermissionJson[]> {
  return db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['permissions.id', 'permissions.description', 'permissions.identifier'])
    .where('user_permissions.user_id', '=', userId)
    .orderBy('permissions.id')
    .execute();
}
