import type { QueryResolvers } from '../generated/resolvers.js';
import { toCompanyAnswer } from '../normalize/company.js';
import { RestError } from '../rest/rest-error.js';

/** Query fields of schema/company.graphql. */
export const companyQueryResolvers: QueryResolvers = {
  company: async (_parent, _args, { api }) => {
    try {
      return toCompanyAnswer(await api.company());
    } catch (error) {
      if (error instanceof RestError && error.isNotFound) return null;
      throw error;
    }
  },
};
