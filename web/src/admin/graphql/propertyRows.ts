import type { PortalLevel, PropertyRowFieldsFragment, PropertyStatus } from '../../gql/graphql';

/** One property of the back-office list, with whether it goes to the portals and at which level. */
export type PropertyRow = PropertyRowFieldsFragment & { portalPublish: boolean; portalLevel: PortalLevel; statusReason: string | null };

/** A row of the list from one item of the page: the property's columns, its portal fields and the reason of a rejection. */
export function propertyRowOf(item: {
  portalPublish: boolean;
  portalLevel: PortalLevel;
  statusReason?: string | null;
  property: PropertyRowFieldsFragment;
}): PropertyRow {
  return { ...item.property, portalPublish: item.portalPublish, portalLevel: item.portalLevel, statusReason: item.statusReason ?? null };
}

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
