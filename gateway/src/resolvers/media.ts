import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import {
  createContractTemplate,
  loadContractTemplate,
  loadContractTemplates,
  updateContractTemplate,
} from '../media/contract-templates.js';
import { createVideo, loadVideo, loadVideos, updateVideo } from '../media/videos.js';

/** Query fields of schema/media.graphql. */
export const mediaQueryResolvers: QueryResolvers = {
  videos: (_parent, { type, isActive }, { api, signedInUser }) => loadVideos(api, signedInUser, { type, isActive }),

  video: (_parent, { id }, { api }) => loadVideo(api, id),

  contractTemplates: (_parent, _args, { api, publicUrl }) => loadContractTemplates(api, { publicUrl }),

  contractTemplate: (_parent, { id }, { api, publicUrl }) => loadContractTemplate(api, id, { publicUrl }),
};

/**
 * Mutation fields of schema/media.graphql: refusals the user can fix come back as data. Videos show on the home
 * page: writing one drops the rendered pages.
 */
export const mediaMutationResolvers: MutationResolvers = {
  createVideo: (_parent, { input }, { api, pageCache }) => pageCache.clearAfter(createVideo(api, input)),

  updateVideo: (_parent, { id, input }, { api, pageCache }) => pageCache.clearAfter(updateVideo(api, id, input)),

  createContractTemplate: (_parent, { input, file }, { api, publicUrl }) => createContractTemplate(api, input, file, { publicUrl }),

  updateContractTemplate: (_parent, { id, input, file }, { api, publicUrl }) => updateContractTemplate(api, id, input, file, { publicUrl }),
};
