import type { PropertyRowFieldsFragment, PropertyStatus } from '../../gql/graphql';

/** One property of the back-office list. */
export type PropertyRow = PropertyRowFieldsFragment;

export const propertyStatuses: readonly PropertyStatus[] = ['IN_ANALYSIS', 'APPROVED', 'REJECTED'];

export type StatusFilter = PropertyStatus | 'ALL';

/** A status filter read from the address (?status=IN_ANALYSIS); anything else is every status. */
export function statusFilterOf(text: string | null): StatusFilter {
  return propertyStatuses.find((status) => status === text) ?? 'ALL';
}

/** The list's variables: the search the address holds (none when blank), the status (none for every status) and the page. */
export function propertyListVariables(search: string, status: StatusFilter, page: number) {
  const searched = search.trim();
  return { search: searched === '' ? null : searched, status: status === 'ALL' ? null : status, page };
}
