import { describe, expect, it } from 'vitest';
import {
  addDays,
  agendaParams,
  dayOf,
  isCalendarDay,
  mondayOf,
  periodOf,
  readAgendaAddress,
  shiftedDay,
  timeOf,
  todayInSaoPaulo,
  viewDays,
  wallClockText,
} from './agendaDays';

describe('the agenda’s days', () => {
  it('begins the week on Monday and ends it on Sunday, across months and years', () => {
    expect(mondayOf('2026-12-05')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(viewDays('2026-12-31', 'semana')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(viewDays('2026-12-31', 'dia')).toEqual(['2026-12-31']);
  });

  it('reads the period from São Paulo’s midnight to the next, three hours behind UTC', () => {
    expect(periodOf(viewDays('2026-12-05', 'semana'))).toEqual({ from: '2026-11-30T03:00:00.000Z', to: '2026-12-07T03:00:00.000Z' });
    expect(periodOf(['2026-12-05'])).toEqual({ from: '2026-12-05T03:00:00.000Z', to: '2026-12-06T03:00:00.000Z' });
  });

  it('moves by a week or a day', () => {
    expect(shiftedDay('2026-12-05', 'semana', 1)).toBe('2026-12-12');
    expect(shiftedDay('2026-12-01', 'dia', -1)).toBe('2026-11-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('tells an instant’s São Paulo day and time, and draws it as São Paulo’s wall clock', () => {
    expect(todayInSaoPaulo(new Date('2026-12-06T02:30:00Z'))).toBe('2026-12-05');
    expect(dayOf('2026-12-06T02:30:00.000Z')).toBe('2026-12-05');
    expect(timeOf('2026-12-05T13:00:00.000Z')).toBe('10:00');
    expect(wallClockText('2026-12-06T02:30:00.000Z')).toBe('2026-12-05T23:30:00');
  });

  it('reads the address, keeping only what is valid, and writes it back without the defaults', () => {
    const today = '2026-12-01';
    expect(readAgendaAddress(new URLSearchParams('dia=2026-12-05&vista=dia&corretor=7&visita=12'), today)).toEqual({
      day: '2026-12-05',
      view: 'dia',
      brokerId: '7',
      visitId: '12',
    });
    expect(readAgendaAddress(new URLSearchParams('dia=2026-02-30&vista=mes&corretor=x&visita=0'), today)).toEqual({
      day: today,
      view: 'semana',
      brokerId: null,
      visitId: null,
    });
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(agendaParams({ day: '2026-12-05', view: 'semana', brokerId: null, visitId: null }).toString()).toBe('dia=2026-12-05');
    expect(agendaParams({ day: '2026-12-05', view: 'dia', brokerId: '3', visitId: '9' }).toString()).toBe(
      'dia=2026-12-05&vista=dia&corretor=3&visita=9',
    );
  });
});
