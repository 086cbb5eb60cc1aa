import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { seesOnlyOwnProperties, type StaffUser } from '../auth/staff-session.js';
import type { Database, PropertyRow, PropertyStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { containsWord, offsetOf, searchWords, type Page, type PageRequest } from '../http/paging.js';

export const STAFF_PROPERTY_NOT_FOUND_MESSAGE = 'O imóvel não foi encontrado.';

/** The broker whose properties the user is limited to, or undefined for a user who sees all. */
function ownerScope(user: StaffUser): number | undefined {
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

/** The property with this id if the user may see it; else 404 `O imóvel não foi encontrado.`, someone else's included. */
export async function visiblePropertyOrThrow(db: Kysely<Database>, user: StaffUser, id: number): Promise<PropertyRow> {
  const row = await findVisibleProperty(db, user, id);
  if (row === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
  return row;
}

/** What the staff list narrows to: words of title, city and neighbourhood, a status, one broker. */
export interface StaffListFilter {
  search?: string;
  status?: PropertyStatus;
  brokerId?: number;
}

/**
 * The order of a searched page: by id, written `+id` so that SQLite does not walk the whole table in id order
 * testing every row, but reads the narrow search index (`properties_search_text`) and sorts what matched.
 */
const byIdNotWalkingTheTable = sql<number>`+${sql.ref('id')}`;

type PropertyQuery<O> = SelectQueryBuilder<Database, 'properties', O>;

/**
 * The properties the user may see with the filter: each word of the search in the title, city or
 * neighbourhood (case and accents ignored, through the stored `search_text`), the status, the broker (a
 * broker is always limited to their own).
 */
function narrowed<O>(query: PropertyQuery<O>, user: StaffUser, filter: StaffListFilter): PropertyQuery<O> {
  let result = query;
  const owner = ownerScope(user) ?? filter.brokerId;
  if (owner !== undefined) result = result.where('user_id', '=', owner);
  if (filter.status !== undefined) result = result.where('status', '=', filter.status);
  for (const word of searchWords(filter.search)) result = result.where(containsWord('search_text', word));
  return result;
}

/**
 * Every property the user may see with the filter, whatever its status or active flag, newest first. A
 * broker gets only their own whatever `brokerId` asks for; anyone else may narrow the list to one broker.
 */
export async function listVisibleProperties(db: Kysely<Database>, user: StaffUser, filter: StaffListFilter): Promise<PropertyRow[]> {
  return narrowed(db.selectFrom('properties').selectAll(), user, filter).orderBy('id', 'desc').execute();
}

/** How many properties the user may see with the filter. */
async function countVisibleProperties(db: Kysely<Database>, user: StaffUser, filter: StaffListFilter): Promise<number> {
  const { total } = await narrowed(db.selectFrom('properties'), user, filter)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * One page of the properties the user may see with the filter, newest first, with the count of all of
 * them. The page's ids come from the indexes alone; only its rows are read whole. A page past the end
 * is empty, with the total.
 */
export async function pageVisibleProperties(
  db: Kysely<Database>,
  user: StaffUser,
  filter: StaffListFilter,
  request: PageRequest,
): Promise<Page<PropertyRow>> {
  const [total, ids] = await Promise.all([
    countVisibleProperties(db, user, filter),
    narrowed(db.selectFrom('properties'), user, filter)
      .select('id')
      .orderBy(searchWords(filter.search).length > 0 ? byIdNotWalkingTheTable : 'id', 'desc')
      .limit(request.perPage)
      .offset(offsetOf(request))
      .execute(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('properties')
          .selectAll()
          .where(
            'id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('id', 'desc')
          .execute();
  return { data: rows, total, page: request.page, per_page: request.perPage };
}

/** Reads a path id: digits only; anything else names no property. */
export function propertyIdOf(text: string): number | undefined {
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
