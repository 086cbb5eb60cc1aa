import { graphql } from '../../gql';

/**
 * What a record's 'Histórico' and the 'Auditoria' screen show of an entry of the audit trail. The actor is asked
 * without its id, so that each entry keeps the name it was written with (the cache would merge one person's entries).
 */
graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    at
    actor {
      name
    }
    address
    action
    recordType
    recordId
    recordLabel
    changes {
      field
      before
      after
      secret
    }
  }
`);

/** One page (10 entries, newest first) of a record's history; FORBIDDEN without the record's permission. */
export const RecordHistoryQuery = graphql(`
  query RecordHistory($recordType: AuditRecordType!, $recordId: ID!, $page: Int) {
    recordHistory(recordType: $recordType, recordId: $recordId, page: $page) {
      items {
        ...AuditEntryFields
      }
      page
      hasMore
    }
  }
`);
