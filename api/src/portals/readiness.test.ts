import { describe, expect, it } from 'vitest';
import { PORTAL_REASONS, portalReasons, type ReadinessFields } from './readiness.js';

const ready: ReadinessFields = {
  status: 'approved',
  is_active: 1,
  title: 'Apartamento com varanda no Cambuí',
  description: 'Apartamento de dois dormitórios com varanda, vaga coberta e lazer completo.',
  operation: 'sale',
  type: 'apartment',
  price: 650000,
  rental_price: null,
  images: JSON.stringify(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']),
  zip_code: '13025-002',
  state: 'SP',
  city: 'Campinas',
  neighborhood: 'Cambuí',
  usable_area: null,
  area: '78.00',
  built_area: null,
  lot_area: null,
  total_area: null,
};

describe('portalReasons', () => {
  it('holds nothing back from a property that keeps every rule', () => {
    expect(portalReasons(ready)).toEqual([]);
    expect(portalReasons({ ...ready, zip_code: '13025002' })).toEqual([]);
  });

  it('counts characters as people do and catches markup in the title', () => {
    expect(portalReasons({ ...ready, title: 'Çasa até é' })).toEqual([]);
    expect(portalReasons({ ...ready, title: `${'a'.repeat(101)}` })).toEqual([PORTAL_REASONS.titleTooLong]);
    expect(portalReasons({ ...ready, title: 'Casa <b>linda</b> no Cambuí' })).toEqual([PORTAL_REASONS.titleWithHtml]);
    expect(portalReasons({ ...ready, description: 'x'.repeat(3001) })).toEqual([PORTAL_REASONS.descriptionTooLong]);
    expect(portalReasons({ ...ready, description: null })).toEqual([PORTAL_REASONS.descriptionTooShort]);
  });

  it('asks for a price above zero, and the rent of a property offered for both', () => {
    expect(portalReasons({ ...ready, price: 0 })).toEqual([PORTAL_REASONS.noPrice]);
    expect(portalReasons({ ...ready, operation: 'both' })).toEqual([PORTAL_REASONS.noRentalPrice]);
    expect(portalReasons({ ...ready, operation: 'both', rental_price: '3500.00' })).toEqual([]);
  });

  it('asks for a postal code the portals can read, the state and the neighbourhood', () => {
    expect(portalReasons({ ...ready, zip_code: '1302' })).toEqual([PORTAL_REASONS.invalidPostalCode]);
    expect(portalReasons({ ...ready, zip_code: ' ', state: null, neighborhood: '' })).toEqual([
      PORTAL_REASONS.noPostalCode,
      PORTAL_REASONS.noState,
      PORTAL_REASONS.noNeighborhood,
    ]);
  });

  it('measures rural and land properties by their lot, the others by their living area', () => {
    expect(portalReasons({ ...ready, type: 'rural', area: null })).toEqual([PORTAL_REASONS.noLotArea]);
    expect(portalReasons({ ...ready, type: 'land' })).toEqual([]);
    expect(portalReasons({ ...ready, type: 'rural', area: null, total_area: 5000 })).toEqual([]);
    expect(portalReasons({ ...ready, area: null, built_area: 0 })).toEqual([PORTAL_REASONS.noLivingArea]);
    expect(portalReasons({ ...ready, area: null, built_area: 120 })).toEqual([]);
  });

  it('asks for five photos', () => {
    expect(portalReasons({ ...ready, images: JSON.stringify(['a.jpg']) })).toEqual([PORTAL_REASONS.fewPhotos]);
  });
});
