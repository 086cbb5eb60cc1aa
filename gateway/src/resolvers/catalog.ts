import { toCatalogueRequest } from '../catalog/args.js';
import { loadCataloguePage, loadCities } from '../catalog/catalogue-service.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { toPropertyAnswer } from '../normalize/catalogue.js';
import { RestError } from '../rest/rest-error.js';

/** Query fields of schema/catalog.graphql. */
export const catalogQueryResolvers: QueryResolvers = {
  properties: (_parent, { filter, page, perPage }, { api, publicUrl, storagePublicUrl }) =>
    loadCataloguePage(api, toCatalogueRequest(filter, page, perPage), { publicUrl, storagePublicUrl }),

  property: async (_parent, { slug }, { api, publicUrl, storagePublicUrl }) => {
    if (slug.trim() === '') return null;
    try {
      return toPropertyAnswer(await api.propertyBySlug(slug.trim()), { publicUrl, storagePublicUrl });
    } catch (error) {
      if (error instanceof RestError && error.isNotFound) return null;
      throw error;
    }
  },

  cities: (_parent, _args, { api, publicUrl }) => loadCities(api, { publicUrl }),
};
