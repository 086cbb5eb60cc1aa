/**
 * Raw shapes of the agenda calls of the agency REST API (`/api/holidays`), typed loosely like `types.ts`.
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
