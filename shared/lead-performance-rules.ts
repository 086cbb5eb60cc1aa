/**
 * The period of the 'Desempenho' view (how fast the agency answers its leads), which the API enforces and the back
 * office's period picker repeats before asking: one source, so the screen never asks for a period the API refuses.
 * Days are calendar days in São Paulo, written AAAA-MM-DD.
 */

/** The longest period, in days counting both ends: two years, a leap day among them. */
export const PERFORMANCE_MAX_DAYS = 731;

/** Without a period: this week (Monday to today) and the 11 weeks before it. */
export const PERFORMANCE_DEFAULT_WEEKS = 12;

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written AAAA-MM-DD (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** How many days a period holds, both ends counted: 1 for one day, 0 or less when `to` comes before `from`. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
