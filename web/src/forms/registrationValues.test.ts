import { describe, expect, it } from 'vitest';
import { fieldsClearedByTypeChange, registrationFields } from './registrationValues';

describe('type change', () => {
  it('empties the land fields when the type changes from land to another', () => {
    expect(fieldsClearedByTypeChange('LAND', 'HOUSE')).toEqual(['subdivisionName', 'deliveryDate', 'readyToBuild']);
    expect(fieldsClearedByTypeChange('LAND', undefined)).toEqual(['subdivisionName', 'deliveryDate', 'readyToBuild']);
  });

  it('empties nothing otherwise', () => {
    expect(fieldsClearedByTypeChange('HOUSE', 'LAND')).toEqual([]);
    expect(fieldsClearedByTypeChange('HOUSE', 'APARTMENT')).toEqual([]);
    expect(fieldsClearedByTypeChange(undefined, 'LAND')).toEqual([]);
  });
});

describe('form fields', () => {
  it('are named as the GraphQL input fields and the photo arguments', () => {
    expect(registrationFields).toContain('zipCode');
    expect(registrationFields).toContain('street');
    expect(registrationFields).toContain('mainImage');
    expect(registrationFields).toContain('otherImages');
    expect(registrationFields).toContain('termsAccepted');
    expect(registrationFields).not.toContain('address');
  });
});
