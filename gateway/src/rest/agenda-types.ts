/**
 * Raw shapes of the agenda calls of the agency REST API (`/api/holidays`, `/api/visits`), typed loosely like `types.ts`.
 * Only `gateway/src/normalize/` reads them.
 */
import type { RawId, RawNumber, RawText, RawWriteAnswer } from './types.js';

/** One holiday: a day in São Paulo (AAAA-MM-DD) and its name. */
export interface RawHoliday {
  id: RawId;
  day?: RawText;
  name?: RawText;
}

/** `GET /api/holidays?year=`: the year answered and its holidays in calendar order. */
export interface RawHolidayYear {
  year?: RawNumber;
  data?: RawHoliday[] | null;
}

/** `POST /api/holidays`: the API's message and the holiday as stored. */
export type RawHolidayAnswer = RawWriteAnswer<RawHoliday>;

/** The property of a visit, with its address. */
export interface RawVisitProperty {
  id?: RawId | null;
  code?: RawText;
  title?: RawText;
  address?: RawText;
  number?: RawText;
  neighborhood?: RawText;
  city?: RawText;
  state?: RawText;
}

/** One visit of the agenda; `status` in the API's lower case, instants ISO. */
export interface RawVisit {
  id?: RawId | null;
  status?: RawText;
  starts_at?: RawText;
  ends_at?: RawText;
  name?: RawText;
  phone?: RawText;
  email?: RawText;
  cancel_reason?: RawText;
  interest?: RawNumber;
  outcome_comment?: RawText;
  outcome_at?: RawText;
  visitor_confirmed_at?: RawText;
  lead_id?: RawId | null;
  client_id?: RawId | null;
  created_at?: RawText;
  property?: RawVisitProperty | null;
  broker?: { id?: RawId | null; name?: RawText } | null;
  records?: RawVisitRecord[] | null;
}

/** A visit's 'ficha de visita' as the visit's JSON lists it. */
export interface RawVisitRecord {
  id?: RawId | null;
  created_at?: RawText;
  created_by_name?: RawText;
}

/** `GET /api/visits`: the visits of the period. */
export interface RawVisitList {
  data?: RawVisit[] | null;
}

/** `GET /api/visits/{id}`. */
export interface RawVisitEnvelope {
  data?: RawVisit | null;
}

/** A write on a visit: the API's message and the visit as stored. */
export type RawVisitAnswer = RawWriteAnswer<RawVisit>;

/** `GET /api/visits/brokers`. */
export interface RawAgendaBrokerList {
  data?: { id?: RawId | null; name?: RawText }[] | null;
}

/** `GET /api/properties/{slug}/visit-slots`: each open day with its free `HH:MM` times. */
export interface RawVisitDays {
  data?: { day?: RawText; times?: RawText[] | null }[] | null;
}

/** `POST /api/properties/{slug}/visits`: the private link's token and the start written out. */
export type RawBookedVisitAnswer = RawWriteAnswer<{
  id?: RawId | null;
  token?: RawText;
  startsAt?: RawText;
  endsAt?: RawText;
  writtenOut?: RawText;
}>;

/** `GET /api/visit-bookings/{token}`. */
export interface RawVisitorVisitEnvelope {
  data?: {
    status?: RawText;
    startsAt?: RawText;
    endsAt?: RawText;
    writtenOut?: RawText;
    property?: { code?: RawText; title?: RawText; slug?: RawText } | null;
    broker?: { name?: RawText } | null;
    changeable?: unknown;
    confirmable?: unknown;
    confirmedAt?: RawText;
  } | null;
}
