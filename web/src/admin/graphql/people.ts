import { graphql } from '../../gql';

/** What the clients list and the client form show of a client. */
graphql(`
  fragment ClientFields on Client {
    id
    name
    phone
    email
    isActive
  }
`);

/** One page of clients, searched by name on the server, with the columns of the clients list. */
export const ClientListQuery = graphql(`
  query ClientList($search: String, $page: Int) {
    clients(search: $search, page: $page, perPage: 10) {
      items {
        ...ClientFields
      }
      total
      page
      pageCount
    }
  }
`);

/** One client for the form; null when missing. */
export const ClientQuery = graphql(`
  query ClientRecord($id: ID!) {
    client(id: $id) {
      ...ClientFields
    }
  }
`);

export const CreateClientMutation = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      ok
      message
      client {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const UpdateClientMutation = graphql(`
  mutation UpdateClient($id: ID!, $input: ClientInput!) {
    updateClient(id: $id, input: $input) {
      ok
      message
      client {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

/** One page of brokers, searched by name on the server. */
export const BrokerListQuery = graphql(`
  query BrokerList($search: String, $page: Int) {
    brokers(search: $search, page: $page, perPage: 10) {
      items {
        id
        name
        creci
        email
        phone
        onDuty
        isActive
      }
      total
      page
      pageCount
    }
  }
`);

/** One broker for the form; null when missing. */
export const BrokerQuery = graphql(`
  query BrokerRecord($id: ID!) {
    broker(id: $id) {
      id
      name
      creci
      phone
      email
      isActive
      onDuty
      leaderId
      photo {
        fileName
        cardUrl
      }
    }
  }
`);

/** The leaders a broker may report to. */
export const LeadersQuery = graphql(`
  query Leaders {
    leaders {
      id
      name
    }
  }
`);

/** What saving a broker answers: the outcome, the saved id and, when refused, the messages. */
graphql(`
  fragment BrokerSaveResult on BrokerResult {
    ok
    message
    broker {
      id
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const CreateBrokerMutation = graphql(`
  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {
    createBroker(input: $input, photo: $photo) {
      ...BrokerSaveResult
    }
  }
`);

export const UpdateBrokerMutation = graphql(`
  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {
    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {
      ...BrokerSaveResult
    }
  }
`);

/** What changing a password answers: the outcome and, when refused, why. */
graphql(`
  fragment PasswordChangeResult on ActionResult {
    ok
    message
    error {
      message
    }
  }
`);

export const ChangeBrokerPasswordMutation = graphql(`
  mutation ChangeBrokerPassword($id: ID!, $password: String!) {
    changeBrokerPassword(id: $id, password: $password) {
      ...PasswordChangeResult
    }
  }
`);

export const ChangeUserPasswordMutation = graphql(`
  mutation ChangeUserPassword($id: ID!, $password: String!) {
    changeUserPassword(id: $id, password: $password) {
      ...PasswordChangeResult
    }
  }
`);

/** Every user, with the columns of the users list. */
export const UserListQuery = graphql(`
  query UserList {
    users {
      id
      name
      phone
      role
      isActive
    }
  }
`);

/** One user with their permissions, for the form; null when missing. */
export const UserQuery = graphql(`
  query UserRecord($id: ID!) {
    user(id: $id) {
      id
      name
      email
      phone
      role
      isActive
      permissions {
        id
      }
    }
  }
`);

/** Every permission a user can be given. */
export const PermissionsQuery = graphql(`
  query PermissionChoices {
    permissions {
      id
      description
      identifier
    }
  }
`);

/** What saving a user answers: the outcome, the saved id and, when refused, the messages. */
graphql(`
  fragment UserSaveResult on UserResult {
    ok
    message
    user {
      id
    }
    error {
      ...SaveErrorFields
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      ...UserSaveResult
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      ...UserSaveResult
    }
  }
`);
