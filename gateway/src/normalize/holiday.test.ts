import { describe, expect, it } from 'vitest';
import holidays from './fixtures/holidays.json' with { type: 'json' };
import { toHoliday, toHolidayYear } from './holiday.js';

describe('toHolidayYear', () => {
  it("reads the API's year and holidays as they are", () => {
    expect(toHolidayYear(holidays, undefined)).toEqual({
      year: 2026,
      items: [
        { id: '3', day: '2026-04-21', name: 'Tiradentes' },
        { id: '7', day: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
        { id: '9', day: '2026-12-25', name: 'Natal' },
      ],
    });
  });

  it('keeps calendar order, drops rows without an id or a day, and falls back to the year asked', () => {
    const answer = toHolidayYear(
      {
        data: [
          { id: 2, day: '2027-12-25', name: 'Natal' },
          { id: 1, day: '2027-01-01', name: 'Confraternização Universal' },
          { id: 4, day: '25/12/2027', name: 'Escrito de outro jeito' },
          { id: '', day: '2027-05-01', name: 'Sem id' },
        ],
      },
      2027,
    );
    expect(answer).toEqual({
      year: 2027,
      items: [
        { id: '1', day: '2027-01-01', name: 'Confraternização Universal' },
        { id: '2', day: '2027-12-25', name: 'Natal' },
      ],
    });
    expect(toHolidayYear(null, null)).toEqual({ year: 0, items: [] });
  });
});

describe('toHoliday', () => {
  it('gives a holiday without a name an empty one, and nothing for a missing record', () => {
    expect(toHoliday({ id: 5, day: '2026-09-07', name: null })).toEqual({ id: '5', day: '2026-09-07', name: '' });
    expect(toHoliday(null)).toBeNull();
  });
});
