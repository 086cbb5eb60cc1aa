import { graphql } from '../../gql';

/** A property's 'Chaves' tab: its keys with their holders, their newest loans and the check-out form's choices. */
export const PropertyKeysQuery = graphql(`
  query PropertyKeys($propertyId: ID!) {
    propertyKeys(propertyId: $propertyId) {
      keys {
        id
        label
        location
        code
        holder {
          broker {
            id
            name
          }
          since
          dueAt
          overdue
        }
      }
      history {
        id
        keyLabel
        broker {
          id
          name
        }
        checkedOutAt
        checkedOutBy {
          id
          name
        }
        dueAt
        checkedInAt
        checkedInBy {
          id
          name
        }
        overdue
      }
      brokers {
        id
        name
      }
      visits {
        id
        brokerId
        startsAt
        name
      }
    }
  }
`);

export const RegisterKeyMutation = graphql(`
  mutation RegisterPropertyKey($propertyId: ID!, $input: PropertyKeyInput!) {
    registerPropertyKey(propertyId: $propertyId, input: $input) {
      ok
      message
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const UpdateKeyMutation = graphql(`
  mutation UpdatePropertyKey($id: ID!, $input: PropertyKeyInput!) {
    updatePropertyKey(id: $id, input: $input) {
      ok
      message
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const RemoveKeyMutation = graphql(`
  mutation RemovePropertyKey($id: ID!) {
    removePropertyKey(id: $id) {
      ok
      message
      error {
        message
      }
    }
  }
`);

export const CheckOutKeyMutation = graphql(`
  mutation CheckOutKey($id: ID!, $input: KeyCheckoutInput!) {
    checkOutKey(id: $id, input: $input) {
      ok
      message
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const CheckInKeyMutation = graphql(`
  mutation CheckInKey($id: ID!) {
    checkInKey(id: $id) {
      ok
      message
      error {
        message
      }
    }
  }
`);
