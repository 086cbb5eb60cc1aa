import type { Kysely } from 'kysely';
import type { StaffUser } from '../auth/staff-session.js';
import { USER_ROLES, type Database, type UserRole, type UserRow } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { QueryReader } from '../http/query.js';
import { BROKER_ROLES, PUBLIC_ROLES, toBrokerJson, type BrokerJson } from './broker-json.js';
import { matchesSearch, nameCollator, pageOf, readPageRequest, type Page } from '../http/paging.js';

interface BrokerFilter {
  roles: readonly UserRole[];
  isActive?: 0 | 1;
  search?: string;
}

async function findBrokers(db: Kysely<Database>, filter: BrokerFilter): Promise<UserRow[]> {
  if (filter.roles.length === 0) return [];
  let query = db.selectFrom('users').selectAll().where('role', 'in', filter.roles);
  if (filter.isActive !== undefined) query = query.where('is_active', '=', filter.isActive);
  const rows = await query.execute();
  // Searched here, not in SQL: accents are ignored the same way on both databases.
  const found = rows.filter((row) => matchesSearch(row.name, filter.search));
  return found.sort((a, b) => nameCollator.compare(a.name, b.name) || a.id - b.id);
}

/**
 * `GET /api/brokers`: query `is_active`, `role` (list), `search` (name, case and accents ignored), and
 * `page`/`per_page`. Without a staff session only active people with role broker or adminbroker are
 * ever listed. Without paging the answer is the plain list `{ data }`; with it `{ data, total, page, per_page }`.
 */
export async function listBrokers(
  db: Kysely<Database>,
  files: ObjectStore,
  staff: StaffUser | undefined,
  rawQuery: Record<string, unknown>,
): Promise<{ data: BrokerJson[] } | Page<BrokerJson>> {
  const query = new QueryReader(rawQuery);
  const isActive = query.flag('is_active');
  const roles = query.listOf('role', USER_ROLES);
  const search = query.text('search');
  if (search !== undefined && search.length > 120) query.reject('search', 'Use no máximo 120 caracteres.');
  const paging = readPageRequest(query);
  query.finish();
  const asked = roles ?? BROKER_ROLES;
  const filter: BrokerFilter =
    staff === undefined
      ? { roles: asked.filter((role) => PUBLIC_ROLES.includes(role)), isActive: 1, search }
      : { roles: asked, isActive, search };
  // The public never sees inactive people: asking for them answers an empty list.
  const rows = staff === undefined && isActive === 0 ? [] : await findBrokers(db, filter);
  const brokers = rows.map((row) => toBrokerJson(row, files));
  return paging === undefined ? { data: brokers } : pageOf(brokers, paging);
}
