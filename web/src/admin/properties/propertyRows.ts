import type { PropertyStatus, StaffPropertiesQuery } from '../../gql/graphql';

/** One property of the back-office list. */
export type PropertyRow = StaffPropertiesQuery['staffProperties'][number]['property'];

/** Property list page size (spec §9). */
export const propertyPageSize = 10;

export const propertyStatuses: readonly PropertyStatus[] = ['IN_ANALYSIS', 'APPROVED', 'REJECTED'];

export type StatusFilter = PropertyStatus | 'ALL';

export interface PropertyListFilter {
  search: string;
  status: StatusFilter;
}

/** Lower case without accents, so that "cambui" finds "Cambuí". */
export function searchableText(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** The properties whose title, city or neighbourhood contains the search, with the chosen status. */
export function filterProperties(rows: readonly PropertyRow[], filter: PropertyListFilter): PropertyRow[] {
  const words = searchableText(filter.search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.status !== 'ALL' && row.status !== filter.status) return false;
    if (words.length === 0) return true;
    const haystack = [row.title, row.address.city, row.address.neighborhood].map(searchableText).join(' ');
    return words.every((word) => haystack.includes(word));
  });
}

export interface Page<T> {
  items: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
}

/** One page of the rows; a page past the end shows the last one. */
export function pageOf<T>(rows: readonly T[], page: number, size = propertyPageSize): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** The properties staff still have to analyse: the alerts of the top bar. */
export function awaitingAnalysis(rows: readonly PropertyRow[]): PropertyRow[] {
  return rows.filter((row) => row.status === 'IN_ANALYSIS');
}

/** A status filter read from the address (?status=IN_ANALYSIS); anything else is every status. */
export function statusFilterOf(text: string | null): StatusFilter {
  return propertyStatuses.find((status) => status === text) ?? 'ALL';
}
