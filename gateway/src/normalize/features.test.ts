import { describe, expect, it } from 'vitest';
import catalogue from './fixtures/catalogue-full.json' with { type: 'json' };
import quirks from './fixtures/property-quirks.json' with { type: 'json' };
import { toFeatures } from './features.js';

describe('toFeatures', () => {
  it('reads the form key set', () => {
    expect(toFeatures('["pet_friendly","near_school","near_pharmacy","pool","sports_court"]')).toEqual({
      features: ['PET_FRIENDLY', 'NEAR_SCHOOL', 'NEAR_PHARMACY', 'POOL', 'SPORTS_COURT'],
      otherFeatures: [],
    });
  });

  it('reads the detail-page key set into the same enum', () => {
    expect(toFeatures('["accepts_pets","school","pharmacy","closets","cold_floor"]')).toEqual({
      features: ['PET_FRIENDLY', 'NEAR_SCHOOL', 'NEAR_PHARMACY', 'CLOSETS', 'COLD_FLOOR'],
      otherFeatures: [],
    });
  });

  it('merges both key sets of a recorded property and keeps unknown keys untouched', () => {
    expect(toFeatures(quirks.data.features)).toEqual({
      features: ['PET_FRIENDLY', 'NEAR_PHARMACY', 'NEAR_SCHOOL', 'CALM_LOCATION'],
      otherFeatures: ['churrasqueira_gourmet', 'vista_para_serra'],
    });
  });

  it('accepts a list as well as JSON text', () => {
    const listed = catalogue.data[0]?.properties.find((property) => property.id === 15)?.features;
    expect(toFeatures(listed)).toEqual({ features: ['PET_FRIENDLY', 'GRILL'], otherFeatures: [] });
  });

  it('reads unreadable input as no features instead of failing', () => {
    const empty = { features: [], otherFeatures: [] };
    expect(toFeatures('[pool,')).toEqual(empty);
    expect(toFeatures('')).toEqual(empty);
    expect(toFeatures(null)).toEqual(empty);
    expect(toFeatures(undefined)).toEqual(empty);
    expect(toFeatures('"pool"')).toEqual(empty);
    expect(toFeatures(42)).toEqual(empty);
  });

  it('ignores non-text entries of a list', () => {
    expect(toFeatures(['fan', 3, null, '', 'FAN', 'Piscina coberta'])).toEqual({
      features: ['FAN'],
      otherFeatures: ['Piscina coberta'],
    });
  });
});
