import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { mutationOutcomeOf } from '../visitors/mutation-outcome.js';
import { lookUpPostalCode } from '../visitors/postal-code.js';
import { registerProperty, registrationTracking } from '../visitors/registration.js';

/** Query fields of schema/visitors.graphql. */
export const visitorsQueryResolvers: QueryResolvers = {
  postalCode: (_parent, { cep }, { api }) => lookUpPostalCode(api, cep),
  registrationTracking: (_parent, { token }, { api, publicUrl, storagePublicUrl }) =>
    registrationTracking(api, token, { publicUrl, storagePublicUrl }),
};

/** Mutation fields of schema/visitors.graphql: expected failures come back as data. */
export const visitorsMutationResolvers: MutationResolvers = {
  sendContactMessage: (_parent, { input }, { api }) => mutationOutcomeOf(api.sendContactMessage(input)),

  registerProperty: (_parent, { input, mainImage, otherImages }, { api }) => registerProperty(api, input, mainImage, otherImages),
};
