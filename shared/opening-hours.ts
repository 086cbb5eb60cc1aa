/**
 * When the agency attends, in São Paulo: what `/horarios` and the site's structured data publish (schema.org's day
 * names), and the hours inside which visitors book visits (`weekdays`: 0 is Sunday, as `Date#getUTCDay` counts).
 */
export const OPENING_HOURS = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], weekdays: [1, 2, 3, 4, 5], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], weekdays: [6], opens: '09:00', closes: '13:00' },
] as const;

/** The hours of a weekday (0 is Sunday), or undefined when the agency is closed. */
export function openingHoursOf(weekday: number): (typeof OPENING_HOURS)[number] | undefined {
  return OPENING_HOURS.find((hours) => (hours.weekdays as readonly number[]).includes(weekday));
}
