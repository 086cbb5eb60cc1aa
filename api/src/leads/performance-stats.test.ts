import { describe, expect, it } from 'vitest';
import { defaultPeriod, instantMs, minutesBetween, mondayOf, percentile, periodWeeks, weekIndexOf } from './performance-stats.js';
import { addDays, saoPauloDayOf, saoPauloDayStart } from '../../../shared/sao-paulo-days.js';

describe('percentile', () => {
  it('interpolates between the two nearest ranks, as percentile_cont does', () => {
    expect(percentile([10], 0.5)).toBe(10);
    expect(percentile([10, 20], 0.5)).toBe(15);
    expect(percentile([5, 10, 30], 0.5)).toBe(10);
    expect(percentile([5, 10, 30], 0.9)).toBeCloseTo(26, 10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
    expect(percentile([0, 60, 120, 600], 0.5)).toBe(90);
  });

  it('answers the extremes at 0 and 1, and nothing without figures', () => {
    expect(percentile([3, 4, 9], 0)).toBe(3);
    expect(percentile([3, 4, 9], 1)).toBe(9);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('instantMs', () => {
  it('reads stored instants as Date.parse does, leap days and year ends included', () => {
    const samples = ['1970-01-01T00:00:00.000Z', '2000-02-29T23:59:59.999Z', '2024-02-29T12:34:56.789Z', '2026-12-31T23:59:59.999Z'];
    for (let instant = Date.UTC(2017, 0, 1); instant < Date.UTC(2031, 0, 1); instant += 86_400_000 * 3.7 + 12_345) {
      samples.push(new Date(instant).toISOString());
    }
    for (const sample of samples) expect(instantMs(sample), sample).toBe(Date.parse(sample));
  });

  it('leaves any other writing to Date.parse', () => {
    expect(instantMs('2026-03-02T12:00:00Z')).toBe(Date.parse('2026-03-02T12:00:00Z'));
    expect(instantMs('2026-03-02T09:00:00.000-03:00')).toBe(Date.parse('2026-03-02T12:00:00.000Z'));
    expect(instantMs('ontem às 10h')).toBeNaN();
  });
});

describe('minutesBetween', () => {
  it('counts minutes between two instants, never below zero, and nothing for an unreadable one', () => {
    const noon = Date.parse('2026-03-02T12:00:00.000Z');
    expect(minutesBetween(noon, Date.parse('2026-03-02T12:30:30.000Z'))).toBe(30.5);
    expect(minutesBetween(noon, Date.parse('2026-03-02T11:00:00.000Z'))).toBe(0);
    expect(minutesBetween(noon, Date.parse('ontem'))).toBeNull();
  });
});

describe("São Paulo's days", () => {
  it('reads the day of an instant in São Paulo, three hours behind UTC', () => {
    expect(saoPauloDayOf(new Date('2026-03-02T02:59:59Z'))).toBe('2026-03-01');
    expect(saoPauloDayOf(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-02');
  });

  it('crosses a year boundary at São Paulo midnight', () => {
    expect(saoPauloDayOf(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(saoPauloDayOf(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });

  it('begins a day at midnight, two hours behind UTC in the old summer time, and at 01:00 when midnight was skipped', () => {
    expect(saoPauloDayStart('2026-03-02').toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(saoPauloDayStart('2018-12-10').toISOString()).toBe('2018-12-10T02:00:00.000Z');
    // Summer time began at midnight on 2018-11-04: clocks went from 00:00 straight to 01:00.
    expect(saoPauloDayStart('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    // It ended at midnight on 2019-02-17: the 16th had 25 hours.
    expect(saoPauloDayStart('2019-02-17').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('counts days across months and years, and finds the Monday of a week', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('weeks of a period', () => {
  it('shows by default the week of today and the 11 before it', () => {
    expect(defaultPeriod('2026-03-12')).toEqual({ from: '2025-12-22', to: '2026-03-12' });
    expect(periodWeeks(defaultPeriod('2026-03-12'))).toHaveLength(12);
  });

  it('cuts the first and the last week to the period, so that each instant falls in one week', () => {
    expect(periodWeeks({ from: '2026-03-04', to: '2026-03-17' })).toEqual([
      { start: '2026-03-02', startsAt: '2026-03-04T03:00:00.000Z', endsAt: '2026-03-09T03:00:00.000Z' },
      { start: '2026-03-09', startsAt: '2026-03-09T03:00:00.000Z', endsAt: '2026-03-16T03:00:00.000Z' },
      { start: '2026-03-16', startsAt: '2026-03-16T03:00:00.000Z', endsAt: '2026-03-18T03:00:00.000Z' },
    ]);
    expect(periodWeeks({ from: '2026-03-08', to: '2026-03-08' })).toEqual([
      { start: '2026-03-02', startsAt: '2026-03-08T03:00:00.000Z', endsAt: '2026-03-09T03:00:00.000Z' },
    ]);
  });

  it('begins each week at São Paulo midnight of its Monday, also across the old summer time', () => {
    const weeks = periodWeeks({ from: '2019-02-11', to: '2019-02-24' });
    expect(weeks.map((week) => [week.start, week.startsAt, week.endsAt])).toEqual([
      ['2019-02-11', '2019-02-11T02:00:00.000Z', '2019-02-18T03:00:00.000Z'],
      ['2019-02-18', '2019-02-18T03:00:00.000Z', '2019-02-25T03:00:00.000Z'],
    ]);
  });

  it('finds the week of an instant, its first instant included and its end not', () => {
    const starts = periodWeeks({ from: '2026-03-04', to: '2026-03-17' }).map((week) => Date.parse(week.startsAt));
    const weekOf = (instant: string) => weekIndexOf(starts, Date.parse(instant));
    expect(weekOf('2026-03-04T03:00:00.000Z')).toBe(0);
    expect(weekOf('2026-03-09T02:59:59.999Z')).toBe(0);
    expect(weekOf('2026-03-09T03:00:00.000Z')).toBe(1);
    expect(weekOf('2026-03-15T23:00:00.000Z')).toBe(1);
    expect(weekOf('2026-03-17T12:00:00.000Z')).toBe(2);
    expect(weekIndexOf([Date.parse('2026-03-02T03:00:00.000Z')], Date.parse('2026-03-05T10:00:00.000Z'))).toBe(0);
  });

  it('spans two years in 105 or 106 weeks', () => {
    expect(periodWeeks({ from: '2024-03-13', to: '2026-03-12' }).length).toBeGreaterThanOrEqual(105);
  });
});
