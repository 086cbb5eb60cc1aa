import type { PropertyStatus, StaffPropertiesQuery } from '../../gql/graphql';
import { filterByWords } from '../lists/rowFilter';

/** One property of the back-office list. */
export type PropertyRow = StaffPropertiesQuery['staffProperties'][number]['property'];

export const propertyStatuses: readonly PropertyStatus[] = ['IN_ANALYSIS', 'APPROVED', 'REJECTED'];

export type StatusFilter = PropertyStatus | 'ALL';

export interface PropertyListFilter {
  search: string;
  status: StatusFilter;
}

/** The properties with the chosen status whose title, city and neighbourhood hold every word of the search, regardless of case and accents. */
export function filterProperties(rows: readonly PropertyRow[], filter: PropertyListFilter): PropertyRow[] {
  const withStatus = filter.status === 'ALL' ? rows : rows.filter((row) => row.status === filter.status);
  return filterByWords(withStatus, filter.search, (row) => [row.title, row.address.city ?? '', row.address.neighborhood ?? ''].join(' '));
}

/** The properties staff still have to analyse: the alerts of the top bar. */
export function awaitingAnalysis(rows: readonly PropertyRow[]): PropertyRow[] {
  return rows.filter((row) => row.status === 'IN_ANALYSIS');
}

/** A status filter read from the address (?status=IN_ANALYSIS); anything else is every status. */
export function statusFilterOf(text: string | null): StatusFilter {
  return propertyStatuses.find((status) => status === text) ?? 'ALL';
}
