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
        listingCode
        broker {
          id
          name
        }
        assignee {
          id
          name
        }
        createdAt
        firstResponseAt
        handoverAt
      }
      total
      page
      pageCount
    }
  }
`);

/**
 * Everything the lead screen shows of a lead, its history included; every change answers it again. The people it only
 * names (its broker, those of its history) come without their ids, which keeps the changes within the operation's cost.
 */
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
    listingCode
    broker {
      name
    }
    assignee {
      id
      name
    }
    clientId
    createdAt
    firstResponseAt
    handoverAt
    events {
      id
      kind
      actor {
        name
      }
      at
      source
      status
      assignee {
        name
      }
      clientId
      fromName
      minutes
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

/** 'WhatsApp' on a lead: the chat goes to its history, and to its first response if it had none. */
export const RecordLeadChatMutation = graphql(`
  mutation RecordLeadChat($id: ID!) {
    recordLeadChat(id: $id) {
      ...LeadFields
    }
  }
`);

/** How new leads are handed out, for the administrators' form on the inbox. */
export const LeadDistributionQuery = graphql(`
  query LeadDistribution {
    leadDistribution {
      mode
      handoverMinutes
    }
  }
`);

export const SaveLeadDistributionMutation = graphql(`
  mutation SaveLeadDistribution($mode: LeadDistributionMode!, $handoverMinutes: Int!) {
    saveLeadDistribution(mode: $mode, handoverMinutes: $handoverMinutes) {
      ok
      message
      distribution {
        mode
        handoverMinutes
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);
