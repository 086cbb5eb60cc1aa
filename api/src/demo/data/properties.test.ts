import { describe, expect, it } from 'vitest';
import { CAMPINAS_PROPERTIES } from './properties-campinas.js';
import { HIDDEN_PROPERTIES } from './properties-hidden.js';
import { PROPERTY_WITHOUT_PHOTOS, REGION_PROPERTIES } from './properties-region.js';

const ALL = [...CAMPINAS_PROPERTIES, ...REGION_PROPERTIES, ...HIDDEN_PROPERTIES];

describe('demo properties', () => {
  it('all have photos but the one left without on purpose', () => {
    expect(ALL.filter((property) => property.photos === 0).map((property) => property.title)).toEqual([PROPERTY_WITHOUT_PHOTOS]);
  });

  it('keep the listing without photos on the public grid, where the site shows it', () => {
    const bare = REGION_PROPERTIES.find((property) => property.title === PROPERTY_WITHOUT_PHOTOS);
    expect(bare).toBeDefined();
    expect(bare?.status ?? 'approved').toBe('approved');
    expect(bare?.isActive ?? 1).toBe(1);
    expect(bare?.isLaunch ?? 0).toBe(0);
  });
});
