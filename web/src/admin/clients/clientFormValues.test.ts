import { describe, expect, it } from 'vitest';
import { toClientInput, validateClientForm, valuesOfClient } from './clientFormValues';

describe('validateClientForm', () => {
  it('requires name, phone and e-mail', () => {
    expect(validateClientForm({ isActive: true })).toEqual({
      name: 'O nome é obrigatório.',
      phone: 'O Telefone é obrigatório.',
      email: 'O e-mail é obrigatório.',
    });
  });

  it('refuses an incomplete phone and a malformed e-mail', () => {
    expect(validateClientForm({ name: 'Ana', phone: '(19) 9999', email: 'ana@', isActive: true })).toEqual({
      phone: 'Informe o telefone completo com DDD.',
      email: 'Informe um e-mail válido.',
    });
  });

  it('accepts a complete client', () => {
    expect(validateClientForm({ name: 'Ana', phone: '(19) 99999-0000', email: 'ana@exemplo.com.br', isActive: false })).toEqual({});
  });
});

describe('client values', () => {
  it('masks the loaded phone and trims what is sent', () => {
    const values = valuesOfClient({ id: '1', name: 'Ana', phone: '19999990000', email: null, isActive: true });
    expect(values).toEqual({ name: 'Ana', phone: '(19) 99999-0000', email: undefined, isActive: true });
    expect(toClientInput({ name: ' Ana ', phone: '(19) 99999-0000', email: ' a@b.co ', isActive: true })).toEqual({
      name: 'Ana',
      phone: '(19) 99999-0000',
      email: 'a@b.co',
      isActive: true,
    });
  });
});
