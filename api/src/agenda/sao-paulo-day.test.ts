import { describe, expect, it } from 'vitest';
import { saoPauloDay } from './sao-paulo-day.js';

describe('saoPauloDay', () => {
  it("gives São Paulo's day, which is still the day before at 01:30 UTC", () => {
    expect(saoPauloDay(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(saoPauloDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });

  it('crosses a year boundary at São Paulo midnight', () => {
    expect(saoPauloDay(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(saoPauloDay(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});
