import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { changeBrokerPassword, createBroker, updateBroker } from '../people/broker-writes.js';
import { loadBroker, loadBrokerPage, loadLeaders } from '../people/brokers.js';
import { createClient, loadClient, updateClient } from '../people/clients.js';
import { loadCompanyPage, loadCompanyRecord, updateCompany } from '../people/companies.js';
import { toPageRequest } from '../lists/paging.js';
import { changeUserPassword, createUser, loadUser, loadUsers, updateUser } from '../people/users.js';

/** Query fields of schema/people.graphql. */
export const peopleQueryResolvers: QueryResolvers = {
  client: (_parent, { id }, { api }) => loadClient(api, id),

  brokers: (_parent, { search, page, perPage }, { api, signedInUser, publicUrl }) =>
    loadBrokerPage(api, signedInUser, search, toPageRequest(page, perPage), { publicUrl }),

  broker: (_parent, { id }, { api, publicUrl }) => loadBroker(api, id, { publicUrl }),

  leaders: (_parent, _args, { api, signedInUser, publicUrl }) => loadLeaders(api, signedInUser, { publicUrl }),

  users: (_parent, _args, { api, signedInUser }) => loadUsers(api, signedInUser),

  user: (_parent, { id }, { api }) => loadUser(api, id),

  companies: (_parent, { search, page, perPage, sortBy, sortOrder }, { api }) =>
    loadCompanyPage(api, { search, ...toPageRequest(page, perPage), sortBy: sortBy ?? 'NAME', sortOrder: sortOrder ?? 'ASC' }),

  companyRecord: (_parent, { id }, { api }) => loadCompanyRecord(api, id),
};

/**
 * Mutation fields of schema/people.graphql: refusals the user can fix (a duplicate e-mail too) come back as data.
 * Brokers (the consultants) and the company show on the public pages: writing them drops the rendered pages.
 */
export const peopleMutationResolvers: MutationResolvers = {
  createClient: (_parent, { input }, { api }) => createClient(api, input),

  updateClient: (_parent, { id, input }, { api }) => updateClient(api, id, input),

  createBroker: (_parent, { input, photo }, { api, publicUrl, pageCache }) =>
    pageCache.clearAfter(createBroker(api, input, photo, { publicUrl })),

  updateBroker: (_parent, { id, input, photo, removePhoto }, { api, publicUrl, pageCache }) =>
    pageCache.clearAfter(updateBroker(api, id, input, photo, removePhoto, { publicUrl })),

  changeBrokerPassword: (_parent, { id, password }, { api }) => changeBrokerPassword(api, id, password),

  createUser: (_parent, { input }, { api }) => createUser(api, input),

  updateUser: (_parent, { id, input }, { api }) => updateUser(api, id, input),

  changeUserPassword: (_parent, { id, password }, { api }) => changeUserPassword(api, id, password),

  updateCompany: (_parent, { id, input }, { api, pageCache }) => pageCache.clearAfter(updateCompany(api, id, input)),
};
