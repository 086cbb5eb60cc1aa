import { describe, expect, it } from 'vitest';
import {
  emptyHomeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  pageFromSearchParams,
  toPropertyFilter,
  type HomeFilters,
} from './homeFilters';

describe('home filters and the URL', () => {
  it('reads the operation preselected by ?op=', () => {
    expect(filtersFromSearchParams(new URLSearchParams('op=rent')).operation).toBe('RENT');
    expect(filtersFromSearchParams(new URLSearchParams('op=sale')).operation).toBe('SALE');
    expect(filtersFromSearchParams(new URLSearchParams('op=launch')).operation).toBe('LAUNCH');
    expect(filtersFromSearchParams(new URLSearchParams('op=both')).operation).toBeNull();
    expect(filtersFromSearchParams(new URLSearchParams('op=RENT')).operation).toBe('RENT');
  });

  it('reads every filter and page back from the query string it wrote', () => {
    const filters: HomeFilters = {
      operation: 'SALE',
      city: 'São José dos Campos',
      type: 'APARTMENT',
      minBedrooms: 4,
      minPriceCents: 25_000_050,
      maxPriceCents: 90_000_000,
    };
    const params = filtersToSearchParams(filters, 3);
    expect(params.toString()).toBe(
      'op=sale&city=S%C3%A3o+Jos%C3%A9+dos+Campos&type=apartment&bedrooms=4&minPrice=250000.50&maxPrice=900000&page=3',
    );
    const reread = new URLSearchParams(params.toString());
    expect(filtersFromSearchParams(reread)).toEqual(filters);
    expect(pageFromSearchParams(reread)).toBe(3);
  });

  it('writes nothing for empty filters and the first page', () => {
    expect(filtersToSearchParams(emptyHomeFilters, 1).toString()).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams(''))).toEqual(emptyHomeFilters);
    expect(pageFromSearchParams(new URLSearchParams(''))).toBe(1);
  });

  it('ignores values it cannot read', () => {
    const params = new URLSearchParams('type=castle&bedrooms=-2&minPrice=abc&maxPrice=1.234&page=0&city=%20');
    expect(filtersFromSearchParams(params)).toEqual(emptyHomeFilters);
    expect(pageFromSearchParams(params)).toBe(1);
  });

  it('treats more than four bedrooms as the 4+ option', () => {
    expect(filtersFromSearchParams(new URLSearchParams('bedrooms=7')).minBedrooms).toBe(4);
  });

  it('turns the filters into the catalogue filter, prices in reais, launches out of the grid', () => {
    expect(toPropertyFilter(emptyHomeFilters)).toEqual({ launch: false });
    expect(
      toPropertyFilter({
        operation: 'RENT',
        city: 'Campinas',
        type: 'HOUSE',
        minBedrooms: 4,
        minPriceCents: 150_000,
        maxPriceCents: 350_050,
      }),
    ).toEqual({
      operation: 'RENT',
      launch: false,
      city: 'Campinas',
      type: 'HOUSE',
      minBedrooms: 4,
      minPrice: 1500,
      maxPrice: 3500.5,
    });
  });

  it('lists launches in the grid when the visitor asks for them', () => {
    expect(toPropertyFilter({ ...emptyHomeFilters, operation: 'LAUNCH' })).toEqual({ operation: 'LAUNCH' });
  });
});
