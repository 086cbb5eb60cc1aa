import { describe, expect, it } from 'vitest';
import { priceLines, priceText } from './price';

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

  it('gives a property offered for both sale and rent its two prices when the rent is known', () => {
    expect(priceLines(690000, 'BOTH', 3900).map(plain)).toEqual(['Venda: R$ 690.000,00', 'Aluguel: R$ 3.900,00/mês']);
    expect(priceLines(690000, 'BOTH', null).map(plain)).toEqual(['R$ 690.000,00']);
    expect(priceLines(2500, 'RENT', 3900).map(plain)).toEqual(['R$ 2.500,00/mês']);
  });
});
