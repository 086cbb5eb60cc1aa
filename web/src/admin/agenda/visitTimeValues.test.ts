import { describe, expect, it } from 'vitest';
import { toVisitTime, visitTimeProblems, visitTimeValuesOf } from './visitTimeValues';

describe('a visit’s time in its forms', () => {
  it('shows a visit’s São Paulo day, time and length', () => {
    expect(visitTimeValuesOf({ startsAt: '2026-12-05T13:00:00.000Z', endsAt: '2026-12-05T14:30:00.000Z' })).toEqual({
      day: '2026-12-05',
      time: '10:00',
      durationMinutes: '90',
    });
  });

  it('requires a real day, a time and a length of 15 to 480 minutes', () => {
    expect(visitTimeProblems({ day: '2026-12-05', time: '10:00', durationMinutes: '60' })).toEqual({});
    expect(visitTimeProblems({ day: '2026-02-30', time: '25:00', durationMinutes: '10' })).toEqual({
      day: 'Informe o dia da visita.',
      time: 'Informe o horário da visita (HH:MM).',
      durationMinutes: 'Informe a duração em minutos, de 15 a 480.',
    });
    expect(visitTimeProblems({}).durationMinutes).toBe('Informe a duração em minutos, de 15 a 480.');
  });

  it('sends the day, the time and the minutes as the schema takes them', () => {
    expect(toVisitTime({ day: ' 2026-12-05 ', time: '09:30 ', durationMinutes: '45' })).toEqual({
      day: '2026-12-05',
      time: '09:30',
      durationMinutes: 45,
    });
  });
});
