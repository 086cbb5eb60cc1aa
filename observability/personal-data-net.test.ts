import { describe, expect, it } from 'vitest';
import { REMOVED_VALUE, withoutPersonalData } from './personal-data-net.js';

describe('withoutPersonalData', () => {
  it('replaces personal and secret values at the top level and one level down, keeping an error’s own message', () => {
    const fields = {
      email: 'ana@exemplo.com.br',
      message: 'Olá, quero visitar',
      route: '/api/contact',
      body: { phone: '19 99999-0000', senha: 'segredo', message: 'texto do erro', city: 'Campinas' },
    };
    expect(withoutPersonalData(fields)).toEqual({
      email: REMOVED_VALUE,
      message: REMOVED_VALUE,
      route: '/api/contact',
      body: { phone: REMOVED_VALUE, senha: REMOVED_VALUE, message: 'texto do erro', city: 'Campinas' },
    });
  });

  it('never changes the fields it is given, and hands back the same object when nothing is replaced', () => {
    const nested = { token: 'abc' };
    const fields = { nested };
    const cleaned = withoutPersonalData(fields);
    expect(fields.nested).toBe(nested);
    expect(nested.token).toBe('abc');
    expect(cleaned.nested).toEqual({ token: REMOVED_VALUE });
    const clean = { method: 'GET', route: '/health', status: 200 };
    expect(withoutPersonalData(clean)).toBe(clean);
  });

  it('leaves errors, arrays and other class instances to their serializers', () => {
    const error = Object.assign(new Error('falhou'), { email: 'ana@exemplo.com.br' });
    const fields = { err: error, list: [{ email: 'x' }], when: new Date(0) };
    expect(withoutPersonalData(fields)).toBe(fields);
  });
});
