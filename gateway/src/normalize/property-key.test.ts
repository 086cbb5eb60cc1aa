import { describe, expect, it } from 'vitest';
import propertyKeys from './fixtures/property-keys.json' with { type: 'json' };
import { toOverdueKeys, toPropertyKey, toPropertyKeys } from './property-key.js';

describe('toPropertyKeys', () => {
  it("reads the API's keys, holders, history and choices", () => {
    const read = toPropertyKeys(propertyKeys);
    expect(read.keys).toEqual([
      {
        id: '4',
        propertyId: '12',
        label: 'Portão + apartamento',
        location: 'Quadro da recepção',
        code: 'G-12',
        holder: {
          checkoutId: '9',
          broker: { id: '3', name: 'Ana Corretora' },
          since: '2026-12-05T13:12:00.000Z',
          dueAt: '2026-12-05T21:00:00.000Z',
          overdue: true,
          visitId: null,
        },
      },
      { id: '5', propertyId: '12', label: 'Garagem', location: 'Cofre', code: null, holder: null },
    ]);
    expect(read.history[0]).toMatchObject({
      id: '9',
      keyLabel: 'Portão + apartamento',
      property: { code: 'CA-0012' },
      visitId: '21',
      checkedOutBy: { name: 'Gestora Geral' },
      checkedInBy: null,
      overdue: true,
    });
    expect(read.brokers).toEqual([{ id: '3', name: 'Ana Corretora' }]);
    expect(read.visits).toEqual([{ id: '21', brokerId: '3', startsAt: '2026-12-05T14:00:00.000Z', name: 'Carlos Souza' }]);
  });

  it('drops rows it cannot show and reads the overdue scope', () => {
    expect(toPropertyKey({ id: 1, property_id: 2, label: null })).toBeNull();
    expect(toPropertyKeys({ data: null, history: [{ id: 1 }] })).toEqual({ keys: [], history: [], brokers: [], visits: [] });
    expect(toOverdueKeys({ scope: 'all', total: '2', data: propertyKeys.history })).toMatchObject({ everyone: true, total: 2 });
    expect(toOverdueKeys({ scope: 'own', total: 0, data: [] })).toEqual({ everyone: false, total: 0, items: [] });
  });
});
