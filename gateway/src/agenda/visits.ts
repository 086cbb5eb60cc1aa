import type { CalendarFeedResult, Visit, VisitBroker, VisitInput } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { toMutationRefusal, toMutationSuccess } from '../normalize/mutation-result.js';
import { recordOutcomeOf, type RecordOutcome } from '../mutations/record-outcome.js';
import { toVisit, toVisitBrokers, toVisits } from '../normalize/visit.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { foundOrNull } from '../records/found.js';

export type VisitOutcome = RecordOutcome<'visit', Visit>;

/** The visits of a period (the API checks the permission agenda and keeps a broker to their own). */
export async function loadVisits(api: AgencyApi, period: { from: string; to: string; brokerId?: string | null }): Promise<Visit[]> {
  return toVisits((await api.agenda.visits({ from: period.from, to: period.to, brokerId: period.brokerId })).data);
}

/** The visits of one lead, client or property, newest first (the API keeps a broker to their own). */
export async function loadVisitsOf(
  api: AgencyApi,
  record: { leadId?: string | null; clientId?: string | null; propertyId?: string | null },
): Promise<Visit[]> {
  return toVisits((await api.agenda.visitsOf(record)).data);
}

/** The brokers whose agenda the user may open. */
export async function loadAgendaBrokers(api: AgencyApi): Promise<VisitBroker[]> {
  return toVisitBrokers((await api.agenda.agendaBrokers()).data);
}

/** One visit; null when it does not exist or is not the user's to see (the API answers both 404). */
export function loadVisit(api: AgencyApi, id: string): Promise<Visit | null> {
  return foundOrNull(id, async (known) => toVisit((await api.agenda.visit(known)).data));
}

export function createVisit(api: AgencyApi, input: VisitInput): Promise<VisitOutcome> {
  return recordOutcomeOf(api.agenda.createVisit(input), 'visit', toVisit);
}

/** One of a visit's moves, its refusals (a clash, a visit no longer open, a missing reason) as data. */
export function changeVisit(
  api: AgencyApi,
  id: string,
  change: 'confirm' | 'cancel' | 'reschedule' | 'outcome',
  fields: Record<string, unknown>,
): Promise<VisitOutcome> {
  return recordOutcomeOf(api.agenda.changeVisit(id, change, fields), 'visit', toVisit);
}

/** A new 'ficha de visita': the visit with its fichas; a refusal (too early, cancelled) as data. */
export function generateVisitRecord(api: AgencyApi, visitId: string): Promise<VisitOutcome> {
  return recordOutcomeOf(api.agenda.generateVisitRecord(visitId), 'visit', toVisit);
}

/** Where a broker's calendar feed is served (`http/calendar-feed.ts`), its token following. */
export const CALENDAR_FEED_PATH = '/agenda/calendario/';

/** The public address of a calendar feed: the site's origin, the path, the token. */
function feedUrl(siteOrigin: string, token: unknown): string | null {
  return typeof token === 'string' && token !== '' ? `${siteOrigin}${CALENDAR_FEED_PATH}${encodeURIComponent(token)}` : null;
}

/** The signed-in user's calendar feed address (the API makes its token on first ask). */
export async function loadCalendarFeedUrl(api: AgencyApi, siteOrigin: string): Promise<string> {
  return feedUrl(siteOrigin, (await api.agenda.calendarFeed()).data?.token) ?? '';
}

/** A new calendar feed address for the signed-in user. */
export function replaceCalendarFeed(api: AgencyApi, siteOrigin: string): Promise<CalendarFeedResult> {
  return outcomeOf<Awaited<ReturnType<AgencyApi['agenda']['replaceCalendarFeed']>>, CalendarFeedResult>(api.agenda.replaceCalendarFeed(), {
    success: (answer) => ({ ...toMutationSuccess(answer), url: feedUrl(siteOrigin, answer.data?.token) }),
    refusal: (error) => ({ ...toMutationRefusal(error), url: null }),
  });
}
