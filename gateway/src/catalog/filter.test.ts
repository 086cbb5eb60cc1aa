import { describe, expect, it } from 'vitest';
import { toCatalogueAnswer } from '../normalize/catalogue.js';
import full from '../normalize/fixtures/catalogue-full.json' with { type: 'json' };
import { applyFilter, newestFirst, type CatalogueFilter } from './filter.js';

const catalogue = toCatalogueAnswer(full).properties;
const idsFor = (filter: CatalogueFilter): string[] => applyFilter(catalogue, filter).map((property) => property.id);

describe('catalogue filter', () => {
  it('matches everything without criteria', () => {
    expect(idsFor({})).toHaveLength(12);
  });

  it('RENT matches rent and both', () => {
    expect(idsFor({ operation: 'RENT' })).toEqual(['24', '21', '19', '17', '15']);
  });

  it('SALE matches sale and both', () => {
    expect(idsFor({ operation: 'SALE' })).toEqual(['22', '21', '20', '18', '16', '15', '13']);
  });

  it('LAUNCH matches operation launch or the launch flag', () => {
    expect(idsFor({ operation: 'LAUNCH' })).toEqual(['23', '22', '14']);
  });

  it('BOTH matches only both', () => {
    expect(idsFor({ operation: 'BOTH' })).toEqual(['21', '15']);
  });

  it('matches the city exactly', () => {
    expect(idsFor({ city: 'Campinas' })).toEqual(['24', '22', '19', '16', '13']);
    expect(idsFor({ city: 'campinas' })).toEqual([]);
    expect(idsFor({ city: 'São Paulo' })).toEqual(['23', '18', '15']);
  });

  it('matches the type', () => {
    expect(idsFor({ type: 'APARTMENT' })).toEqual(['24', '23', '16', '15']);
    expect(idsFor({ type: 'LAND' })).toEqual(['20']);
  });

  it('keeps properties with at least the minimum bedrooms', () => {
    expect(idsFor({ minBedrooms: 3 })).toEqual(['23', '22', '21', '17', '14', '13']);
    expect(idsFor({ minBedrooms: 4 })).toEqual(['22']);
  });

  it('has inclusive price bounds and leaves out properties without a price', () => {
    expect(idsFor({ minPrice: 350000, maxPrice: 720000 })).toEqual(['23', '21', '16', '15']);
    expect(idsFor({ maxPrice: 2500 })).toEqual(['24', '19']);
    expect(idsFor({ minPrice: 0 })).not.toContain('18');
  });

  it('filters on the launch flag', () => {
    expect(idsFor({ launch: true })).toEqual(['23', '22', '14']);
    expect(idsFor({ launch: false })).toEqual(['24', '21', '20', '19', '18', '17', '16', '15', '13']);
  });

  it('combines criteria', () => {
    expect(idsFor({ operation: 'SALE', city: 'Campinas', minBedrooms: 3 })).toEqual(['22', '13']);
  });

  it('is idempotent', () => {
    const filter: CatalogueFilter = { operation: 'RENT', minPrice: 2000 };
    const once = applyFilter(catalogue, filter);
    expect(applyFilter(once, filter)).toEqual(once);
  });

  it('orders newest first', () => {
    expect(newestFirst([...catalogue].reverse()).map((property) => property.id)).toEqual(catalogue.map((property) => property.id));
  });
});
