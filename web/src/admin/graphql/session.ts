import { graphql } from '../../gql';

/** Signs a member of staff in; wrong credentials come back as data with the API's message. */
export const LoginMutation = graphql(`
  mutation Login($email: String, $password: String) {
    login(email: $email, password: $password) {
      ok
      session {
        token
        user {
          id
          name
          email
          role
          permissions {
            identifier
          }
        }
      }
      error {
        message
      }
    }
  }
`);

/** Revokes the token of the request. */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** The user of the stored token, to check a session restored at start; null when it is no longer valid. */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      role
      permissions {
        identifier
      }
    }
  }
`);

/** The agency's name for the login screen, from its public company record (asked without a session). */
export const AgencyNameQuery = graphql(`
  query AgencyName {
    company {
      name
    }
  }
`);
