import type { HolidayInput } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type { RawHolidayAnswer, RawHolidayYear } from './agenda-types.js';
import { pathSegment } from './request-path.js';
import type { RawMessageAnswer } from './types.js';

/**
 * The agenda calls of the agency REST API (docs/rest-api.md, "Holidays"), for the caller's bearer token; the API
 * checks the permission agenda. The form's fields (`day`, `name`) have the same names in the schema's input, so
 * refusals come back under them as they are.
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
}
