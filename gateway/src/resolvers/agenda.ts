import { createHoliday, deleteHoliday, loadHolidays } from '../agenda/holidays.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/agenda.graphql. */
export const agendaQueryResolvers: QueryResolvers = {
  holidays: (_parent, { year }, { api }) => loadHolidays(api, year),
};

/** Mutation fields of schema/agenda.graphql: refusals the user can fix come back as data. */
export const agendaMutationResolvers: MutationResolvers = {
  createHoliday: (_parent, { input }, { api }) => createHoliday(api, input),

  deleteHoliday: (_parent, { id }, { api }) => deleteHoliday(api, id),
};
