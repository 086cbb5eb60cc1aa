import { PERFORMANCE_DEFAULT_WEEKS } from '../../../shared/lead-performance-rules.js';
import { addDays, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';

/*
 * The calendar and the arithmetic of the 'Desempenho' view, pure: São Paulo's days and weeks (Monday first) as
 * instants to compare `created_at` with, and percentiles of sorted figures. Days are written AAAA-MM-DD.
 */

const MINUTE_MS = 60_000;

/** A period of São Paulo days, both ends included. */
export interface DayPeriod {
  from: string;
  to: string;
}

/** One week of a period: its Monday, and the instants (ISO, UTC) its days of the period begin and end at. */
export interface PeriodWeek {
  start: string;
  startsAt: string;
  endsAt: string;
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The period shown when none is asked: the week of `today` (Monday to today) and the weeks before it. */
export function defaultPeriod(today: string, weeks: number = PERFORMANCE_DEFAULT_WEEKS): DayPeriod {
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/**
 * The weeks a period touches, Monday first, in order. The first and the last are cut to the period's days, so that
 * every instant of the period falls in exactly one week.
 */
export function periodWeeks({ from, to }: DayPeriod): PeriodWeek[] {
  const afterLastDay = addDays(to, 1);
  const weeks: PeriodWeek[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const nextMonday = addDays(monday, 7);
    const first = monday < from ? from : monday;
    const end = nextMonday < afterLastDay ? nextMonday : afterLastDay;
    weeks.push({ start: monday, startsAt: saoPauloDayStart(first).toISOString(), endsAt: saoPauloDayStart(end).toISOString() });
  }
  return weeks;
}

/** `AAAA-MM-DDTHH:MM:SS.sssZ`, as `Date.prototype.toISOString` writes every instant the API stores. */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function twoDigits(text: string, at: number): number {
  return (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
}

/**
 * The milliseconds since 1970 of an instant as the API stores it (`toISOString`), read by position, four times as
 * fast as `Date.parse`, which reads anything else (NaN when unreadable). The 'Desempenho' view reads two per lead.
 */
export function instantMs(text: string): number {
  if (text.length !== 24 || !STORED_INSTANT.test(text)) return Date.parse(text);
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  // Days since 1970 of the civil date (H. Hinnant's days_from_civil), counting years from March.
  const shifted = month <= 2 ? year - 1 : year;
  const era = Math.floor(shifted / 400);
  const yearOfEra = shifted - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + twoDigits(text, 8) - 1;
  const days = era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
  const seconds = ((days * 24 + twoDigits(text, 11)) * 60 + twoDigits(text, 14)) * 60 + twoDigits(text, 17);
  return seconds * 1000 + (text.charCodeAt(20) - 48) * 100 + twoDigits(text, 21);
}

/**
 * The number (0 for the first) of the week an instant falls in (both in milliseconds), given each week's first
 * instant in order: the last week starting at or before it.
 */
export function weekIndexOf(weekStarts: readonly number[], instant: number): number {
  let low = 0;
  let high = weekStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((weekStarts[middle] ?? Infinity) <= instant) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The minutes from one instant to a later one (milliseconds); 0 when it is not later, null when either is unreadable. */
export function minutesBetween(from: number, to: number): number | null {
  const elapsed = to - from;
  return Number.isNaN(elapsed) ? null : Math.max(0, elapsed / MINUTE_MS);
}

/**
 * The `fraction` percentile (0.5 for the median, 0.9 for the 90th) of figures sorted in ascending order, interpolated
 * between the two nearest ranks as PostgreSQL's `percentile_cont` does; null without figures.
 */
export function percentile(sorted: ArrayLike<number>, fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * fraction;
  const lower = Math.floor(position);
  const below = sorted[lower] ?? 0;
  const above = sorted[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - lower);
}
