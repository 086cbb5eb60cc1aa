import type { Holiday, HolidayYear } from '../generated/resolvers.js';
import type { RawHoliday, RawHolidayYear } from '../rest/agenda-types.js';
import { toNumber, toId, toText } from './scalars.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One REST holiday → the GraphQL `Holiday`; null without an id or a day written AAAA-MM-DD. */
export function toHoliday(raw: RawHoliday | null | undefined): Holiday | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  const day = toText(raw.day);
  if (id === null || day === null || !DAY.test(day)) return null;
  return { id, day, name: toText(raw.name) ?? '' };
}

/** A year's holidays in calendar order (the API's order, kept even if an upstream sent them mixed). */
export function toHolidayYear(raw: RawHolidayYear | null | undefined, askedYear: number | null | undefined): HolidayYear {
  const items = (Array.isArray(raw?.data) ? raw.data : [])
    .map(toHoliday)
    .filter((holiday): holiday is Holiday => holiday !== null)
    .sort((a, b) => a.day.localeCompare(b.day));
  const year = toNumber(raw?.year) ?? askedYear ?? 0;
  return { year: Number.isInteger(year) ? year : 0, items };
}
