import { describe, expect, it } from 'vitest';
import { toVisit } from './visit.js';
import fixture from './fixtures/visit-with-records.json' with { type: 'json' };

describe('a visit’s fichas de visita', () => {
  it('come in the API’s order (newest first) with their download address', () => {
    expect(toVisit(fixture.data)?.records).toEqual([
      { id: '12', createdAt: '2026-12-05T14:32:00.000Z', createdByName: 'Ana Souza', downloadUrl: '/app/visitas/7/fichas/12.pdf' },
      { id: '9', createdAt: '2026-12-05T14:20:00.000Z', createdByName: null, downloadUrl: '/app/visitas/7/fichas/9.pdf' },
    ]);
  });
});
