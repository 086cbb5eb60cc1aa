import { describe, expect, it } from 'vitest';
import { toBrokerInput, validateBrokerForm, valuesOfBroker } from './brokerFormValues';

const complete = { name: 'Ana', creci: '1234-F', phone: '(19) 99999-0000', email: 'ana@exemplo.com.br', isActive: true, onDuty: false };

describe('validateBrokerForm', () => {
  it('requires the fields of spec §5, the password on create', () => {
    expect(validateBrokerForm({ isActive: true, onDuty: false }, true)).toEqual({
      name: 'O nome é obrigatório.',
      creci: 'O CRECI é obrigatório.',
      phone: 'O Telefone é obrigatório.',
      email: 'O e-mail é obrigatório.',
      password: 'A senha é obrigatória.',
    });
  });

  it('wants at least 6 characters of password on create and none on edit', () => {
    expect(validateBrokerForm({ ...complete, password: '12345' }, true)).toEqual({ password: 'A senha deve ter no mínimo 6 caracteres.' });
    expect(validateBrokerForm({ ...complete, password: '123456' }, true)).toEqual({});
    expect(validateBrokerForm(complete, false)).toEqual({});
  });
});

describe('broker values', () => {
  it('sends the password only on create and no leader as null', () => {
    expect(toBrokerInput({ ...complete, password: 'segredo' }, true)).toMatchObject({ password: 'segredo', leaderId: null });
    expect(toBrokerInput({ ...complete, password: 'segredo' }, false)).not.toHaveProperty('password');
  });

  it('masks the loaded phone', () => {
    const values = valuesOfBroker({
      id: '7',
      name: 'Ana',
      creci: null,
      phone: '1933334444',
      email: 'a@b.co',
      isActive: true,
      onDuty: true,
      leaderId: '3',
      photo: null,
    });
    expect(values).toMatchObject({ phone: '(19) 3333-4444', creci: undefined, leaderId: '3', onDuty: true });
  });
});
