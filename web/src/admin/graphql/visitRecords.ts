import { graphql } from '../../gql';

/** A new 'ficha de visita' of the visit; the visit comes back with its fichas, newest first. */
export const GenerateVisitRecordMutation = graphql(`
  mutation GenerateVisitRecord($visitId: ID!) {
    generateVisitRecord(visitId: $visitId) {
      ok
      message
      visit {
        id
        records {
          id
          createdAt
          createdByName
          downloadUrl
        }
      }
      error {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);
