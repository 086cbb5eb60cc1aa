import type { NormalizeOptions } from '../normalize/property.js';
import { toSitemapAnswer, type SitemapAnswer, type SitemapEntry } from '../normalize/sitemap-entry.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { newestFirst } from './filter.js';

/** The largest page the API's public catalogue answers. */
export const MAX_API_PAGE_SIZE = 100;

/** A run of the public catalogue, newest first: `count` properties from the 0-based position `start`. */
export interface CatalogueRange {
  start: number;
  count: number;
}

/**
 * How many properties the public catalogue holds, learnt from a page of one; an upstream that does not
 * page answers the whole catalogue, which is then counted.
 */
export async function countPublicProperties(api: AgencyApi, options: NormalizeOptions): Promise<number> {
  const answer = toSitemapAnswer(await api.catalogue({ page: 1, perPage: 1 }), options);
  if (isPaged(answer, 1, 1) && answer.total !== null) return answer.total;
  return answer.entries.length;
}

/**
 * The sitemap entries of a range, one API page at a time and in the API's order (newest first): the next
 * page is asked only once the caller has taken the previous one. Nothing is yielded for a range past the
 * end of the catalogue. An upstream that does not page answers the whole catalogue, cut here instead.
 */
export async function* sitemapEntryPages(
  api: AgencyApi,
  range: CatalogueRange,
  options: NormalizeOptions,
  pageSize: number = MAX_API_PAGE_SIZE,
): AsyncGenerator<SitemapEntry[], void, undefined> {
  const end = range.start + range.count;
  for (let page = Math.floor(range.start / pageSize) + 1; ; page += 1) {
    const answer = toSitemapAnswer(await api.catalogue({ page, perPage: pageSize }), options);
    if (!isPaged(answer, page, pageSize)) {
      if (range.start < answer.entries.length) yield newestFirst(answer.entries).slice(range.start, end);
      return;
    }
    const offset = (page - 1) * pageSize;
    if (answer.total === null ? answer.entries.length === 0 : range.start >= answer.total) return;
    yield answer.entries.slice(Math.max(0, range.start - offset), end - offset);
    if (offset + pageSize >= end || isLastPage(answer, offset + pageSize, pageSize)) return;
  }
}

/** Whether nothing lies past the first `seen` properties: the counted total is reached, or, uncounted, the page came short. */
function isLastPage(answer: SitemapAnswer, seen: number, pageSize: number): boolean {
  return answer.total === null ? answer.entries.length < pageSize : seen >= answer.total;
}

function isPaged(answer: SitemapAnswer, page: number, perPage: number): boolean {
  return answer.page === page && answer.perPage === perPage;
}
