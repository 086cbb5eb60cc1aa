import type { AuditRecordType } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type { RawAuditPage } from './audit-types.js';
import { pathSegment } from './request-path.js';
import { RestError } from './rest-error.js';

/** What the 'Auditoria' screen searches by, with the page asked. */
export interface AuditTrailQuery {
  userId?: string | null;
  recordType?: AuditRecordType | null;
  recordId?: string | null;
  from?: string | null;
  to?: string | null;
  page: number;
  perPage: number;
}

/** The trail's query parameters as the schema names them, for the API's refusal of one. */
const AUDIT_ARGUMENTS: Readonly<Record<string, string>> = {
  user_id: 'userId',
  record_type: 'recordType',
  record_id: 'recordId',
  per_page: 'perPage',
};

function auditArgument(restField: string): string {
  return AUDIT_ARGUMENTS[restField] ?? restField;
}

/** An optional text argument: trimmed, and left out when blank. */
function given(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/**
 * The audit trail's calls of the agency REST API (docs/rest-api.md), for the caller's bearer token: read only. The
 * API checks the permission usuarios for the whole trail, and the record's own permission for its history.
 */
export class AuditApi {
  constructor(private readonly client: RestClient) {}

  /** One page of the trail, newest first, of the entries matching every filter given; a bad one is refused at its argument. */
  async trail(query: AuditTrailQuery): Promise<RawAuditPage> {
    try {
      return await this.client.getJson<RawAuditPage>('/api/audit', {
        query: {
          user_id: given(query.userId),
          record_type: query.recordType?.toLowerCase(),
          record_id: given(query.recordId),
          from: given(query.from),
          to: given(query.to),
          page: query.page,
          per_page: query.perPage,
        },
      });
    } catch (error) {
      if (error instanceof RestError) throw error.withFieldNames(auditArgument);
      throw error;
    }
  }

  /** One page (10 entries, newest first) of a record's history. */
  recordHistory(recordType: AuditRecordType, recordId: string, page: number): Promise<RawAuditPage> {
    return this.client.getJson<RawAuditPage>(`/api/audit/records/${pathSegment(recordType.toLowerCase())}/${pathSegment(recordId)}`, {
      query: { page },
    });
  }
}
