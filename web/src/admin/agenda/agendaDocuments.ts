import { graphql } from '../../gql';

/** The visits of the period shown, of one broker or of every one the user may see. */
export const AgendaVisitsQuery = graphql(`
  query AgendaVisits($from: String!, $to: String!, $brokerId: ID) {
    visits(from: $from, to: $to, brokerId: $brokerId) {
      ...VisitFields
    }
  }
`);

/** The visit open in the panel, wherever it falls. */
export const AgendaVisitQuery = graphql(`
  query AgendaVisit($id: ID!) {
    visit(id: $id) {
      ...VisitFields
    }
  }
`);

/** The brokers of the agenda's select. */
export const AgendaBrokersQuery = graphql(`
  query AgendaBrokers {
    agendaBrokers {
      id
      name
    }
  }
`);

/** What every change of a visit answers: the outcome, the visit as it is now and, when refused, why. */
graphql(`
  fragment VisitResultFields on VisitResult {
    ok
    message
    visit {
      ...VisitFields
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const CreateVisitMutation = graphql(`
  mutation CreateVisit($input: VisitInput!) {
    createVisit(input: $input) {
      ...VisitResultFields
    }
  }
`);

export const ConfirmVisitMutation = graphql(`
  mutation ConfirmVisit($id: ID!) {
    confirmVisit(id: $id) {
      ...VisitResultFields
    }
  }
`);

export const CancelVisitMutation = graphql(`
  mutation CancelVisit($id: ID!, $reason: String) {
    cancelVisit(id: $id, reason: $reason) {
      ...VisitResultFields
    }
  }
`);

export const RescheduleVisitMutation = graphql(`
  mutation RescheduleVisit($id: ID!, $day: String, $time: String, $durationMinutes: Int) {
    rescheduleVisit(id: $id, day: $day, time: $time, durationMinutes: $durationMinutes) {
      ...VisitResultFields
    }
  }
`);

export const RecordVisitOutcomeMutation = graphql(`
  mutation RecordVisitOutcome($id: ID!, $attended: Boolean, $interest: Int, $comment: String) {
    recordVisitOutcome(id: $id, attended: $attended, interest: $interest, comment: $comment) {
      ...VisitResultFields
    }
  }
`);

/** The signed-in user's calendar feed address, and a new one. */
export const CalendarFeedUrlQuery = graphql(`
  query CalendarFeedUrl {
    calendarFeedUrl
  }
`);

export const ReplaceCalendarFeedMutation = graphql(`
  mutation ReplaceCalendarFeed {
    replaceCalendarFeed {
      ok
      message
      url
      error {
        message
      }
    }
  }
`);

/** The person of a visit booked from a lead: their name, phone and e-mail, and the property the lead is about. */
export const VisitLeadQuery = graphql(`
  query VisitLead($id: ID!) {
    lead(id: $id) {
      id
      name
      phone
      property {
        id
        code
      }
    }
  }
`);

/** The person of a visit booked from a client. */
export const VisitClientQuery = graphql(`
  query VisitClient($id: ID!) {
    client(id: $id) {
      id
      name
      phone
    }
  }
`);
