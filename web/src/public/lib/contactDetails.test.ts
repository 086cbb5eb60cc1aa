import { describe, expect, it } from 'vitest';
import { addressLines, phoneHref } from './contactDetails';

describe('address lines', () => {
  it('lays out a full address', () => {
    expect(
      addressLines({
        street: 'Rua das Flores',
        number: '120',
        complement: 'Sala 3',
        neighborhood: 'Cambuí',
        city: 'Campinas',
        state: 'SP',
        zipCode: '13025-000',
      }),
    ).toEqual(['Rua das Flores, 120 - Sala 3', 'Cambuí', 'Campinas - SP', 'CEP 13025-000']);
  });

  it('skips empty parts', () => {
    expect(addressLines({ street: ' ', number: '1', neighborhood: null, city: 'Campinas', state: null })).toEqual(['Campinas']);
  });
});

describe('phone link', () => {
  it('adds the Brazilian country code to local numbers', () => {
    expect(phoneHref('(19) 3232-1234')).toBe('tel:+551932321234');
    expect(phoneHref('(19) 99123-4567')).toBe('tel:+5519991234567');
  });

  it('keeps an international number', () => {
    expect(phoneHref('+55 19 3232-1234')).toBe('tel:+551932321234');
  });
});
