import { loadAuditTrail, loadRecordHistory } from '../back-office/audit.js';
import type { QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/audit.graphql: the trail and a record's history, read only. */
export const auditQueryResolvers: QueryResolvers = {
  auditTrail: (_parent, { filter, page, perPage }, { api }) => loadAuditTrail(api, filter, page, perPage),

  recordHistory: (_parent, { recordType, recordId, page }, { api }) => loadRecordHistory(api, recordType, recordId, page),
};
