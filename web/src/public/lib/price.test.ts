import { describe, expect, it } from 'vitest';
import { priceText } from './price';

function plain(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

describe('price text', () => {
  it('adds /mês for rent only', () => {
    expect(plain(priceText(2500, 'RENT'))).toBe('R$ 2.500,00/mês');
    expect(plain(priceText(850000, 'SALE'))).toBe('R$ 850.000,00');
    expect(plain(priceText(1200.5, 'LAUNCH'))).toBe('R$ 1.200,50');
  });

  it('reads as on request without a price', () => {
    expect(priceText(null, 'RENT')).toBe('Preço sob consulta');
  });
});
