import type { QueryResolvers } from '../generated/resolvers.js';
import { toConsultants } from '../normalize/consultant.js';
import { toExternalVideos } from '../normalize/video.js';

/** Query fields of schema/team.graphql. */
export const teamQueryResolvers: QueryResolvers = {
  consultants: async (_parent, _args, { api, publicUrl }) => toConsultants(await api.publicConsultants(), { publicUrl }),

  externalVideos: async (_parent, _args, { api }) => toExternalVideos(await api.externalVideos()),
};
