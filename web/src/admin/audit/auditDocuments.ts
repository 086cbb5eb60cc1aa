import { graphql } from '../../gql';

/** One page of the audit trail, newest first, of the entries matching every filter given; needs permission usuarios. */
export const AuditTrailQuery = graphql(`
  query AuditTrail($filter: AuditFilter, $page: Int, $perPage: Int) {
    auditTrail(filter: $filter, page: $page, perPage: $perPage) {
      items {
        ...AuditEntryFields
      }
      page
      hasMore
    }
  }
`);
