import { describe, expect, it } from 'vitest';
import { DUE_PAST_MESSAGE, DUE_TOO_FAR_MESSAGE, dueInstantOf, dueTimeProblem } from './due-time.js';

describe('a key’s due time', () => {
  it('reads São Paulo’s wall clock, with a space or a T', () => {
    expect(dueInstantOf('2026-12-05 10:12')?.toISOString()).toBe('2026-12-05T13:12:00.000Z');
    expect(dueInstantOf('2026-12-05T18:00')?.toISOString()).toBe('2026-12-05T21:00:00.000Z');
  });

  it('reads an ISO instant with its offset', () => {
    expect(dueInstantOf('2026-12-05T13:12:00.000Z')?.toISOString()).toBe('2026-12-05T13:12:00.000Z');
    expect(dueInstantOf('2026-12-05T10:12:00-03:00')?.toISOString()).toBe('2026-12-05T13:12:00.000Z');
  });

  it('reads nothing else', () => {
    for (const text of ['', 'amanhã', '05/12/2026 10:12', '2026-02-30 10:00', '2026-12-05 24:00', '2026-12-05', '2026-12-05T10:12:00']) {
      expect(dueInstantOf(text)).toBeUndefined();
    }
  });

  it('must be after now and within fourteen days', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    expect(dueTimeProblem(new Date('2026-12-01T12:00:00.000Z'), now)).toBe(DUE_PAST_MESSAGE);
    expect(dueTimeProblem(new Date('2026-12-01T11:00:00.000Z'), now)).toBe(DUE_PAST_MESSAGE);
    expect(dueTimeProblem(new Date('2026-12-01T12:01:00.000Z'), now)).toBeUndefined();
    expect(dueTimeProblem(new Date('2026-12-15T12:00:00.000Z'), now)).toBeUndefined();
    expect(dueTimeProblem(new Date('2026-12-15T12:01:00.000Z'), now)).toBe(DUE_TOO_FAR_MESSAGE);
  });
});
