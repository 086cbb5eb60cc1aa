import { logIn } from '../back-office/login.js';
import { requestPasswordReset, resetPassword } from '../back-office/password-reset.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { toMe, toPermissionList } from '../normalize/staff-user.js';
import { RestError } from '../rest/rest-error.js';

/** Query fields of schema/session.graphql. */
export const sessionQueryResolvers: QueryResolvers = {
  me: async (_parent, _args, { signedInUser }) => {
    try {
      return toMe(await signedInUser.me());
    } catch (error) {
      if (error instanceof RestError && error.isUnauthorized) return null;
      throw error;
    }
  },

  permissions: async (_parent, _args, { api }) => toPermissionList(await api.backOffice.permissions()),
};

/** Mutation fields of schema/session.graphql. */
export const sessionMutationResolvers: MutationResolvers = {
  login: (_parent, { email, password }, { api }) => logIn(api, email, password),

  logout: async (_parent, _args, { api }) => {
    await api.backOffice.logout();
    return true;
  },

  requestPasswordReset: (_parent, { email }, { api }) => requestPasswordReset(api, email),

  resetPassword: (_parent, { token, password }, { api }) => resetPassword(api, token, password),
};
