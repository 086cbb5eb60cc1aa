import { describe, expect, it } from 'vitest';
import { formatMinutes, formatNumericDay, formatShare, formatShortDay } from './performanceFormat';

describe('the figures of Desempenho', () => {
  it('writes minutes, hours and days as a person reads them', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(5.5)).toBe('5,5 min');
    expect(formatMinutes(25)).toBe('25 min');
    expect(formatMinutes(59.96)).toBe('60 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(79)).toBe('1 h 19 min');
    expect(formatMinutes(1439.6)).toBe('24 h');
    expect(formatMinutes(1440)).toBe('1 d');
    expect(formatMinutes(3060)).toBe('2 d 3 h');
  });

  it('writes shares as percentages and a Monday as day and month', () => {
    expect(formatShare(0.4)).toBe('40%');
    expect(formatShare(0.125)).toBe('12,5%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShortDay('2031-03-03')).toBe('03/03');
    expect(formatNumericDay('2031-03-03')).toBe('03/03/2031');
  });
});
