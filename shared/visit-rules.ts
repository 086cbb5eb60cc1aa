/*
 * The rules of a visit booked from the listing, shared by the API, which enforces them, and the web, which offers
 * them: an hour long, starting on the hour inside the opening hours (`opening-hours.ts`), from today to 13 days
 * ahead, at least an hour from now.
 */

/** How long a visit booked from the listing holds its broker. */
export const VISIT_MINUTES = 60;
/** The longest visit staff may book: a day's tour of several properties at most. */
export const LONGEST_VISIT_MINUTES = 8 * 60;
/** Slots start on the hour. */
export const SLOT_STEP_MINUTES = 60;
/** Visitors see and book the days from today to `BOOKING_DAYS - 1` days ahead. */
export const BOOKING_DAYS = 14;
/** A slot is offered until this long before it starts. */
export const BOOKING_NOTICE_MINUTES = 60;
/** The client's interest after a visit: 1 (none) to 5 (wants it). */
export const VISIT_INTEREST = { min: 1, max: 5 } as const;
/** How many free slots a visitor who lost a slot is offered instead. */
export const NEXT_SLOTS_OFFERED = 3;
