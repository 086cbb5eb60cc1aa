import { describe, expect, it } from 'vitest';
import { toHolidayInput, validateHolidayForm } from './holidayFormValues';

describe('validateHolidayForm', () => {
  it('asks for the day and the name', () => {
    expect(validateHolidayForm({})).toEqual({ day: 'Informe o dia do feriado.', name: 'Informe o nome do feriado.' });
    expect(validateHolidayForm({ day: '2026-12-25', name: '  ' })).toEqual({ name: 'Informe o nome do feriado.' });
  });

  it('refuses a day that does not exist and a name over 100 characters', () => {
    expect(validateHolidayForm({ day: '2026-02-30', name: 'x'.repeat(101) })).toEqual({
      day: 'Informe uma data válida.',
      name: 'Use no máximo 100 caracteres.',
    });
  });

  it('accepts a real day and a name, sent trimmed', () => {
    expect(validateHolidayForm({ day: '2028-02-29', name: 'Carnaval' })).toEqual({});
    expect(toHolidayInput({ day: '2028-02-29', name: ' Carnaval ' })).toEqual({ day: '2028-02-29', name: 'Carnaval' });
  });
});
