import { loadPortalLeadAddresses, loadPortalLeadRejects, replacePortalLeadSecret } from '../back-office/portal-leads.js';
import { loadPortalFeed, loadPortalReport, regeneratePortalFeedToken } from '../back-office/portals.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { toPageRequest } from '../lists/paging.js';

/** Query fields of schema/portals.graphql. */
export const portalsQueryResolvers: QueryResolvers = {
  portalReport: (_parent, { readiness, page, perPage }, { api, publicUrl, storagePublicUrl }) =>
    loadPortalReport(api, { readiness, ...toPageRequest(page, perPage) }, { publicUrl, storagePublicUrl }),

  portalFeed: (_parent, _args, { api, siteOrigin }) => loadPortalFeed(api, siteOrigin),

  portalLeadAddresses: (_parent, _args, { api, signedInUser }) => loadPortalLeadAddresses(api, signedInUser),

  portalLeadRejects: (_parent, _args, { api, signedInUser }) => loadPortalLeadRejects(api, signedInUser),
};

/** Mutation fields of schema/portals.graphql. */
export const portalsMutationResolvers: MutationResolvers = {
  regeneratePortalFeedToken: (_parent, _args, { api, signedInUser, siteOrigin }) =>
    regeneratePortalFeedToken(api, signedInUser, siteOrigin),

  replacePortalLeadSecret: (_parent, { portal }, { api, signedInUser, siteOrigin }) =>
    replacePortalLeadSecret(api, signedInUser, portal, siteOrigin),
};
