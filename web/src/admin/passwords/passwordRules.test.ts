import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './passwordRules';

describe('validatePasswordChange', () => {
  it('requires both fields', () => {
    expect(validatePasswordChange({})).toEqual({ password: 'Campo obrigatório.', confirmation: 'Campo obrigatório.' });
  });

  it('needs at least 6 characters', () => {
    expect(validatePasswordChange({ password: '12345', confirmation: '12345' })).toEqual({
      password: 'A senha deve ter no mínimo 6 caracteres.',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validatePasswordChange({ password: '123456', confirmation: '123457' })).toEqual({ confirmation: 'As senhas não coincidem.' });
  });

  it('accepts a matching password of 6 characters', () => {
    expect(validatePasswordChange({ password: '123456', confirmation: '123456' })).toEqual({});
  });
});
