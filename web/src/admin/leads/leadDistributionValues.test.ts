import { describe, expect, it } from 'vitest';
import {
  leadDistributionFormValues,
  minutesTyped,
  toLeadDistributionVariables,
  validateLeadDistributionForm,
} from './leadDistributionValues';

describe('the distribution form', () => {
  it('starts from the saved setting, or manual and 15 minutes while it is unknown', () => {
    expect(leadDistributionFormValues({ mode: 'DUTY_ROTATION', handoverMinutes: 20 })).toEqual({
      mode: 'DUTY_ROTATION',
      handoverMinutes: '20',
    });
    expect(leadDistributionFormValues(undefined)).toEqual({ mode: 'MANUAL', handoverMinutes: '15' });
  });

  it('takes only digits for the minutes', () => {
    expect(minutesTyped('1a5 min')).toBe('15');
    expect(minutesTyped('123456')).toBe('1234');
  });

  it('asks for a mode and for minutes from 1 to 1440, in the API’s words', () => {
    expect(validateLeadDistributionForm({ mode: 'PROPERTY_BROKER', handoverMinutes: '1440' })).toEqual({});
    expect(validateLeadDistributionForm({ mode: 'MANUAL', handoverMinutes: '1' })).toEqual({});
    expect(validateLeadDistributionForm({})).toEqual({
      mode: 'Selecione uma forma de distribuição.',
      handoverMinutes: 'Informe um tempo entre 1 e 1440 minutos.',
    });
    for (const handoverMinutes of ['0', '1441', ' ', '2,5']) {
      expect(validateLeadDistributionForm({ mode: 'MANUAL', handoverMinutes }), handoverMinutes).toEqual({
        handoverMinutes: 'Informe um tempo entre 1 e 1440 minutos.',
      });
    }
  });

  it('sends the mode and the minutes as a number', () => {
    expect(toLeadDistributionVariables({ mode: 'DUTY_ROTATION', handoverMinutes: ' 30 ' })).toEqual({
      mode: 'DUTY_ROTATION',
      handoverMinutes: 30,
    });
  });
});
