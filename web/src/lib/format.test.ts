import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInstantDate, formatWeekday } from './format';

describe('formatInstantDate', () => {
  it("shows an instant's day in Brasília, not in UTC", () => {
    // 22:30 on the 25th in Brasília is already 01:30 on the 26th in UTC.
    expect(formatInstantDate('2026-11-26T01:30:00.000Z')).toBe('25 de novembro de 2026');
    expect(formatInstantDate('2026-11-26T03:00:00.000Z')).toBe('26 de novembro de 2026');
    expect(formatInstantDate('2026-11-25T16:20:11.482Z')).toBe('25 de novembro de 2026');
  });

  it('reads an instant written with an offset', () => {
    expect(formatInstantDate('2026-01-01T00:10:00-03:00')).toBe('1 de janeiro de 2026');
    expect(formatInstantDate('2026-01-01T00:10:00+00:00')).toBe('31 de dezembro de 2025');
  });

  it('keeps a bare day as that day', () => {
    expect(formatInstantDate('2027-06-30')).toBe('30 de junho de 2027');
  });

  it('shows any other text as it is', () => {
    expect(formatInstantDate('')).toBe('');
    expect(formatInstantDate('amanhã')).toBe('amanhã');
  });
});

describe('formatDate and formatDateTime', () => {
  it('keep a calendar day and show a date-time in Brasília', () => {
    expect(formatDate('2027-06-30')).toBe('30 de junho de 2027');
    expect(formatDateTime('2026-11-25T16:34:25.426Z')).toBe('25/11/2026 13:34');
  });
});

describe('formatWeekday', () => {
  it('names the weekday of a calendar day, and leaves other text as it is', () => {
    expect(formatWeekday('2026-12-25')).toBe('sexta-feira');
    expect(formatWeekday('2027-01-01')).toBe('sexta-feira');
    expect(formatWeekday('2026-11-29')).toBe('domingo');
    expect(formatWeekday('25/12/2026')).toBe('25/12/2026');
  });
});
