import type { Permission, Session, StaffUser } from '../generated/resolvers.js';
import type { RawLoginAnswer, RawMeAnswer, RawPermission, RawPermissionsAnswer, RawStaffUser } from '../rest/types.js';
import { toPerson } from './person.js';
import { toId, toText } from './scalars.js';

/** One permission; null without an id or an identifier. The description falls back to the identifier. */
function toPermission(raw: RawPermission | null | undefined): Permission | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  const identifier = toText(raw.identifier);
  if (id === null || identifier === null) return null;
  return { id, description: toText(raw.description) ?? identifier, identifier };
}

/** A permission list, each permission once (by identifier), unusable entries left out. */
export function toPermissions(raws: readonly unknown[] | null | undefined): Permission[] {
  const byIdentifier = new Map<string, Permission>();
  for (const raw of Array.isArray(raws) ? raws : []) {
    const permission = toPermission(raw as RawPermission | null);
    if (permission && !byIdentifier.has(permission.identifier)) byIdentifier.set(permission.identifier, permission);
  }
  return [...byIdentifier.values()];
}

/** `GET /api/permissions`: `{ data: [...] }` or the list itself. */
export function toPermissionList(answer: RawPermissionsAnswer | null | undefined): Permission[] {
  if (Array.isArray(answer)) return toPermissions(answer);
  return toPermissions(answer?.data);
}

/** The signed-in user; null without an id or with a role outside the product's list. */
export function toStaffUser(raw: RawStaffUser | null | undefined): StaffUser | null {
  return toPerson(raw, (user) => ({ permissions: toPermissions(user.permissions) }));
}

/** The session a sign-in opened; null when the answer lacks a usable user or a token. */
export function toSession(answer: RawLoginAnswer | null | undefined): Session | null {
  const user = toStaffUser(answer?.user);
  const token = toText(answer?.token);
  if (user === null || token === null) return null;
  return { token, user };
}

/** `GET /api/auth/me` → the user, or null when it holds none. */
export function toMe(answer: RawMeAnswer | null | undefined): StaffUser | null {
  return toStaffUser(answer?.user);
}

/** The signed-in user's e-mail from `GET /api/auth/me`, whatever their role; null when it holds none. */
export function toSignedInEmail(answer: RawMeAnswer | null | undefined): string | null {
  const user = answer?.user;
  return typeof user === 'object' && user !== null && !Array.isArray(user) ? toText(user.email) : null;
}
