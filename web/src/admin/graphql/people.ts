import { graphql } from '../../gql';

/** Every client, with the columns of the clients list. */
export const ClientListQuery = graphql(`
  query ClientList {
    clients {
      id
      name
      phone
      email
      isActive
    }
  }
`);

/** One client for the form; null when missing. */
export const ClientQuery = graphql(`
  query ClientRecord($id: ID!) {
    client(id: $id) {
      id
      name
      phone
      email
      isActive
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

export const CreateBrokerMutation = graphql(`
  mutation CreateBroker($input: BrokerInput!, $photo: Upload) {
    createBroker(input: $input, photo: $photo) {
      ok
      message
      broker {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const UpdateBrokerMutation = graphql(`
  mutation UpdateBroker($id: ID!, $input: BrokerInput!, $photo: Upload, $removePhoto: Boolean) {
    updateBroker(id: $id, input: $input, photo: $photo, removePhoto: $removePhoto) {
      ok
      message
      broker {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const ChangeBrokerPasswordMutation = graphql(`
  mutation ChangeBrokerPassword($id: ID!, $password: String!) {
    changeBrokerPassword(id: $id, password: $password) {
      ok
      message
      error {
        message
      }
    }
  }
`);

export const ChangeUserPasswordMutation = graphql(`
  mutation ChangeUserPassword($id: ID!, $password: String!) {
    changeUserPassword(id: $id, password: $password) {
      ok
      message
      error {
        message
      }
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

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: UserInput!) {
    createUser(input: $input) {
      ok
      message
      user {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      ok
      message
      user {
        id
      }
      error {
        ...SaveErrorFields
      }
    }
  }
`);
