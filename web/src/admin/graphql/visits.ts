import { graphql } from '../../gql';

/** What the agenda and a record's 'Visitas' show of a visit. */
graphql(`
  fragment VisitFields on Visit {
    id
    status
    startsAt
    endsAt
    name
    phone
    email
    cancelReason
    interest
    outcomeComment
    outcomeAt
    visitorConfirmedAt
    leadId
    clientId
    property {
      id
      code
      title
      address
      mapUrl
    }
    broker {
      id
      name
    }
    records {
      id
      createdAt
      createdByName
      downloadUrl
    }
  }
`);

/** The visits of one lead, client or property, newest first. */
export const VisitsOfQuery = graphql(`
  query VisitsOf($leadId: ID, $clientId: ID, $propertyId: ID) {
    visitsOf(leadId: $leadId, clientId: $clientId, propertyId: $propertyId) {
      ...VisitFields
    }
  }
`);
