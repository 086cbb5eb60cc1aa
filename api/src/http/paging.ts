import { sql, type RawBuilder } from 'kysely';
import type { QueryReader } from './query.js';

export const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

export interface PageRequest {
  page: number;
  perPage: number;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * `page` (1-based) and `per_page` (at most 100), or undefined when neither is given: the call then
 * answers its plain list. Either one alone takes the other's default (page 1, 10 per page).
 */
export function readPageRequest(query: QueryReader): PageRequest | undefined {
  const page = query.integer('page', { min: 1, max: 1_000_000 });
  const perPage = query.integer('per_page', { min: 1, max: MAX_PER_PAGE });
  if (page === undefined && perPage === undefined) return undefined;
  return { page: page ?? 1, perPage: perPage ?? DEFAULT_PER_PAGE };
}

/** One page of an ordered list, with the total of the whole list. */
export function pageOf<T>(rows: readonly T[], request: PageRequest): Page<T> {
  const start = (request.page - 1) * request.perPage;
  return { data: rows.slice(start, start + request.perPage), total: rows.length, page: request.page, per_page: request.perPage };
}

/** Lower case without accents, spaces collapsed: 'José  Luís' and 'jose luis' read alike. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains the search, ignoring case and accents; no search matches everything. */
export function matchesSearch(text: string, search: string | undefined): boolean {
  return search === undefined || searchKey(text).includes(searchKey(search));
}

/** Names sorted as people read them in Portuguese: case and accents do not change the order. */
export const nameCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Longest search a list accepts. */
const MAX_SEARCH_LENGTH = 120;

/** Reads `search`, refusing one longer than 120 characters. */
export function readSearch(query: QueryReader): string | undefined {
  const search = query.text('search');
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH) query.reject('search', `Use no máximo ${MAX_SEARCH_LENGTH} caracteres.`);
  return search;
}

/** The words of a search, folded as `searchKey` folds the stored text; none for an empty search. */
export function searchWords(search: string | undefined): string[] {
  return searchKey(search ?? '')
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * A condition that a folded text column contains `word` (already folded): `LIKE` with `%` and `_` escaped,
 * so that both dialects match the word literally.
 */
export function containsWord(column: string, word: string): RawBuilder<boolean> {
  const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Where a page starts in an ordered list. */
export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.perPage;
}
