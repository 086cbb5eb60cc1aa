import type { AuditFilter, AuditPage, AuditRecordType, InputMaybe } from '../generated/resolvers.js';
import { toPageRequest } from '../lists/paging.js';
import { toAuditPage } from '../normalize/audit-entry.js';
import type { AgencyApi } from '../rest/agency-api.js';

/** The 'Auditoria' screen's page: 20 entries unless asked otherwise. */
const TRAIL_PER_PAGE = 20;
/** A record's 'Histórico' is 10 entries a page, as the API answers it. */
const HISTORY_PER_PAGE = 10;

/**
 * One page of the audit trail, newest first, of the entries matching every filter given. The API refuses it (FORBIDDEN)
 * without the permission usuarios, and a bad filter (BAD_USER_INPUT) at the argument's name.
 */
export async function loadAuditTrail(
  api: AgencyApi,
  filter: InputMaybe<AuditFilter> | undefined,
  page: InputMaybe<number> | undefined,
  perPage: InputMaybe<number> | undefined,
): Promise<AuditPage> {
  const request = toPageRequest(page, perPage, TRAIL_PER_PAGE);
  return toAuditPage(await api.audit.trail({ ...filter, ...request }), request);
}

/**
 * One page of a record's history, newest first, for whoever may open the record: FORBIDDEN without its permission,
 * NOT_FOUND for a record the user may not see (a broker's, another broker's property or lead).
 */
export async function loadRecordHistory(
  api: AgencyApi,
  recordType: AuditRecordType,
  recordId: string,
  page: InputMaybe<number> | undefined,
): Promise<AuditPage> {
  const request = toPageRequest(page, HISTORY_PER_PAGE, HISTORY_PER_PAGE);
  return toAuditPage(await api.audit.recordHistory(recordType, recordId.trim(), request.page), request);
}
