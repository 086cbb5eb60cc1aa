import type { Role } from '../generated/resolvers.js';
import type { RawPerson } from '../rest/types.js';
import { toRole } from './enums.js';
import { toId, toText } from './scalars.js';

/** What every staff person has in GraphQL: a broker, a back-office user, the signed-in user. */
export interface PersonFields {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/**
 * One REST person → its shared fields plus what `rest` reads from the same record; null when it is not a
 * record, has no id or has a role outside the product's list. A missing name or e-mail reads as empty.
 */
export function toPerson<Raw extends RawPerson, Rest>(raw: Raw | null | undefined, rest: (raw: Raw) => Rest): (PersonFields & Rest) | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const id = toId(raw.id);
  const role = toRole(raw.role);
  if (id === null || role === null) return null;
  return { id, name: toText(raw.name) ?? '', email: toText(raw.email) ?? '', role, ...rest(raw) };
}
