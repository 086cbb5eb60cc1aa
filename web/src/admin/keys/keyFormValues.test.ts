import { describe, expect, it } from 'vitest';
import { toCheckoutInput, toKeyInput, validateCheckOutForm, validateKeyForm } from './keyFormValues';

describe('the key forms', () => {
  it('require what the key opens and where it is kept, and trim what is sent', () => {
    expect(validateKeyForm({})).toEqual({
      label: 'Informe o que a chave abre (ex.: Portão + apartamento).',
      location: 'Informe onde a chave fica guardada.',
    });
    expect(validateKeyForm({ label: 'Portão', location: 'Cofre', code: 'x'.repeat(31) })).toEqual({ code: 'Use no máximo 30 caracteres.' });
    expect(toKeyInput({ label: ' Portão ', location: 'Cofre ', code: undefined })).toEqual({
      label: 'Portão',
      location: 'Cofre',
      code: '',
    });
  });

  it('require a broker and a due day and time, sent on São Paulo’s clock', () => {
    expect(validateCheckOutForm({ dueDay: '2026-12-05' })).toEqual({
      brokerId: 'Escolha o corretor que leva a chave.',
      dueTime: 'Informe o dia e o horário da devolução.',
    });
    expect(validateCheckOutForm({ brokerId: '3', dueDay: '2026-12-05', dueTime: '18:00' })).toEqual({});
    expect(toCheckoutInput({ brokerId: '3', dueDay: '2026-12-05', dueTime: '18:00', visitId: '' })).toEqual({
      brokerId: '3',
      dueAt: '2026-12-05 18:00',
      visitId: null,
    });
  });
});
