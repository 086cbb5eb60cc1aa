import { graphql } from '../../gql';

/** The booking page: the property's name and the free slots of its broker (never cached: they change by the minute). */
export const VisitBookingQuery = graphql(`
  query VisitBooking($slug: String!) {
    property(slug: $slug) {
      id
      slug
      title
      code
    }
    visitSlots(slug: $slug) {
      day
      times
    }
  }
`);

/** A visitor asks for a visit. */
export const BookVisitMutation = graphql(`
  mutation BookVisit($slug: String!, $input: VisitRequestInput!) {
    bookVisit(slug: $slug, input: $input) {
      ok
      message
      token
      writtenOut
      nextSlots {
        day
        time
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

/** The visitor's private link. */
export const VisitorVisitQuery = graphql(`
  query VisitorVisit($token: String!) {
    visitorVisit(token: $token) {
      status
      startsAt
      endsAt
      writtenOut
      propertyCode
      propertyTitle
      propertySlug
      brokerName
      changeable
      confirmable
      confirmedAt
    }
  }
`);

/** The free slots to move a visit to. */
export const VisitSlotsQuery = graphql(`
  query VisitSlots($slug: String!) {
    visitSlots(slug: $slug) {
      day
      times
    }
  }
`);

export const CancelMyVisitMutation = graphql(`
  mutation CancelMyVisit($token: String!) {
    cancelMyVisit(token: $token) {
      ok
      message
      writtenOut
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const RescheduleMyVisitMutation = graphql(`
  mutation RescheduleMyVisit($token: String!, $day: String, $time: String) {
    rescheduleMyVisit(token: $token, day: $day, time: $time) {
      ok
      message
      writtenOut
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const ConfirmMyVisitMutation = graphql(`
  mutation ConfirmMyVisit($token: String!) {
    confirmMyVisit(token: $token) {
      ok
      message
      writtenOut
      error {
        ...SaveErrorFields
      }
    }
  }
`);
