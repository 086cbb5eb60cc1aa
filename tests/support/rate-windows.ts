/**
 * Rate limits count in fixed windows of the clock. A test that reaches a limit sets day-long windows, so it never
 * straddles two windows (a new window would start its count again halfway through the test).
 */
export const DAY_WINDOW_MS = 24 * 60 * 60 * 1000;
