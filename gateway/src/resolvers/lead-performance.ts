import { loadLeadPerformance } from '../back-office/lead-performance.js';
import type { QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/lead-performance.graphql. */
export const leadPerformanceQueryResolvers: QueryResolvers = {
  leadPerformance: (_parent, { from, to }, { api, signedInUser }) => loadLeadPerformance(api, signedInUser, { from, to }),
};
