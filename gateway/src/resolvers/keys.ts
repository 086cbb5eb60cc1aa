import {
  checkInKey,
  checkOutKey,
  loadOverdueKeys,
  loadPropertyKeys,
  registerPropertyKey,
  removePropertyKey,
  updatePropertyKey,
} from '../keys/property-keys.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/keys.graphql. */
export const keysQueryResolvers: QueryResolvers = {
  propertyKeys: (_parent, { propertyId }, { api }) => loadPropertyKeys(api, propertyId),

  overdueKeys: (_parent, _args, { api }) => loadOverdueKeys(api),
};

/** Mutation fields of schema/keys.graphql: refusals the user can fix come back as data. */
export const keysMutationResolvers: MutationResolvers = {
  registerPropertyKey: (_parent, { propertyId, input }, { api }) => registerPropertyKey(api, propertyId, input),

  updatePropertyKey: (_parent, { id, input }, { api }) => updatePropertyKey(api, id, input),

  removePropertyKey: (_parent, { id }, { api }) => removePropertyKey(api, id),

  checkOutKey: (_parent, { id, input }, { api }) => checkOutKey(api, id, input),

  checkInKey: (_parent, { id }, { api }) => checkInKey(api, id),
};
