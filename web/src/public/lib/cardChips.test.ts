import { describe, expect, it } from 'vitest';
import { cardChips } from './cardChips';

describe('card chips', () => {
  it('shows every value above 0 with its unit', () => {
    expect(cardChips({ bedrooms: 3, suites: 1, bathrooms: 2, garage: 2, area: 180.5 })).toEqual([
      '3 quartos',
      '1 suíte',
      '2 banheiros',
      '2 vagas',
      '180,5 m²',
    ]);
  });

  it('leaves out zeros and a missing area', () => {
    expect(cardChips({ bedrooms: 0, suites: 0, bathrooms: 1, garage: 0, area: null })).toEqual(['1 banheiro']);
    expect(cardChips({ bedrooms: 0, suites: 0, bathrooms: 0, garage: 0, area: 0 })).toEqual([]);
  });
});
