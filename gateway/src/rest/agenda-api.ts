import type { HolidayInput, VisitInput } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type {
  RawAgendaBrokerList,
  RawHolidayAnswer,
  RawHolidayYear,
  RawVisitAnswer,
  RawVisitEnvelope,
  RawVisitList,
} from './agenda-types.js';
import { pathSegment } from './request-path.js';
import { RestError } from './rest-error.js';
import type { RawMessageAnswer } from './types.js';

/** A ficha is a page of PDF; its download gets more time than a JSON call all the same. */
const VISIT_RECORD_DOWNLOAD_TIMEOUT_MS = 60_000;

/** The API's names of a visit's fields → the schema's (input fields and mutation arguments). */
const VISIT_FIELDS: Readonly<Record<string, string>> = {
  property_id: 'propertyId',
  property_code: 'propertyCode',
  broker_id: 'brokerId',
  lead_id: 'leadId',
  client_id: 'clientId',
  duration_minutes: 'durationMinutes',
};

/** A visit call whose refusals name their fields as the schema does. */
async function renamingVisitFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RestError) throw error.withFieldNames((field) => VISIT_FIELDS[field] ?? field);
    throw error;
  }
}

/**
 * The agenda calls of the agency REST API (docs/rest-api.md, "Holidays" and "Visits"), for the caller's bearer
 * token; the API checks the permission agenda and that a broker touches only their own visits. Fields the schema
 * names in camel case are sent in the API's snake case (`property_id`), and refusals come back under the schema's
 * names (`VISIT_FIELDS`).
 */
export class AgendaApi {
  constructor(private readonly client: RestClient) {}

  /** One year's holidays; without a year, the current one in São Paulo. */
  holidays(year: number | null | undefined): Promise<RawHolidayYear> {
    return this.client.getJson<RawHolidayYear>('/api/holidays', { query: { year: year ?? undefined } });
  }

  createHoliday(input: HolidayInput): Promise<RawHolidayAnswer> {
    return this.client.postJson<RawHolidayAnswer>('/api/holidays', { day: input.day ?? '', name: input.name ?? '' });
  }

  deleteHoliday(id: string): Promise<RawMessageAnswer | null> {
    return this.client.delete<RawMessageAnswer>(`/api/holidays/${pathSegment(id)}`);
  }

  visits(period: { from: string; to: string; brokerId: string | null | undefined }): Promise<RawVisitList> {
    return this.client.getJson<RawVisitList>('/api/visits', {
      query: { from: period.from, to: period.to, broker_id: period.brokerId ?? undefined },
    });
  }

  /** The visits of one lead, client or property (the one given), newest first. */
  visitsOf(record: { leadId?: string | null; clientId?: string | null; propertyId?: string | null }): Promise<RawVisitList> {
    return this.client.getJson<RawVisitList>('/api/visits/of', {
      query: { lead_id: record.leadId ?? undefined, client_id: record.clientId ?? undefined, property_id: record.propertyId ?? undefined },
    });
  }

  /** The brokers whose agenda the user may open. */
  agendaBrokers(): Promise<RawAgendaBrokerList> {
    return this.client.getJson<RawAgendaBrokerList>('/api/visits/brokers');
  }

  /** The signed-in user's calendar feed token (made on first ask), or a new one replacing it. */
  calendarFeed(): Promise<{ data?: { token?: unknown } | null }> {
    return this.client.getJson('/api/visits/calendar-feed');
  }

  replaceCalendarFeed(): Promise<{ message?: unknown; data?: { token?: unknown } | null }> {
    return this.client.postJson('/api/visits/calendar-feed', {});
  }

  visit(id: string): Promise<RawVisitEnvelope> {
    return this.client.getJson<RawVisitEnvelope>(`/api/visits/${pathSegment(id)}`);
  }

  createVisit(input: VisitInput): Promise<RawVisitAnswer> {
    return renamingVisitFields(
      this.client.postJson<RawVisitAnswer>('/api/visits', {
        property_id: input.propertyId ?? undefined,
        property_code: input.propertyCode ?? undefined,
        broker_id: input.brokerId ?? undefined,
        lead_id: input.leadId ?? undefined,
        client_id: input.clientId ?? undefined,
        name: input.name ?? undefined,
        phone: input.phone ?? undefined,
        email: input.email ?? undefined,
        day: input.day ?? undefined,
        time: input.time ?? undefined,
        duration_minutes: input.durationMinutes ?? undefined,
      }),
    );
  }

  /** One of a visit's moves: `confirm`, `cancel` (`reason`), `reschedule` (`day`, `time`, `duration_minutes`), `outcome`. */
  changeVisit(
    id: string,
    change: 'confirm' | 'cancel' | 'reschedule' | 'outcome',
    fields: Record<string, unknown>,
  ): Promise<RawVisitAnswer> {
    return renamingVisitFields(this.client.postJson<RawVisitAnswer>(`/api/visits/${pathSegment(id)}/${change}`, fields));
  }

  /** `POST /api/visits/{id}/records`: a new ficha; the visit with its fichas. */
  generateVisitRecord(visitId: string): Promise<RawVisitAnswer> {
    return this.client.postJson<RawVisitAnswer>(`/api/visits/${pathSegment(visitId)}/records`, {});
  }

  /** `GET /api/visits/{id}/records/{recordId}/file`: the ficha's PDF, streamed as the API answers it. */
  visitRecordFile(visitId: string, recordId: string): Promise<Response> {
    return this.client.send(`/api/visits/${pathSegment(visitId)}/records/${pathSegment(recordId)}/file`, {
      headers: { accept: 'application/pdf' },
      timeoutMs: VISIT_RECORD_DOWNLOAD_TIMEOUT_MS,
    });
  }
}
