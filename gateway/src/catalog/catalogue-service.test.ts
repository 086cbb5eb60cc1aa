import { describe, expect, it } from 'vitest';
import cities from '../normalize/fixtures/cities.json' with { type: 'json' };
import full from '../normalize/fixtures/catalogue-full.json' with { type: 'json' };
import paged from '../normalize/fixtures/catalogue-page.json' with { type: 'json' };
import { RestError } from '../rest/rest-error.js';
import { answeringApi } from '../rest/testing/answeringApi.js';
import { toCatalogueRequest } from './args.js';
import { loadCataloguePage, loadCities } from './catalogue-service.js';

const ids = (items: { id: string }[]): string[] => items.map((item) => item.id);

describe('loadCataloguePage against an upstream that ignores the extensions', () => {
  const { api } = answeringApi(() => ({ status: 200, body: full }));

  it('filters and pages by itself', async () => {
    const first = await loadCataloguePage(api, toCatalogueRequest({ operation: 'RENT' }, 1, 2), {});
    expect({ ids: ids(first.items), total: first.total, page: first.page, perPage: first.perPage, pageCount: first.pageCount }).toEqual({
      ids: ['24', '21'],
      total: 5,
      page: 1,
      perPage: 2,
      pageCount: 3,
    });
    const last = await loadCataloguePage(api, toCatalogueRequest({ operation: 'RENT' }, 3, 2), {});
    expect(ids(last.items)).toEqual(['15']);
    const beyond = await loadCataloguePage(api, toCatalogueRequest({ operation: 'RENT' }, 4, 2), {});
    expect({ ids: ids(beyond.items), total: beyond.total, pageCount: beyond.pageCount }).toEqual({ ids: [], total: 5, pageCount: 3 });
  });

  it('answers an empty page for a filter nothing matches', async () => {
    const page = await loadCataloguePage(api, toCatalogueRequest({ city: 'Manaus' }, 1, 12), {});
    expect({ items: page.items, total: page.total, pageCount: page.pageCount }).toEqual({ items: [], total: 0, pageCount: 0 });
  });
});

describe('loadCataloguePage against an upstream that pages', () => {
  it('sends the filter and the page as query extensions', async () => {
    const { api, requests } = answeringApi(() => ({ status: 200, body: paged }));
    const page = await loadCataloguePage(
      api,
      toCatalogueRequest(
        { city: 'Campinas', operation: 'LAUNCH', type: 'HOUSE', minBedrooms: 2, minPrice: 1, maxPrice: 9, launch: true },
        1,
        2,
      ),
      {},
    );
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      operation: 'launch',
      city: 'Campinas',
      type: 'house',
      bedrooms_min: '2',
      price_min: '1',
      price_max: '9',
      is_launch: '1',
      page: '1',
      per_page: '2',
    });
    expect(requests[0]?.pathname).toBe('/api/properties');
    // The echoed items do not match this filter: the whole catalogue is fetched and filtered here.
    expect(requests).toHaveLength(2);
    expect({ items: page.items, total: page.total }).toEqual({ items: [], total: 0 });
  });

  it('uses the echoed page and its total when the items match the filter', async () => {
    const { api, requests } = answeringApi(() => ({ status: 200, body: paged }));
    const page = await loadCataloguePage(api, toCatalogueRequest({ city: 'Campinas' }, 1, 2), {});
    expect(requests).toHaveLength(1);
    expect({ ids: ids(page.items), total: page.total, pageCount: page.pageCount }).toEqual({ ids: ['24', '22'], total: 5, pageCount: 3 });
  });

  it('keeps the upstream total on a page past the last, however far, within a GraphQL Int', async () => {
    for (const page of [5, 100, 200_000_000]) {
      const { api } = answeringApi(() => ({
        status: 200,
        body: { data: [{ ...paged.data[0], properties: [], total: 5, page, per_page: 12 }] },
      }));
      const answer = await loadCataloguePage(api, toCatalogueRequest({}, page, 12), {});
      expect({ items: answer.items, total: answer.total, page: answer.page, pageCount: answer.pageCount }).toEqual({
        items: [],
        total: 5,
        page,
        pageCount: 1,
      });
    }
  });

  it('falls back to the whole catalogue when an echoed page was not filtered', async () => {
    const { api, requests } = answeringApi((url) => ({ status: 200, body: url.searchParams.has('page') ? paged : full }));
    const page = await loadCataloguePage(api, toCatalogueRequest({ city: 'Valinhos' }, 1, 2), {});
    expect(requests.map((url) => url.search)).toEqual(['?city=Valinhos&page=1&per_page=2', '']);
    expect({ ids: ids(page.items), total: page.total }).toEqual({ ids: ['21', '20'], total: 3 });
  });
});

describe('loadCities', () => {
  it('uses the cities call when the upstream has it', async () => {
    const { api, requests } = answeringApi(() => ({ status: 200, body: cities }));
    expect(await loadCities(api, {})).toEqual([
      { city: 'Campinas', count: 5 },
      { city: 'Jaguariúna', count: 1 },
      { city: 'São Paulo', count: 3 },
      { city: 'Valinhos', count: 3 },
    ]);
    expect(requests.map((url) => url.pathname)).toEqual(['/api/properties/cities']);
  });

  it('counts the whole catalogue when the cities call answers 404', async () => {
    const { api, requests } = answeringApi((url) =>
      url.pathname.endsWith('/cities') ? { status: 404, body: { message: 'Recurso não encontrado.' } } : { status: 200, body: full },
    );
    expect(await loadCities(api, {})).toEqual([
      { city: 'Campinas', count: 5 },
      { city: 'Jaguariúna', count: 1 },
      { city: 'São Paulo', count: 3 },
      { city: 'Valinhos', count: 3 },
    ]);
    expect(requests.map((url) => url.pathname)).toEqual(['/api/properties/cities', '/api/properties']);
  });

  it('reports a server failure instead of counting', async () => {
    const { api } = answeringApi(() => ({ status: 500, body: { message: 'Erro interno do servidor.' } }));
    await expect(loadCities(api, {})).rejects.toMatchObject({ name: 'RestError', status: 500, message: 'Erro interno do servidor.' });
    await expect(loadCities(api, {})).rejects.toBeInstanceOf(RestError);
  });
});
