import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { containsWord, offsetOf, readPageRequest, readSearch, searchWords, type Page } from '../http/paging.js';
import { QueryReader } from '../http/query.js';
import type { ClientJson } from './client-save.js';

const CLIENT_COLUMNS = ['id', 'name', 'phone', 'email', 'is_active'] as const;

/**
 * `GET /api/clients`: query `search` (every word in the name, case and accents ignored), `is_active`, `id`
 * (that one client), and `page`/`per_page`. Sorted by name (folded, so case and accents do not change the
 * order), then id. Without paging the answer is the plain list `{ data }`; with it `{ data, total, page, per_page }`.
 */
export async function listClients(
  db: Kysely<Database>,
  rawQuery: Record<string, unknown>,
): Promise<{ data: ClientJson[] } | Page<ClientJson>> {
  const query = new QueryReader(rawQuery);
  const search = readSearch(query);
  const isActive = query.flag('is_active');
  const id = query.integer('id', { min: 1 });
  const paging = readPageRequest(query);
  query.finish();

  let matching = db.selectFrom('clients');
  if (id !== undefined) matching = matching.where('id', '=', id);
  if (isActive !== undefined) matching = matching.where('is_active', '=', isActive);
  for (const word of searchWords(search)) matching = matching.where(containsWord('search_name', word));
  const ordered = matching.select(CLIENT_COLUMNS).orderBy('search_name').orderBy('id');

  if (paging === undefined) return { data: await ordered.execute() };
  const [rows, { total }] = await Promise.all([
    ordered.limit(paging.perPage).offset(offsetOf(paging)).execute(),
    matching.select((eb) => eb.fn.countAll<number | string | bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(total), page: paging.page, per_page: paging.perPage };
}
