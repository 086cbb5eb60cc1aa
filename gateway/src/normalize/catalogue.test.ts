import { describe, expect, it } from 'vitest';
import type { RawCatalogueEnvelope } from '../rest/types.js';
import full from './fixtures/catalogue-full.json' with { type: 'json' };
import paged from './fixtures/catalogue-page.json' with { type: 'json' };
import cities from './fixtures/cities.json' with { type: 'json' };
import bySlug from './fixtures/property-by-slug.json' with { type: 'json' };
import { countCities, toCatalogueAnswer, toCityCounts, toPropertyAnswer } from './catalogue.js';

const fullEnvelope = full as RawCatalogueEnvelope;

describe('toCatalogueAnswer', () => {
  it('reads data[0].properties of the original catalogue call, with no paging echo', () => {
    const answer = toCatalogueAnswer(fullEnvelope);
    expect(answer.properties.map((property) => property.id)).toEqual([
      '24',
      '23',
      '22',
      '21',
      '20',
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
      '13',
    ]);
    expect(answer.total).toBeNull();
    expect(answer.page).toBeNull();
    expect(answer.perPage).toBeNull();
  });

  it('reads the paging echo of the extended call, numeric strings included', () => {
    const answer = toCatalogueAnswer(paged);
    expect(answer.properties.map((property) => property.code)).toEqual(['L-24-2026', 'V-22-2026']);
    expect({ total: answer.total, page: answer.page, perPage: answer.perPage }).toEqual({ total: 5, page: 1, perPage: 2 });
  });

  it('reads properties listed straight under data, and empty answers', () => {
    const listed = { data: full.data[0]?.properties.slice(0, 2) } as RawCatalogueEnvelope;
    expect(toCatalogueAnswer(listed).properties.map((property) => property.id)).toEqual(['24', '23']);
    expect(toCatalogueAnswer({ data: [] }).properties).toEqual([]);
    expect(toCatalogueAnswer({}).properties).toEqual([]);
    expect(toCatalogueAnswer(null).properties).toEqual([]);
  });

  it('keeps recorded quirks of catalogue items: null images, launch flag as text, string prices', () => {
    const byId = new Map(toCatalogueAnswer(fullEnvelope).properties.map((property) => [property.id, property]));
    expect(byId.get('23')?.images.map((image) => image.fileName)).toEqual(['foto-23-a.jpg']);
    expect(byId.get('23')?.price).toBe(720000);
    expect(byId.get('22')?.isLaunch).toBe(true);
    expect(byId.get('22')?.features).toEqual([]);
    expect(byId.get('18')?.price).toBeNull();
    expect(byId.get('18')?.mainImage).toBeNull();
    expect(byId.get('19')?.isReserved).toBe(true);
  });
});

describe('toPropertyAnswer', () => {
  it('reads { data: property }', () => {
    expect(toPropertyAnswer(bySlug)?.slug).toBe('casa-com-piscina-no-cambui-12');
  });

  it('answers null when there is no property', () => {
    expect(toPropertyAnswer({ data: null })).toBeNull();
    expect(toPropertyAnswer({})).toBeNull();
  });
});

describe('city counts', () => {
  it('reads the cities call, sorted by name, string counts included, nameless entries dropped', () => {
    expect(toCityCounts(cities)).toEqual([
      { city: 'Campinas', count: 5 },
      { city: 'Jaguariúna', count: 1 },
      { city: 'São Paulo', count: 3 },
      { city: 'Valinhos', count: 3 },
    ]);
  });

  it('counts the cities of a catalogue the same way', () => {
    expect(countCities(toCatalogueAnswer(fullEnvelope).properties)).toEqual(toCityCounts(cities));
  });
});
