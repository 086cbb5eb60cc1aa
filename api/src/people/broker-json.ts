import type { Kysely } from 'kysely';
import type { Database, UserRole, UserRow } from '../db/schema.js';
import { imageAddress } from '../files/image-address.js';
import type { ObjectStore } from '../files/object-store.js';

export const BROKER_NOT_FOUND_MESSAGE = 'O corretor não foi encontrado.';
/** The roles of brokers: the broker calls list and change only people with one of these. */
export const BROKER_ROLES: readonly UserRole[] = ['broker', 'leadbroker', 'adminbroker'];
/** The public consultants strip only ever shows these roles, and only active people. */
export const PUBLIC_ROLES: readonly UserRole[] = ['broker', 'adminbroker'];

export interface BrokerJson {
  id: number;
  name: string;
  creci: string | null;
  phone: string | null;
  email: string;
  role: UserRole;
  is_active: number;
  is_plantao: number;
  leadbroker_id: number | null;
  image_url: string | null;
}

export function toBrokerJson(row: UserRow, files: ObjectStore): BrokerJson {
  return {
    id: row.id,
    name: row.name,
    creci: row.creci,
    phone: row.phone,
    email: row.email,
    role: row.role,
    is_active: row.is_active,
    is_plantao: row.is_plantao,
    leadbroker_id: row.leadbroker_id,
    image_url: row.image === null ? null : imageAddress(files, row.image),
  };
}

/** The person with this id when they are a broker (any broker role), else undefined. */
export async function findBrokerRow(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).where('role', 'in', BROKER_ROLES).executeTakeFirst();
}
