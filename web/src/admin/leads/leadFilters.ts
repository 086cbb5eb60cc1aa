import type { LeadSource, LeadStatus } from '../../gql/graphql';

export const leadSources: readonly LeadSource[] = ['CONTACT', 'REGISTRATION', 'WHATSAPP', 'ZAP', 'VIVAREAL', 'OLX', 'CHAVESNAMAO', 'VISIT'];
export const leadStatuses: readonly LeadStatus[] = ['NEW', 'IN_PROGRESS', 'CONVERTED', 'DISCARDED'];

/**
 * The statuses the lead screen's select offers: 'Convertido' only for a converted lead (a lead becomes converted only
 * through 'Converter em cliente'), and always the lead's own status, so the select can show it.
 */
export function leadStatusChoices(current: LeadStatus, converted: boolean): LeadStatus[] {
  return leadStatuses.filter((status) => status !== 'CONVERTED' || converted || status === current);
}

export type LeadSourceFilter = LeadSource | 'ALL';
export type LeadStatusFilter = LeadStatus | 'ALL';

/** The source filter read from the address (?origem=WHATSAPP); anything else is every source. */
export function leadSourceFilterOf(text: string | null): LeadSourceFilter {
  return leadSources.find((source) => source === text) ?? 'ALL';
}

/** The status filter read from the address (?status=NEW); anything else is every status. */
export function leadStatusFilterOf(text: string | null): LeadStatusFilter {
  return leadStatuses.find((status) => status === text) ?? 'ALL';
}

/** The list's variables: the search the address holds (none when blank), the source and status (none for all) and the page. */
export function leadListVariables(search: string, source: LeadSourceFilter, status: LeadStatusFilter, page: number) {
  const searched = search.trim();
  return {
    search: searched === '' ? null : searched,
    source: source === 'ALL' ? null : source,
    status: status === 'ALL' ? null : status,
    page,
  };
}
