import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry.js';

describe('retryDelayMs', () => {
  const middle = () => 0.5;

  it('doubles the base delay on each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 30_000, middle))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(8, 30_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(500, 30_000, middle)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('spreads each delay by at most 20% either way', () => {
    expect(retryDelayMs(1, 30_000, () => 0)).toBe(24_000);
    const highest = retryDelayMs(1, 30_000, () => 0.999999);
    expect(highest).toBeGreaterThan(35_990);
    expect(highest).toBeLessThanOrEqual(36_000);
    expect(retryDelayMs(50, 30_000, () => 0.999999)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS * 1.2);
  });
});
