import { changePropertyStatus, createProperty, deleteProperty, updateProperty } from '../back-office/property-writes.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { loadPropertyAlerts, loadStaffPropertyPage } from '../back-office/staff-lists.js';
import { toStaffPropertyAnswer } from '../normalize/staff-property.js';
import { loadClientChoices, loadClientPage } from '../people/clients.js';
import { toPageRequest } from '../lists/paging.js';
import { toInternalVideos } from '../normalize/video.js';
import { RestError } from '../rest/rest-error.js';

/** Query fields of schema/backoffice.graphql. */
export const backOfficeQueryResolvers: QueryResolvers = {
  staffPropertyPage: (_parent, { search, status, page, perPage }, { api, publicUrl, storagePublicUrl }) =>
    loadStaffPropertyPage(api, { search, status, ...toPageRequest(page, perPage) }, { publicUrl, storagePublicUrl }),

  propertyAlerts: (_parent, _args, { api, publicUrl, storagePublicUrl }) => loadPropertyAlerts(api, { publicUrl, storagePublicUrl }),

  staffProperty: async (_parent, { id }, { api, publicUrl, storagePublicUrl }) => {
    if (id.trim() === '') return null;
    try {
      return toStaffPropertyAnswer(await api.backOffice.property(id.trim()), { publicUrl, storagePublicUrl });
    } catch (error) {
      if (error instanceof RestError && error.isNotFound) return null;
      throw error;
    }
  },

  clients: (_parent, { search, page, perPage }, { api }) => loadClientPage(api, search, toPageRequest(page, perPage)),

  clientChoices: (_parent, { search, chosenId }, { api }) => loadClientChoices(api, search, chosenId),

  internalVideos: async (_parent, _args, { api }) => toInternalVideos(await api.backOffice.internalVideos()),
};

/**
 * Mutation fields of schema/backoffice.graphql: refusals the user can fix come back as data; a property written
 * drops the server-rendered pages, which show the catalogue.
 */
export const backOfficeMutationResolvers: MutationResolvers = {
  createProperty: (_parent, { input, mainImage, otherImages }, { api, publicUrl, storagePublicUrl, pageCache }) =>
    pageCache.clearAfter(createProperty(api, input, { mainImage, otherImages }, { publicUrl, storagePublicUrl })),

  updateProperty: (_parent, { id, input, mainImage, otherImages, imagesToDelete }, { api, publicUrl, storagePublicUrl, pageCache }) =>
    pageCache.clearAfter(updateProperty(api, id, input, { mainImage, otherImages, imagesToDelete }, { publicUrl, storagePublicUrl })),

  deleteProperty: (_parent, { id }, { api, pageCache }) => pageCache.clearAfter(deleteProperty(api, id)),

  changePropertyStatus: (_parent, { id, status, notifyClient, reason }, { api, publicUrl, storagePublicUrl, pageCache }) =>
    pageCache.clearAfter(changePropertyStatus(api, id, { status, notifyClient, reason }, { publicUrl, storagePublicUrl })),
};
