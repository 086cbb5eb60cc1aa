import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { mutationOutcomeOf } from '../visitors/mutation-outcome.js';
import { lookUpPostalCode } from '../visitors/postal-code.js';
import { registerProperty, registrationTracking } from '../visitors/registration.js';
import { bookVisit, changeMyVisit, loadVisitorVisit, loadVisitSlots } from '../visitors/visit-booking.js';

/** Query fields of schema/visitors.graphql. */
export const visitorsQueryResolvers: QueryResolvers = {
  postalCode: (_parent, { cep }, { api }) => lookUpPostalCode(api, cep),
  registrationTracking: (_parent, { token }, { api, publicUrl, storagePublicUrl }) =>
    registrationTracking(api, token, { publicUrl, storagePublicUrl }),
  visitSlots: (_parent, { slug }, { api }) => loadVisitSlots(api, slug),
  visitorVisit: (_parent, { token }, { api }) => loadVisitorVisit(api, token),
};

/** Mutation fields of schema/visitors.graphql: expected failures come back as data. */
export const visitorsMutationResolvers: MutationResolvers = {
  sendContactMessage: (_parent, { input }, { api }) => mutationOutcomeOf(api.sendContactMessage(input)),

  registerProperty: (_parent, { input, mainImage, otherImages }, { api }) => registerProperty(api, input, mainImage, otherImages),

  bookVisit: (_parent, { slug, input }, { api }) => bookVisit(api, slug, input),

  cancelMyVisit: (_parent, { token }, { api }) => changeMyVisit(api.visitBooking.cancel(token)),

  rescheduleMyVisit: (_parent, { token, day, time }, { api }) => changeMyVisit(api.visitBooking.reschedule(token, { day, time })),

  confirmMyVisit: (_parent, { token }, { api }) => changeMyVisit(api.visitBooking.confirmAttendance(token)),
};
