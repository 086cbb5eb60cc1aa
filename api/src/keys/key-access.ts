import type { Kysely } from 'kysely';
import { FORBIDDEN_MESSAGE, holdsPermission, seesOnlyOwnProperties, type StaffUser } from '../auth/staff-session.js';
import type { Database, PropertyKeyRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

export const KEY_NOT_FOUND_MESSAGE = 'A chave não foi encontrada.';
export const PROPERTY_NOT_FOUND_MESSAGE = 'O imóvel não foi encontrado.';

/**
 * Who lends keys: holders of `imoveis` or `agenda` lend any key to any broker and take any back; a broker (role
 * broker) without them lends any property's key to themselves only and takes back only what they hold.
 */
export function lendsToAnyone(user: StaffUser): boolean {
  return holdsPermission(user, 'imoveis') || holdsPermission(user, 'agenda');
}

/** Whether the user may read keys and lend them (to anyone, or to themselves as a broker). */
export function mayHandleKeys(user: StaffUser): boolean {
  return lendsToAnyone(user) || user.role === 'broker';
}

/** Whether the user sees every overdue key (the administrators: holders of `usuarios`) or only those they hold. */
export function seesEveryOverdueKey(user: StaffUser): boolean {
  return holdsPermission(user, 'usuarios');
}

/** The property of `id`, or its 404. */
export async function existingProperty(db: Kysely<Database>, id: number): Promise<{ id: number; code: string; user_id: number | null }> {
  const property = await db.selectFrom('properties').select(['id', 'code', 'user_id']).where('id', '=', id).executeTakeFirst();
  if (property === undefined) throw new HttpError(404, PROPERTY_NOT_FOUND_MESSAGE);
  return property;
}

/** Registering, editing and removing keys: `imoveis`, and a broker only on their own properties. */
export async function refuseUnlessKeeper(db: Kysely<Database>, user: StaffUser, propertyId: number): Promise<void> {
  const property = await existingProperty(db, propertyId);
  if (seesOnlyOwnProperties(user) && property.user_id !== user.id) throw new HttpError(403, FORBIDDEN_MESSAGE);
}

/** The key of `id` (removed ones included), or its 404. */
export async function existingKey(db: Kysely<Database>, id: number): Promise<PropertyKeyRow> {
  const key = await db.selectFrom('property_keys').selectAll().where('id', '=', id).executeTakeFirst();
  if (key === undefined) throw new HttpError(404, KEY_NOT_FOUND_MESSAGE);
  return key;
}
