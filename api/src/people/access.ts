import type { Kysely } from 'kysely';
import { permissionsOf, type PermissionJson } from '../auth/permissions.js';
import { FORBIDDEN_MESSAGE, type StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

const OWN_ROLE_MESSAGE = 'Você não pode alterar o seu próprio perfil.';
const PROTECTED_USER_MESSAGE = 'Você não pode alterar um usuário que tem permissões que você não tem.';

function grantRefusedMessage(descriptions: readonly string[]): string {
  return `Você não pode conceder permissões que você não tem: ${descriptions.join(', ')}.`;
}

/**
 * Rules that keep anyone from gaining access through the people forms:
 * - a user with role broker acts only on their own record (and creates nobody), whatever permissions
 *   they hold;
 * - nobody changes their own role;
 * - nobody grants a permission they do not hold;
 * - nobody changes (nor sets the password of) someone holding a permission they do not hold: setting
 *   that person's password would be signing in with it.
 */
export function actsOnlyOnOwnRecord(user: StaffUser): boolean {
  return user.role === 'broker';
}

/** 403 when a broker addresses someone else's record. */
export function ensureMayAddress(user: StaffUser, targetId: number): void {
  if (actsOnlyOnOwnRecord(user) && user.id !== targetId) throw new HttpError(403, FORBIDDEN_MESSAGE);
}

/** 403 when a broker tries to create a person. */
export function ensureMayCreate(user: StaffUser): void {
  if (actsOnlyOnOwnRecord(user)) throw new HttpError(403, FORBIDDEN_MESSAGE);
}

function lacking(user: StaffUser, wanted: readonly PermissionJson[]): PermissionJson[] {
  return wanted.filter((permission) => !user.permissions.some((held) => held.id === permission.id));
}

/** 403 when the target holds a permission the caller does not (one's own record is always fine). */
export async function ensureMayChange(db: Kysely<Database>, user: StaffUser, targetId: number): Promise<void> {
  ensureMayAddress(user, targetId);
  if (user.id === targetId) return;
  if (lacking(user, await permissionsOf(db, targetId)).length > 0) throw new HttpError(403, PROTECTED_USER_MESSAGE);
}

/**
 * What a change of one person settles before its body is read: the caller may change them (403 as `ensureMayChange`),
 * and `find` knows them (404 with `notFoundMessage` otherwise).
 */
export async function ensureMayChangeFound(
  db: Kysely<Database>,
  user: StaffUser,
  targetId: number,
  find: (db: Kysely<Database>, id: number) => Promise<unknown>,
  notFoundMessage: string,
): Promise<void> {
  await ensureMayChange(db, user, targetId);
  if ((await find(db, targetId)) === undefined) throw new HttpError(404, notFoundMessage);
}

/** 403 naming the permissions asked for that the caller does not hold. */
export function ensureMayGrant(user: StaffUser, requested: readonly PermissionJson[]): void {
  const missing = lacking(user, requested);
  if (missing.length > 0) throw new HttpError(403, grantRefusedMessage(missing.map((permission) => permission.description)));
}

/** 403 when someone asks to change their own role. */
export function ensureOwnRoleKept(user: StaffUser, targetId: number, requestedRole: string | undefined): void {
  if (user.id === targetId && requestedRole !== undefined && requestedRole !== user.role) throw new HttpError(403, OWN_ROLE_MESSAGE);
}
