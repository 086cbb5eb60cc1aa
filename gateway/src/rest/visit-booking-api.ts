import type { VisitRequestInput } from '../generated/resolvers.js';
import type { RawBookedVisitAnswer, RawVisitDays, RawVisitorVisitEnvelope } from './agenda-types.js';
import type { RestClient } from './client.js';
import { pathSegment } from './request-path.js';
import { RestError } from './rest-error.js';
import type { RawMessageAnswer, RawWriteAnswer } from './types.js';

/** The API's names of the booking's fields → the schema's. */
const REQUEST_FIELDS: Readonly<Record<string, string>> = { privacy_notice_version: 'privacyNoticeVersion' };

/**
 * The visitor's calls about visits (docs/rest-api.md, "Visits"): the free slots of a property, the booking, the
 * private link, and a broker's calendar feed (each token always in the path, one checked segment). Sent with the visitor's address, counted by
 * the API per address as every visitor form is.
 */
export class VisitBookingApi {
  constructor(private readonly client: RestClient) {}

  slots(slug: string): Promise<RawVisitDays> {
    return this.client.getJson<RawVisitDays>(`/api/properties/${pathSegment(slug)}/visit-slots`);
  }

  async book(slug: string, input: VisitRequestInput): Promise<RawBookedVisitAnswer> {
    try {
      return await this.client.postJson<RawBookedVisitAnswer>(`/api/properties/${pathSegment(slug)}/visits`, {
        day: input.day ?? undefined,
        time: input.time ?? undefined,
        name: input.name ?? undefined,
        phone: input.phone ?? undefined,
        email: input.email ?? undefined,
        privacy_notice_version: input.privacyNoticeVersion ?? undefined,
      });
    } catch (error) {
      if (error instanceof RestError) throw error.withFieldNames((field) => REQUEST_FIELDS[field] ?? field);
      throw error;
    }
  }

  visit(token: string): Promise<RawVisitorVisitEnvelope> {
    return this.client.getJson<RawVisitorVisitEnvelope>(`/api/visit-bookings/${pathSegment(token)}`);
  }

  cancel(token: string): Promise<RawMessageAnswer> {
    return this.client.postJson<RawMessageAnswer>(`/api/visit-bookings/${pathSegment(token)}/cancel`, {});
  }

  reschedule(
    token: string,
    slot: { day: string | null | undefined; time: string | null | undefined },
  ): Promise<RawWriteAnswer<{ writtenOut?: unknown }>> {
    return this.client.postJson(`/api/visit-bookings/${pathSegment(token)}/reschedule`, {
      day: slot.day ?? undefined,
      time: slot.time ?? undefined,
    });
  }

  /** A broker's calendar feed (iCalendar), as the API answers it: the gateway relays its bytes. */
  calendarFeed(token: string): Promise<Response> {
    return this.client.send(`/api/calendar-feeds/${pathSegment(token)}`, { headers: { accept: 'text/calendar' } });
  }

  confirmAttendance(token: string): Promise<RawMessageAnswer> {
    return this.client.postJson<RawMessageAnswer>(`/api/visit-bookings/${pathSegment(token)}/attendance`, {});
  }
}
