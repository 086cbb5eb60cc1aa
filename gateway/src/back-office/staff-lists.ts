import type { PropertyAlerts, PropertyStatus, StaffPropertyPage } from '../generated/resolvers.js';
import { toPropertyAlerts, toStaffPropertyPageAnswer } from '../normalize/staff-property.js';
import type { NormalizeOptions } from '../normalize/property.js';
import { pageOrLastPage, totalOf, type PageRequest } from '../lists/paging.js';
import type { AgencyApi } from '../rest/agency-api.js';

export interface StaffPropertyListRequest extends PageRequest {
  search?: string | null;
  status?: PropertyStatus | null;
}

/**
 * One page of the staff property list: searched, filtered, counted and paged by the API (a broker gets only
 * their own). A page past the end shows the last one.
 */
export function loadStaffPropertyPage(
  api: AgencyApi,
  request: StaffPropertyListRequest,
  options: NormalizeOptions,
): Promise<StaffPropertyPage> {
  const { search, status } = request;
  return pageOrLastPage(
    async (page) => {
      const { properties, paging } = toStaffPropertyPageAnswer(await api.backOffice.propertyPage({ search, status, ...page }), options);
      const items = properties.slice(0, page.perPage);
      return { items, total: totalOf(paging.total, items.length, page) };
    },
    { page: request.page, perPage: request.perPage },
  );
}

/** The top bar's alerts: how many properties await analysis and the five newest. */
export async function loadPropertyAlerts(api: AgencyApi, options: NormalizeOptions): Promise<PropertyAlerts> {
  return toPropertyAlerts(await api.backOffice.awaitingAnalysis(), options);
}
