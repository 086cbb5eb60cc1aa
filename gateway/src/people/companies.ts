import type { CompanyInput, CompanyPage, CompanyRecord, CompanySortField, SortOrder } from '../generated/resolvers.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toCompanyListAnswer, toCompanyRecord, toCompanyRecordAnswer } from '../normalize/company-record.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from '../records/found.js';
import { pageOf, totalOf, type PageRequest } from '../lists/paging.js';

export type CompanyOutcome = RecordOutcome<'company', CompanyRecord>;

export interface CompanyListRequest extends PageRequest {
  search?: string | null;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
}

/**
 * One page of company records, searched, sorted and paged by the API; the total is its `total` (or
 * `meta.total`). An answer longer than the page asked for is taken as every record, and paged here.
 */
export async function loadCompanyPage(api: AgencyApi, request: CompanyListRequest): Promise<CompanyPage> {
  const { records, paging } = toCompanyListAnswer(await api.people.companies(request));
  const pageRequest = { page: request.page, perPage: request.perPage };
  if (records.length > request.perPage) {
    const start = (request.page - 1) * request.perPage;
    return pageOf(records.slice(start, start + request.perPage), Math.max(paging.total ?? 0, records.length), pageRequest);
  }
  return pageOf(records, totalOf(paging.total, records.length, pageRequest), pageRequest);
}

export function loadCompanyRecord(api: AgencyApi, id: string): Promise<CompanyRecord | null> {
  return foundOrNull(id, async (companyId) => toCompanyRecordAnswer(await api.people.companyRecord(companyId)));
}

export function updateCompany(api: AgencyApi, id: string, input: CompanyInput): Promise<CompanyOutcome> {
  return recordOutcomeOf(api.people.updateCompany(id, input), 'company', toCompanyRecord);
}
