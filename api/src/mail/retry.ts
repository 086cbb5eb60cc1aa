/** Retries never wait longer than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** A message that could not be delivered for this long is marked failed (it stays stored). */
export const GIVE_UP_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** While a delivery is in progress its row is held this long; a process that dies mid-send frees it then. */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;

/**
 * How long to wait after the given failed attempt (1 for the first): the base delay doubled on each
 * failure, at most one hour, spread by ±20% so that many waiting messages do not all retry at once.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const delay = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}
