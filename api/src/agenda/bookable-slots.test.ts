import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookableSlots, nextFreeSlots, offeredSlot } from './bookable-slots.js';

/** Friday 2026-11-27, 10:30 in São Paulo (13:30 UTC). */
const FRIDAY_MORNING = new Date('2026-11-27T13:30:00Z');
const NO_HOLIDAYS = new Set<string>();

describe('bookableSlots', () => {
  it('offers the opening hours of the 14 days from today, hour by hour, from an hour ahead', () => {
    const days = bookableSlots({ now: FRIDAY_MORNING, holidays: NO_HOLIDAYS, taken: [] });
    // Two weeks from a Friday: 12 open days (no Sundays).
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ]);
    // 10:30 now: 11:00 is less than an hour away.
    expect(days[0]?.times).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(days[1]?.times).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(days[2]?.times).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('leaves out the holidays and the times a visit of the broker holds, even in part', () => {
    const days = bookableSlots({
      now: FRIDAY_MORNING,
      holidays: new Set(['2026-11-30']),
      taken: [{ startsAt: new Date('2026-11-28T12:30:00Z'), endsAt: new Date('2026-11-28T13:15:00Z') }],
    });
    expect(days.map((day) => day.day)).not.toContain('2026-11-30');
    // 09:30–10:15 in São Paulo takes the 09:00 and the 10:00 slots.
    expect(days.find((day) => day.day === '2026-11-28')?.times).toEqual(['11:00', '12:00']);
  });

  it('keeps a day whose slots are all taken, with none left', () => {
    const days = bookableSlots({
      now: FRIDAY_MORNING,
      holidays: NO_HOLIDAYS,
      taken: [{ startsAt: new Date('2026-11-28T12:00:00Z'), endsAt: new Date('2026-11-28T16:00:00Z') }],
    });
    expect(days.find((day) => day.day === '2026-11-28')?.times).toEqual([]);
  });
});

describe('offeredSlot', () => {
  const calendar = { now: FRIDAY_MORNING, holidays: new Set(['2026-12-08']) };

  it('gives the instants of a São Paulo slot across a month boundary', () => {
    expect(offeredSlot('2026-12-01', '08:00', calendar)).toEqual({
      day: '2026-12-01',
      time: '08:00',
      startsAt: new Date('2026-12-01T11:00:00Z'),
      endsAt: new Date('2026-12-01T12:00:00Z'),
    });
  });

  it.each([
    ['a Sunday', '2026-11-29', '10:00'],
    ['a holiday', '2026-12-08', '10:00'],
    ['past the 14 days', '2026-12-11', '10:00'],
    ['yesterday', '2026-11-26', '10:00'],
    ['less than an hour ahead', '2026-11-27', '11:00'],
    ['before opening', '2026-12-01', '07:00'],
    ['ending after closing on Saturday', '2026-11-28', '12:30'],
    ['the last hour on Saturday', '2026-11-28', '13:00'],
    ['not on the hour', '2026-12-01', '08:30'],
    ['no time at all', '2026-12-01', '25:00'],
  ])('refuses %s', (_, day, time) => {
    expect(offeredSlot(day, time, calendar)).toBeUndefined();
  });
});

describe('nextFreeSlots', () => {
  it('gives the first free slots after the lost one', () => {
    const taken = [{ startsAt: new Date('2026-11-27T18:00:00Z'), endsAt: new Date('2026-11-27T19:00:00Z') }];
    const next = nextFreeSlots({ now: FRIDAY_MORNING, holidays: NO_HOLIDAYS, taken }, new Date('2026-11-27T17:00:00Z'), 3);
    expect(next.map((slot) => `${slot.day} ${slot.time}`)).toEqual(['2026-11-27 16:00', '2026-11-27 17:00', '2026-11-28 09:00']);
  });
});

describe('slots whatever the server’s time zone', () => {
  const script = `
    import { bookableSlots, offeredSlot } from ${JSON.stringify(fileURLToPath(new URL('./bookable-slots.ts', import.meta.url)))};
    const now = new Date('2026-11-27T13:30:00Z');
    const slot = offeredSlot('2026-12-01', '08:00', { now, holidays: new Set() });
    const days = bookableSlots({ now, holidays: new Set(), taken: [] });
    console.log(JSON.stringify({ startsAt: slot?.startsAt, first: days[0], last: days.at(-1) }));
  `;

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'])('gives the same São Paulo slots with TZ=%s', (zone) => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      startsAt: '2026-12-01T11:00:00.000Z',
      first: { day: '2026-11-27', times: ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] },
      last: { day: '2026-12-10', times: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] },
    });
  });
});
