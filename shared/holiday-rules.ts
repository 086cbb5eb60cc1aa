/**
 * Rules of a holiday that the API enforces and the back office's screen repeats for a quicker answer: one source, so
 * the screen never accepts what the API refuses, nor refuses what it accepts.
 */

/** The years a holiday may fall in, and the years the holidays screen may show. */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

/** The longest name of a holiday. */
export const HOLIDAY_NAME_MAX_LENGTH = 100;
