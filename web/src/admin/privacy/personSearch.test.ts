import { describe, expect, it } from 'vitest';
import { personKeyOf, personKeyText, validatePersonSearch } from './personSearch';

describe('validatePersonSearch', () => {
  it('asks for an e-mail or a phone, at the e-mail', () => {
    expect(validatePersonSearch({})).toEqual({ email: 'Informe o e-mail ou o telefone da pessoa.' });
    expect(validatePersonSearch({ email: '  ', phone: '(' })).toEqual({ email: 'Informe o e-mail ou o telefone da pessoa.' });
  });

  it('takes either one, or both, when well formed', () => {
    expect(validatePersonSearch({ email: 'marina@example.com' })).toEqual({});
    expect(validatePersonSearch({ phone: '(19) 3333-4444' })).toEqual({});
    expect(validatePersonSearch({ email: 'marina@example.com', phone: '(19) 98888-1111' })).toEqual({});
  });

  it('refuses a bad e-mail or a phone without its area code, at its field', () => {
    expect(validatePersonSearch({ email: 'marina', phone: '(19) 9888' })).toEqual({
      email: 'Informe um e-mail válido.',
      phone: 'Informe o telefone com DDD: ao menos 10 dígitos.',
    });
  });
});

describe('personKeyOf and personKeyText', () => {
  it('sends the e-mail trimmed and the phone as digits, and names the person by what was searched', () => {
    const both = personKeyOf({ email: ' marina@example.com ', phone: '(19) 98888-1111' });
    expect(both).toEqual({ email: 'marina@example.com', phone: '19988881111' });
    expect(personKeyText(both)).toBe('marina@example.com e (19) 98888-1111');
    expect(personKeyText(personKeyOf({ phone: '(19) 3333-4444' }))).toBe('(19) 3333-4444');
    expect(personKeyText(personKeyOf({ email: 'marina@example.com', phone: '' }))).toBe('marina@example.com');
  });
});
