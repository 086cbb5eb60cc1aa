import type { User } from '../generated/resolvers.js';
import type { RawPagedEnvelope, RawUser } from '../rest/people-types.js';
import type { RawItemEnvelope } from '../rest/types.js';
import { rowsOf } from './paging.js';
import { toPerson } from './person.js';
import { toBool, toText } from './scalars.js';
import { toPermissions } from './staff-user.js';

/**
 * One REST user → the GraphQL `User`; null without an id or with a role outside the product's list.
 * A missing active flag reads as active; permissions are each listed once.
 */
export function toUser(raw: RawUser | null | undefined): User | null {
  return toPerson(raw, (user) => ({
    phone: toText(user.phone),
    creci: toText(user.creci),
    isActive: toBool(user.is_active) ?? true,
    permissions: toPermissions(user.permissions),
  }));
}

/** `{ data: [...] }` → the users, in the API's order. */
export function toUsers(envelope: RawPagedEnvelope<RawUser> | null | undefined): User[] {
  const users: User[] = [];
  for (const raw of rowsOf(envelope)) {
    const user = toUser(raw);
    if (user) users.push(user);
  }
  return users;
}

/** `{ data: user }` → the user, or null when there is none the back office can show. */
export function toUserAnswer(envelope: RawItemEnvelope<RawUser> | null | undefined): User | null {
  return toUser(envelope?.data);
}
