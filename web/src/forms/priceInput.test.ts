import { describe, expect, it } from 'vitest';
import { centsFromTyping, centsToReais, priceFieldText, reaisToCents } from './priceInput';

/** Intl puts a no-break space after "R$"; compare with ordinary spaces. */
function plain(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

describe('price field typing', () => {
  it('treats the digits as cents', () => {
    expect(centsFromTyping('1')).toBe(1);
    expect(centsFromTyping('123456')).toBe(123456);
  });

  it('ignores everything that is not a digit, including the formatting it shows', () => {
    expect(centsFromTyping('R$ 1.234,56')).toBe(123456);
    expect(centsFromTyping('R$ 1.234,567')).toBe(1234567);
    expect(centsFromTyping('abc')).toBeNull();
    expect(centsFromTyping('')).toBeNull();
  });

  it('drops leading zeros but keeps a typed zero', () => {
    expect(centsFromTyping('R$ 0,05')).toBe(5);
    expect(centsFromTyping('0')).toBe(0);
  });

  it('caps the number of digits', () => {
    expect(centsFromTyping('9'.repeat(20))).toBe(9_999_999_999_999);
  });

  it('shows the value in BRL while typing and nothing when empty', () => {
    expect(plain(priceFieldText(123456))).toBe('R$ 1.234,56');
    expect(plain(priceFieldText(5))).toBe('R$ 0,05');
    expect(plain(priceFieldText(50_000_000))).toBe('R$ 500.000,00');
    expect(priceFieldText(null)).toBe('');
  });

  it('converts between cents and reais', () => {
    expect(centsToReais(123456)).toBe(1234.56);
    expect(reaisToCents(1234.56)).toBe(123456);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
  });
});
