import { createHoliday, deleteHoliday, loadHolidays } from '../agenda/holidays.js';
import {
  changeVisit,
  createVisit,
  generateVisitRecord,
  loadAgendaBrokers,
  loadCalendarFeedUrl,
  loadVisit,
  loadVisits,
  loadVisitsOf,
  replaceCalendarFeed,
} from '../agenda/visits.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';

/** Query fields of schema/agenda.graphql. */
export const agendaQueryResolvers: QueryResolvers = {
  holidays: (_parent, { year }, { api }) => loadHolidays(api, year),

  visits: (_parent, { from, to, brokerId }, { api }) => loadVisits(api, { from, to, brokerId }),

  visit: (_parent, { id }, { api }) => loadVisit(api, id),

  visitsOf: (_parent, { leadId, clientId, propertyId }, { api }) => loadVisitsOf(api, { leadId, clientId, propertyId }),

  agendaBrokers: (_parent, _args, { api }) => loadAgendaBrokers(api),

  calendarFeedUrl: (_parent, _args, { api, siteOrigin }) => loadCalendarFeedUrl(api, siteOrigin),
};

/** Mutation fields of schema/agenda.graphql: refusals the user can fix come back as data. */
export const agendaMutationResolvers: MutationResolvers = {
  createHoliday: (_parent, { input }, { api }) => createHoliday(api, input),

  deleteHoliday: (_parent, { id }, { api }) => deleteHoliday(api, id),

  createVisit: (_parent, { input }, { api }) => createVisit(api, input),

  generateVisitRecord: (_parent, { visitId }, { api }) => generateVisitRecord(api, visitId),

  confirmVisit: (_parent, { id }, { api }) => changeVisit(api, id, 'confirm', {}),

  cancelVisit: (_parent, { id, reason }, { api }) => changeVisit(api, id, 'cancel', { reason: reason ?? undefined }),

  rescheduleVisit: (_parent, { id, day, time, durationMinutes }, { api }) =>
    changeVisit(api, id, 'reschedule', { day: day ?? undefined, time: time ?? undefined, duration_minutes: durationMinutes ?? undefined }),

  replaceCalendarFeed: (_parent, _args, { api, siteOrigin }) => replaceCalendarFeed(api, siteOrigin),

  recordVisitOutcome: (_parent, { id, attended, interest, comment }, { api }) =>
    changeVisit(api, id, 'outcome', { attended: attended ?? undefined, interest: interest ?? undefined, comment: comment ?? undefined }),
};
