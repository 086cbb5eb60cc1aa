import { describe, expect, it } from 'vitest';
import { offeredFor, propertyCode, propertySlug } from './identity.js';

describe('propertyCode', () => {
  it('prefixes by operation, then id and year', () => {
    expect(propertyCode('rent', 7, 2026)).toBe('L-7-2026');
    expect(propertyCode('sale', 12, 2026)).toBe('V-12-2026');
    expect(propertyCode('launch', 3, 2025)).toBe('LA-3-2025');
    expect(propertyCode('both', 40, 2026)).toBe('VL-40-2026');
  });
});

describe('propertySlug', () => {
  it('lower-cases, drops accents and punctuation, and ends with the id', () => {
    expect(propertySlug('Casa com piscina no Cambuí', 12)).toBe('casa-com-piscina-no-cambui-12');
    expect(propertySlug('  Apê 2 dorms. — São João/Centro! ', 5)).toBe('ape-2-dorms-sao-joao-centro-5');
    expect(propertySlug('Jardim Dall’Orto & Çaçapava', 9)).toBe('jardim-dall-orto-cacapava-9');
  });

  it('falls back to "imovel" for a title with no letters or digits', () => {
    expect(propertySlug('!!!', 4)).toBe('imovel-4');
  });
});

describe('offeredFor', () => {
  it('derives for_rent and for_sale', () => {
    expect(offeredFor('rent')).toEqual({ for_rent: 1, for_sale: 0 });
    expect(offeredFor('sale')).toEqual({ for_rent: 0, for_sale: 1 });
    expect(offeredFor('both')).toEqual({ for_rent: 1, for_sale: 1 });
    expect(offeredFor('launch')).toEqual({ for_rent: 0, for_sale: 1 });
  });
});
