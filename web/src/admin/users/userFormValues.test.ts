import { describe, expect, it } from 'vitest';
import { toUserInput, validateUserForm, valuesOfUser } from './userFormValues';

describe('validateUserForm', () => {
  it('requires name, phone, e-mail, role and the password on create', () => {
    expect(validateUserForm({ isActive: true, permissionIds: [] }, true)).toEqual({
      name: 'O nome é obrigatório.',
      phone: 'O Telefone é obrigatório.',
      email: 'O e-mail é obrigatório.',
      password: 'A senha é obrigatória.',
      role: 'O Perfil é obrigatório.',
    });
  });

  it('needs no password on edit', () => {
    expect(
      validateUserForm({ name: 'Ana', phone: '19999990000', email: 'a@b.co', role: 'ADMIN', isActive: true, permissionIds: [] }, false),
    ).toEqual({});
  });
});

describe('user values', () => {
  it('reads the permissions as ids and sends the password only on create', () => {
    const values = valuesOfUser({
      id: '1',
      name: 'Ana',
      email: 'a@b.co',
      phone: null,
      role: 'ADMINISTRATIVE',
      isActive: true,
      permissions: [{ id: '3' }, { id: '5' }],
    });
    expect(values).toMatchObject({ permissionIds: ['3', '5'], role: 'ADMINISTRATIVE', phone: undefined });
    expect(toUserInput({ ...values, password: 'segredo' }, false)).not.toHaveProperty('password');
    expect(toUserInput({ ...values, phone: '(19) 99999-0000', password: 'segredo' }, true)).toMatchObject({
      password: 'segredo',
      permissionIds: ['3', '5'],
    });
  });
});
