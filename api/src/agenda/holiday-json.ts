import type { HolidayRow } from '../db/schema.js';

export interface HolidayJson {
  id: number;
  /** `AAAA-MM-DD`, a day in São Paulo. */
  day: string;
  name: string;
}

export function toHolidayJson(row: HolidayRow): HolidayJson {
  return { id: row.id, day: row.day, name: row.name };
}
