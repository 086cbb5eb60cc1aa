import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_QUERY, type CatalogueEnvelope, type ErrorJson, type PropertyJson } from '../support/contract.js';
import type { TestApi } from '../support/test-api.js';

/** The catalogue extensions of GET /api/properties: filters, paging, bad values, and the cities call. */
export function filtersSuite(testApi: () => TestApi): void {
  let all: PropertyJson[] = [];

  async function page(query: string): Promise<CatalogueEnvelope['data'][number]> {
    const envelope = await testApi().getJson<CatalogueEnvelope>(`/api/properties?${query}`);
    const first = envelope.data[0];
    if (first === undefined) throw new Error('data[0] ausente');
    return first;
  }
  async function ids(query: string): Promise<number[]> {
    return (await page(query)).properties.map((property) => property.id);
  }
  function expected(keep: (property: PropertyJson) => boolean): number[] {
    return all.filter(keep).map((property) => property.id);
  }

  beforeAll(async () => {
    const envelope = await testApi().getJson<CatalogueEnvelope>('/api/properties');
    all = envelope.data[0]?.properties ?? [];
  });

  describe('GET /api/properties filters', () => {
    it('operation=rent matches rent and both; sale matches sale and both; both matches both', async () => {
      const rent = await ids('operation=rent');
      expect(rent).toEqual(expected((p) => p.operation === 'rent' || p.operation === 'both'));
      expect(rent.length).toBeGreaterThan(0);
      expect(await ids('operation=sale')).toEqual(expected((p) => p.operation === 'sale' || p.operation === 'both'));
      expect(await ids('operation=both')).toEqual(expected((p) => p.operation === 'both'));
    });

    it('operation=launch matches operation launch or the launch flag', async () => {
      const launch = await ids('operation=launch');
      expect(launch).toEqual(expected((p) => p.operation === 'launch' || p.is_launch === 1));
      expect(all.some((p) => p.operation !== 'launch' && p.is_launch === 1 && launch.includes(p.id))).toBe(true);
    });

    it('is_launch=1 keeps only launch-flagged properties and is_launch=0 the others', async () => {
      const launches = await ids('is_launch=1');
      expect(launches).toEqual(expected((p) => p.is_launch === 1));
      expect(launches.length).toBeGreaterThanOrEqual(3);
      expect(await ids('is_launch=0')).toEqual(expected((p) => p.is_launch === 0));
    });

    it('city is an exact name; an unknown city gives an empty list', async () => {
      const valinhos = await ids('city=Valinhos');
      expect(valinhos).toEqual(expected((p) => p.city === 'Valinhos'));
      expect(valinhos.length).toBeGreaterThan(0);
      expect(await ids(`city=${encodeURIComponent('Sumaré')}`)).toEqual(expected((p) => p.city === 'Sumaré'));
      const none = await page('city=Valinho');
      expect(none.properties).toEqual([]);
      expect(none.total).toBe(0);
    });

    it('type keeps that type only, for every type', async () => {
      for (const type of ['house', 'apartment', 'land', 'rural', 'commercial'] as const) {
        const found = await ids(`type=${type}`);
        expect(found).toEqual(expected((p) => p.type === type));
        expect(found.length).toBeGreaterThan(0);
      }
    });

    it('bedrooms_min keeps properties with at least that many bedrooms', async () => {
      expect(await ids('bedrooms_min=3')).toEqual(expected((p) => p.bedrooms >= 3));
      expect(await ids('bedrooms_min=0')).toEqual(expected(() => true));
    });

    it('price_min and price_max are inclusive bounds in reais', async () => {
      const price = all.find((p) => p.price === 890000)?.price ?? all[0]?.price;
      if (price === undefined || price === null) throw new Error('sem preço no catálogo');
      const exact = await ids(`price_min=${price}&price_max=${price}`);
      expect(exact).toEqual(expected((p) => p.price === price));
      expect(exact.length).toBeGreaterThan(0);
      expect(await ids(`price_min=${price + 0.01}&price_max=${price + 100000}`)).toEqual(
        expected((p) => p.price !== null && p.price > price && p.price <= price + 100000),
      );
      expect(await ids('price_min=300000')).toEqual(expected((p) => p.price !== null && p.price >= 300000));
      expect(await ids('price_max=2500.50')).toEqual(expected((p) => p.price !== null && p.price <= 2500.5));
    });

    it('combines every filter', async () => {
      const query = 'operation=sale&city=Campinas&type=house&bedrooms_min=3&price_min=500000&price_max=2000000&is_launch=0';
      const found = await ids(query);
      expect(found).toEqual(
        expected(
          (p) =>
            (p.operation === 'sale' || p.operation === 'both') &&
            p.city === 'Campinas' &&
            p.type === 'house' &&
            p.bedrooms >= 3 &&
            p.price !== null &&
            p.price >= 500000 &&
            p.price <= 2000000 &&
            p.is_launch === 0,
        ),
      );
      expect(found.length).toBeGreaterThan(0);
    });

    it('treats empty parameters as absent', async () => {
      expect(await ids('operation=&city=&price_min=')).toEqual(expected(() => true));
    });
  });

  describe('GET /api/properties paging', () => {
    it('answers the asked page with the total of every match and echoes page and per_page', async () => {
      const second = await page('page=2&per_page=5');
      expect(second.properties.map((p) => p.id)).toEqual(all.slice(5, 10).map((p) => p.id));
      expect(second.total).toBe(all.length);
      expect(second.page).toBe(2);
      expect(second.per_page).toBe(5);
    });

    it('pages filtered results and counts the filtered total', async () => {
      const rent = expected((p) => p.operation === 'rent' || p.operation === 'both');
      const first = await page('operation=rent&page=1&per_page=4');
      expect(first.properties.map((p) => p.id)).toEqual(rent.slice(0, 4));
      expect(first.total).toBe(rent.length);
      const lastPage = Math.ceil(rent.length / 4);
      const last = await page(`operation=rent&page=${lastPage}&per_page=4`);
      expect(last.properties.map((p) => p.id)).toEqual(rent.slice((lastPage - 1) * 4));
      const beyond = await page(`operation=rent&page=${lastPage + 1}&per_page=4`);
      expect(beyond.properties).toEqual([]);
      expect(beyond.total).toBe(rent.length);
    });

    it('defaults per_page to 12 when only page is given, and caps per_page at 100', async () => {
      const defaulted = await page('page=1');
      expect(defaulted.per_page).toBe(12);
      expect(defaulted.properties).toHaveLength(12);
      const capped = await page('per_page=500');
      expect(capped.per_page).toBe(100);
      expect(capped.page).toBe(1);
      expect(capped.properties).toHaveLength(Math.min(100, all.length));
    });
  });

  describe('GET /api/properties bad query values', () => {
    const cases: Array<[string, string]> = [
      ['price_min=abc', 'price_min'],
      ['price_max=-5', 'price_max'],
      ['price_min=1e5', 'price_min'],
      ['price_min=500&price_max=100', 'price_max'],
      ['bedrooms_min=-1', 'bedrooms_min'],
      ['bedrooms_min=1.5', 'bedrooms_min'],
      ['operation=rental', 'operation'],
      ['type=castle', 'type'],
      ['is_launch=2', 'is_launch'],
      ['page=0', 'page'],
      ['per_page=0', 'per_page'],
      ['page=99999999999999999999', 'page'],
      ['city[]=Campinas&city[]=Valinhos', 'city'],
      ['price_min=5&price_min=6', 'price_min'],
      ['page[x]=1', 'page'],
    ];
    it.each(cases)('%s answers 422 with a pt-BR message for %s', async (query, field) => {
      const response = await testApi().request(`/api/properties?${query}`);
      expect(response.status).toBe(422);
      const body = response.json as ErrorJson;
      expect(body.message).toBe(INVALID_QUERY);
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect(body.errors?.[field]?.[0]).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
    });

    it('reports every bad parameter at once', async () => {
      const response = await testApi().request('/api/properties?type=x&operation=y&bedrooms_min=z');
      expect(response.status).toBe(422);
      expect(Object.keys((response.json as ErrorJson).errors ?? {}).sort()).toEqual(['bedrooms_min', 'operation', 'type']);
    });
  });

  describe('GET /api/properties/cities', () => {
    it('answers every public city with its count, in alphabetical order', async () => {
      const answer = await testApi().getJson<{ data: Array<{ city: string; count: number }> }>('/api/properties/cities');
      const counts = new Map<string, number>();
      for (const property of all) counts.set(property.city, (counts.get(property.city) ?? 0) + 1);
      const expectedCities = [...counts.entries()]
        .map(([city, count]) => ({ city, count }))
        .sort((a, b) => a.city.localeCompare(b.city, 'pt-BR'));
      expect(answer).toEqual({ data: expectedCities });
      expect(answer.data.length).toBeGreaterThanOrEqual(4);
    });
  });
}
