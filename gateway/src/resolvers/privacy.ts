import { anonymizePerson, loadPersonData, loadPrivacySettings, savePrivacySettings } from '../back-office/privacy.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/privacy.graphql: a person's data and the LGPD settings. */
export const privacyQueryResolvers: QueryResolvers = {
  personData: (_parent, { email, phone }, { api }) => loadPersonData(api, { email, phone }),

  privacySettings: (_parent, _args, { api }) => loadPrivacySettings(api),
};

/** Mutation fields of schema/privacy.graphql: refusals the user can act on come back as data. */
export const privacyMutationResolvers: MutationResolvers = {
  anonymizePerson: (_parent, { email, phone }, { api }) => anonymizePerson(api, { email, phone }),

  savePrivacySettings: (_parent, { leadRetentionMonths }, { api }) => savePrivacySettings(api, leadRetentionMonths),
};
