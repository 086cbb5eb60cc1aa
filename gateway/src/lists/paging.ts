import { badUserInput } from '../errors.js';
import type { InputMaybe } from '../generated/resolvers.js';

/** The most rows one page of any list may ask for. */
const MAX_PER_PAGE = 48;

/** The back-office tables show 10 rows per page (spec §9). */
const TABLE_PER_PAGE = 10;

export const PAGING_MESSAGES = {
  page: 'A página deve ser um número inteiro maior ou igual a 1.',
  perPage: `A quantidade por página deve ser um número inteiro entre 1 e ${MAX_PER_PAGE}.`,
} as const;

export interface PageRequest {
  page: number;
  perPage: number;
}

/**
 * Checks a list's paging arguments (page from 1, 1 to 48 per page, `defaultPerPage` when not asked); a bad one is
 * BAD_USER_INPUT in pt-BR.
 */
export function toPageRequest(
  page: InputMaybe<number> | undefined,
  perPage: InputMaybe<number> | undefined,
  defaultPerPage = TABLE_PER_PAGE,
): PageRequest {
  const pageNumber = page ?? 1;
  const size = perPage ?? defaultPerPage;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw badUserInput(PAGING_MESSAGES.page);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) throw badUserInput(PAGING_MESSAGES.perPage);
  return { page: pageNumber, perPage: size };
}

/** A page of a table: its items, every match's count, and the number of pages. */
export function pageOf<T>(
  items: T[],
  total: number,
  request: PageRequest,
): { items: T[]; total: number; page: number; perPage: number; pageCount: number } {
  return { items, total, page: request.page, perPage: request.perPage, pageCount: Math.ceil(total / request.perPage) };
}

/**
 * The total of a page the API answered: its own count, but never fewer than the rows it has shown up to
 * this page (a count that lags behind a write made meanwhile).
 */
export function totalOf(answeredTotal: number | null, rowsOnPage: number, request: PageRequest): number {
  const shown = rowsOnPage === 0 ? 0 : (request.page - 1) * request.perPage + rowsOnPage;
  return Math.max(answeredTotal ?? shown, shown);
}

/** What one page of a list answered: its items and the count of every match. */
export interface LoadedPage<T> {
  items: T[];
  total: number;
}

/**
 * A page of a list searched and paged by the API, as the back-office tables show it: a page past the end
 * (an address kept from a longer list, or rows removed meanwhile) shows the last page instead.
 */
export async function pageOrLastPage<T>(
  load: (request: PageRequest) => Promise<LoadedPage<T>>,
  request: PageRequest,
): Promise<{ items: T[]; total: number; page: number; perPage: number; pageCount: number }> {
  const loaded = await load(request);
  const lastPage = Math.max(1, Math.ceil(loaded.total / request.perPage));
  if (loaded.items.length > 0 || request.page <= lastPage) return pageOf(loaded.items, loaded.total, request);
  const last = { page: lastPage, perPage: request.perPage };
  const reloaded = await load(last);
  return pageOf(reloaded.items, reloaded.total, last);
}
