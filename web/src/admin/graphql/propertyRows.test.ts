import { describe, expect, it } from 'vitest';
import { propertyListVariables, propertyRowOf, statusFilterOf } from './propertyRows';

describe('property list', () => {
  it('reads the status filter from the address', () => {
    expect(statusFilterOf('IN_ANALYSIS')).toBe('IN_ANALYSIS');
    expect(statusFilterOf('in_analysis')).toBe('ALL');
    expect(statusFilterOf(null)).toBe('ALL');
  });

  it('asks the server for the search, the status and the page, leaving out what does not narrow the list', () => {
    expect(propertyListVariables('  cambuí ', 'IN_ANALYSIS', 3)).toEqual({ search: 'cambuí', status: 'IN_ANALYSIS', page: 3 });
    expect(propertyListVariables('   ', 'ALL', 1)).toEqual({ search: null, status: null, page: 1 });
  });

  it('puts whether the property goes to the portals, and at which level, on its row', () => {
    const property = {
      id: '3',
      code: 'V-3-2026',
      title: 'Casa no Cambuí',
      operation: 'SALE' as const,
      price: 500000,
      status: 'APPROVED' as const,
      isActive: true,
      address: { neighborhood: 'Cambuí', city: 'Campinas' },
    };
    expect(propertyRowOf({ portalPublish: true, portalLevel: 'PREMIUM', property })).toEqual({
      ...property,
      portalPublish: true,
      portalLevel: 'PREMIUM',
      statusReason: null,
    });
    expect(propertyRowOf({ portalPublish: false, portalLevel: 'STANDARD', statusReason: 'Faltam fotos.', property })).toMatchObject({
      statusReason: 'Faltam fotos.',
    });
  });
});
