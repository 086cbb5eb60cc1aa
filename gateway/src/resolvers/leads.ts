import {
  assignLead,
  changeLeadStatus,
  convertLeadToClient,
  loadLead,
  loadLeadAssignees,
  loadLeadDistribution,
  loadLeadPage,
  loadNewLeadCount,
  recordLeadChat,
  saveLeadDistribution,
} from '../back-office/leads.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { toPageRequest } from '../lists/paging.js';

/** Query fields of schema/leads.graphql. */
export const leadsQueryResolvers: QueryResolvers = {
  leads: (_parent, { search, source, status, page, perPage }, { api, signedInUser }) =>
    loadLeadPage(api, signedInUser, { search, source, status, ...toPageRequest(page, perPage) }),

  lead: (_parent, { id }, { api, signedInUser }) => loadLead(api, signedInUser, id),

  newLeadCount: (_parent, _args, { api, signedInUser }) => loadNewLeadCount(api, signedInUser),

  leadAssignees: (_parent, _args, { api, signedInUser }) => loadLeadAssignees(api, signedInUser),

  leadDistribution: (_parent, _args, { api, signedInUser }) => loadLeadDistribution(api, signedInUser),
};

/** Mutation fields of schema/leads.graphql: refusals the user can act on come back as data. */
export const leadsMutationResolvers: MutationResolvers = {
  assignLead: (_parent, { id, userId }, { api, signedInUser }) => assignLead(api, signedInUser, id, userId),

  changeLeadStatus: (_parent, { id, status }, { api, signedInUser }) => changeLeadStatus(api, signedInUser, id, status),

  convertLeadToClient: (_parent, { id }, { api, signedInUser }) => convertLeadToClient(api, signedInUser, id),

  saveLeadDistribution: (_parent, { mode, handoverMinutes }, { api, signedInUser }) =>
    saveLeadDistribution(api, signedInUser, mode, handoverMinutes),

  recordLeadChat: (_parent, { id }, { api, signedInUser }) => recordLeadChat(api, signedInUser, id),
};
