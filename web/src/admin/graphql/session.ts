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

/** 'Esqueci minha senha': the same answer whether or not the e-mail is anyone's. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String) {
    requestPasswordReset(email: $email) {
      ok
      message
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

/** A new password with the token of the mailed link. */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String, $password: String) {
    resetPassword(token: $token, password: $password) {
      ok
      message
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
