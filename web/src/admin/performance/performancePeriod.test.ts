import { describe, expect, it } from 'vitest';
import { askedPeriod, periodErrors, periodParams } from './performancePeriod';

describe('the period of Desempenho', () => {
  it('accepts two days in order, up to two years apart', () => {
    expect(periodErrors({ from: '2031-03-03', to: '2031-03-16' })).toEqual({});
    expect(periodErrors({ from: '2031-03-03', to: '2031-03-03' })).toEqual({});
    expect(periodErrors({ from: '2029-01-01', to: '2031-01-01' })).toEqual({});
  });

  it('says in pt-BR what is missing, impossible, out of order or too long', () => {
    expect(periodErrors({ from: '', to: '' })).toEqual({ from: 'Informe a data inicial.', to: 'Informe a data final.' });
    expect(periodErrors({ from: '2031-02-30', to: '2031-03-01' })).toEqual({ from: 'Informe uma data válida.' });
    expect(periodErrors({ from: '2031-03-16', to: '2031-03-15' })).toEqual({
      to: 'A data final deve ser igual ou posterior à data inicial.',
    });
    expect(periodErrors({ from: '2029-01-01', to: '2031-01-02' })).toEqual({ to: 'Escolha um período de no máximo 2 anos (731 dias).' });
  });

  it('reads the period kept in the address, or the default for anything the API would refuse', () => {
    expect(askedPeriod(periodParams({ from: '2031-03-03', to: '2031-03-16' }))).toEqual({ from: '2031-03-03', to: '2031-03-16' });
    expect(askedPeriod(new URLSearchParams(''))).toEqual({ from: null, to: null });
    expect(askedPeriod(new URLSearchParams('de=2031-03-16&ate=2031-03-03'))).toEqual({ from: null, to: null });
    expect(askedPeriod(new URLSearchParams('de=ontem&ate=2031-03-03'))).toEqual({ from: null, to: null });
  });
});
