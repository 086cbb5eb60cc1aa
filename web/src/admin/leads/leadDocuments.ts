import { graphql } from '../../gql';

/** One page of the leads the user may see, searched and filtered by the server, 10 per page, newest first. */
export const LeadsQuery = graphql(`
  query Leads($search: String, $source: LeadSource, $status: LeadStatus, $page: Int) {
    leads(search: $search, source: $source, status: $status, page: $page, perPage: 10) {
      items {
        id
        source
        status
        name
        phone
        email
        propertyId
        propertyCode
        broker {
          id
          name
        }
        assignee {
          id
          name
        }
        createdAt
      }
      total
      page
      pageCount
    }
  }
`);

/** Everything the lead screen shows of a lead, its history included; every change answers it again. */
graphql(`
  fragment LeadFields on Lead {
    id
    source
    status
    name
    phone
    email
    interest
    message
    page
    property {
      id
      code
      title
      slug
    }
    broker {
      id
      name
    }
    assignee {
      id
      name
    }
    clientId
    createdAt
    events {
      id
      kind
      actor {
        id
        name
      }
      at
      source
      status
      assignee {
        id
        name
      }
      clientId
    }
  }
`);

export const LeadQuery = graphql(`
  query Lead($id: ID!) {
    lead(id: $id) {
      ...LeadFields
    }
  }
`);

/** The active brokers of the 'Atribuir a' select. */
export const LeadAssigneesQuery = graphql(`
  query LeadAssignees {
    leadAssignees {
      id
      name
    }
  }
`);

/** What every change of a lead answers: the outcome, the changed lead and, when refused, why. */
graphql(`
  fragment LeadResultFields on LeadResult {
    ok
    message
    lead {
      ...LeadFields
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const AssignLeadMutation = graphql(`
  mutation AssignLead($id: ID!, $userId: ID) {
    assignLead(id: $id, userId: $userId) {
      ...LeadResultFields
    }
  }
`);

export const ChangeLeadStatusMutation = graphql(`
  mutation ChangeLeadStatus($id: ID!, $status: LeadStatus!) {
    changeLeadStatus(id: $id, status: $status) {
      ...LeadResultFields
    }
  }
`);

export const ConvertLeadMutation = graphql(`
  mutation ConvertLead($id: ID!) {
    convertLeadToClient(id: $id) {
      ...LeadResultFields
    }
  }
`);
