import type { RawPagedEnvelope, RawPagingEcho } from '../rest/people-types.js';
import { toNumber } from './scalars.js';

/** What a list answer says of its paging; null for what it does not say. */
export interface PagingEcho {
  /** Every match, across pages. */
  total: number | null;
  page: number | null;
  perPage: number | null;
}

/**
 * The paging echo of a list answer, read at the top level (`total`, `page`, `per_page`) or under `meta`
 * (`meta.total`, `meta.current_page`…), whichever says it.
 */
export function toPagingEcho(envelope: RawPagedEnvelope<unknown> | null | undefined): PagingEcho {
  const top: RawPagedEnvelope<unknown> = typeof envelope === 'object' && envelope !== null ? envelope : {};
  const meta: RawPagingEcho = typeof top.meta === 'object' && top.meta !== null ? top.meta : {};
  return {
    total: wholeNumber(top.total, 0) ?? wholeNumber(meta.total, 0),
    page: wholeNumber(top.page, 1) ?? wholeNumber(top.current_page, 1) ?? wholeNumber(meta.current_page, 1) ?? wholeNumber(meta.page, 1),
    perPage: wholeNumber(top.per_page, 1) ?? wholeNumber(meta.per_page, 1),
  };
}

/** The rows of a list answer (`data`), or none. */
export function rowsOf<T>(envelope: RawPagedEnvelope<T> | null | undefined): T[] {
  return Array.isArray(envelope?.data) ? envelope.data : [];
}

function wholeNumber(value: unknown, minimum: number): number | null {
  const number = toNumber(value);
  return number !== null && Number.isInteger(number) && number >= minimum ? number : null;
}
