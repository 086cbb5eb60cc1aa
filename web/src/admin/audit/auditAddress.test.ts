import { describe, expect, it } from 'vitest';
import { auditFilterErrors, auditFiltersOf, auditPageOf, auditParams, auditVariables, NO_AUDIT_FILTERS } from './auditAddress';

describe('the Auditoria filters in the address', () => {
  it('reads the filters and the page the address keeps, and writes them back the same', () => {
    const params = new URLSearchParams('pessoa=3&tipo=PROPERTY&numero=12&de=2026-11-01&ate=2026-11-30&pagina=2');
    const filters = auditFiltersOf(params);
    expect(filters).toEqual({ person: '3', recordType: 'PROPERTY', recordId: '12', from: '2026-11-01', to: '2026-11-30' });
    expect(auditPageOf(params)).toBe(2);
    expect(auditParams(filters, 2).toString()).toBe(params.toString());
  });

  it('leaves out the filters not used and page 1', () => {
    expect(auditParams(NO_AUDIT_FILTERS).toString()).toBe('');
    expect(auditParams({ ...NO_AUDIT_FILTERS, from: '2026-11-01' }, 1).toString()).toBe('de=2026-11-01');
    expect(auditVariables({ ...NO_AUDIT_FILTERS, person: '3' }, 1)).toEqual({ filter: { userId: '3' }, page: 1, perPage: 20 });
    expect(auditVariables(NO_AUDIT_FILTERS, 4)).toEqual({ filter: {}, page: 4, perPage: 20 });
  });

  it('drops what the screen would refuse: an unknown kind, a number without a kind, a day that is no day, a backwards period', () => {
    expect(auditFiltersOf(new URLSearchParams('pessoa=ana&tipo=INVOICE&numero=12&de=2026-02-30&ate=2026-11-30'))).toEqual({
      ...NO_AUDIT_FILTERS,
      to: '2026-11-30',
    });
    expect(auditFiltersOf(new URLSearchParams('de=2026-11-30&ate=2026-11-01'))).toEqual({ ...NO_AUDIT_FILTERS, from: '2026-11-30' });
    expect(auditPageOf(new URLSearchParams('pagina=0'))).toBe(1);
  });

  it('says what is wrong with the filters typed, at their fields', () => {
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, recordType: 'CLIENT', recordId: '12a' })).toEqual({
      recordId: 'Informe só os números do registro.',
    });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, recordId: '12' })).toEqual({
      recordId: 'Escolha o tipo de registro para buscar pelo número.',
    });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-30', to: '2026-11-01' })).toEqual({
      to: 'A data final deve ser igual ou posterior à data inicial.',
    });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '30/11/2026' })).toEqual({ from: 'Informe uma data válida.' });
    expect(auditFilterErrors({ ...NO_AUDIT_FILTERS, from: '2026-11-30', to: '2026-11-30' })).toEqual({});
  });
});
