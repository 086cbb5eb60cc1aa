import type { Kysely } from 'kysely';
import { seesOnlyOwnProperties, type StaffUser } from '../auth/staff-session.js';
import type { Database, PropertyRow } from '../db/schema.js';

export const STAFF_PROPERTY_NOT_FOUND_MESSAGE = 'O imóvel não foi encontrado.';

/** The broker whose properties the user is limited to, or undefined for a user who sees all. */
export function ownerScope(user: StaffUser): number | undefined {
  return seesOnlyOwnProperties(user) ? user.id : undefined;
}

/**
 * The property with this id if the user may see it. A broker asking for someone else's property gets
 * undefined, exactly as for a missing one: the answer never tells that it exists.
 */
export async function findVisibleProperty(db: Kysely<Database>, user: StaffUser, id: number): Promise<PropertyRow | undefined> {
  let query = db.selectFrom('properties').selectAll().where('id', '=', id);
  const owner = ownerScope(user);
  if (owner !== undefined) query = query.where('user_id', '=', owner);
  return query.executeTakeFirst();
}

/**
 * Every property the user may see, whatever its status or active flag, newest first. A broker gets only
 * their own whatever `brokerId` asks for; anyone else may narrow the list to one broker.
 */
export async function listVisibleProperties(db: Kysely<Database>, user: StaffUser, brokerId: number | undefined): Promise<PropertyRow[]> {
  const owner = ownerScope(user) ?? brokerId;
  let query = db.selectFrom('properties').selectAll().orderBy('id', 'desc');
  if (owner !== undefined) query = query.where('user_id', '=', owner);
  return query.execute();
}

/** Reads a path id: digits only; anything else names no property. */
export function propertyIdOf(text: string): number | undefined {
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
