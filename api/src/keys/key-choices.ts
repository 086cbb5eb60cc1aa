import type { Kysely } from 'kysely';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { KEY_LOAN_DAYS } from '../../../shared/key-rules.js';
import { lendsToAnyone } from './key-access.js';

/** The roles a key is lent to. */
export const BROKER_ROLES = ['broker', 'leadbroker', 'adminbroker'] as const;
/** The visits offered for a loan: from a day ago to as far as a key may be lent. */
const VISITS_FROM_MS = 86_400_000;

export interface KeyChoicesJson {
  /** Who the caller may lend a key to: every active broker, or only themselves. */
  brokers: { id: number; name: string }[];
  /** The property's visits a loan may be for (not cancelled, not long past), in the order of time. */
  visits: { id: number; broker_id: number; starts_at: string; name: string }[];
}

/** What the check-out form offers the caller for a property's keys. */
export async function keyChoicesJson(db: Kysely<Database>, user: StaffUser, propertyId: number, now: Date): Promise<KeyChoicesJson> {
  let brokers = db.selectFrom('users').select(['id', 'name']).where('is_active', '=', 1).where('role', 'in', BROKER_ROLES);
  if (!lendsToAnyone(user)) brokers = brokers.where('id', '=', user.id);
  let visits = db
    .selectFrom('visits')
    .select(['id', 'broker_id', 'starts_at', 'name'])
    .where('property_id', '=', propertyId)
    .where('status', 'in', ['requested', 'confirmed', 'done'])
    .where('starts_at', '>=', new Date(now.getTime() - VISITS_FROM_MS).toISOString())
    .where('starts_at', '<=', new Date(now.getTime() + KEY_LOAN_DAYS * 86_400_000).toISOString());
  if (!lendsToAnyone(user)) visits = visits.where('broker_id', '=', user.id);
  return {
    brokers: await brokers.orderBy('name').orderBy('id').execute(),
    visits: await visits.orderBy('starts_at').limit(50).execute(),
  };
}
