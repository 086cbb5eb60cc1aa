import { describe, expect, it } from 'vitest';
import { keysOf, PROPERTY_FIELDS, type CatalogueEnvelope, type ErrorJson, type PropertyJson } from '../support/contract.js';
import { PROPERTY_CODE_PREFIXES } from '../../../shared/property-rules.js';
import type { TestApi } from '../support/test-api.js';

function slugOf(title: string, id: number): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words}-${id}`;
}

/** GET /api/properties (envelope, property shape, display rules) and GET /api/properties/slug/{slug}. */
export function catalogueSuite(testApi: () => TestApi): void {
  async function catalogue(query = ''): Promise<CatalogueEnvelope> {
    return testApi().getJson<CatalogueEnvelope>(`/api/properties${query}`);
  }
  async function everything(): Promise<PropertyJson[]> {
    const envelope = await catalogue();
    return envelope.data[0]?.properties ?? [];
  }

  describe('GET /api/properties', () => {
    it('answers data[0] with the company name, whatsapp, the properties and the paging echo', async () => {
      const envelope = await catalogue();
      expect(keysOf(envelope)).toEqual(['data']);
      expect(envelope.data).toHaveLength(1);
      const first = envelope.data[0];
      expect(first && keysOf(first)).toEqual(['name', 'page', 'per_page', 'properties', 'total', 'whatsapp']);
      expect(first?.name).toBe('Horizonte Imóveis');
      expect(first?.whatsapp).toMatch(/^\d{10,11}$/);
      expect(first?.total).toBe(first?.properties.length);
      expect(first?.properties.length).toBeGreaterThanOrEqual(40);
      expect(first?.page).toBeNull();
      expect(first?.per_page).toBeNull();
    });

    it('gives every property exactly the documented fields with numbers, 0/1 flags and lists', async () => {
      for (const property of await everything()) {
        expect(keysOf(property)).toEqual(PROPERTY_FIELDS);
        expect(typeof property.price).toBe('number');
        for (const flag of ['for_rent', 'for_sale', 'is_active', 'is_reserved', 'is_launch', 'ready_to_build']) {
          expect([0, 1]).toContain(property[flag]);
        }
        const features: unknown = JSON.parse(property.features);
        expect(Array.isArray(features) && features.every((key) => typeof key === 'string')).toBe(true);
        expect(property.images.every((name) => /^[0-9a-f]{16}\.jpg$/.test(name))).toBe(true);
        expect(Number.isNaN(Date.parse(String(property.created_at)))).toBe(false);
      }
    });

    it('lists only active, approved properties, newest first', async () => {
      const listed = await everything();
      expect(listed.every((property) => property.status === 'approved' && property.is_active === 1)).toBe(true);
      const ids = listed.map((property) => property.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const hidden = await testApi()
        .db.selectFrom('properties')
        .select(['id', 'title'])
        .where((eb) => eb.or([eb('status', '!=', 'approved'), eb('is_active', '=', 0)]))
        .execute();
      expect(hidden.length).toBeGreaterThanOrEqual(3);
      for (const property of hidden) expect(ids).not.toContain(property.id);
    });

    it('derives the code from operation, id and year, with all four prefixes present', async () => {
      const listed = await everything();
      for (const property of listed) {
        expect(property.code).toBe(`${PROPERTY_CODE_PREFIXES[property.operation]}-${property.id}-${property.year}`);
      }
      const prefixes = new Set(listed.map((property) => property.code.split('-')[0]));
      expect([...prefixes].sort()).toEqual(['L', 'LA', 'V', 'VL']);
    });

    it('derives for_rent and for_sale from the operation', async () => {
      for (const property of await everything()) {
        const rent = property.operation === 'rent' || property.operation === 'both';
        expect(property.for_rent).toBe(rent ? 1 : 0);
        expect(property.for_sale).toBe(property.operation === 'rent' ? 0 : 1);
      }
    });

    it('gives every property a unique, readable slug: title without accents, then the id', async () => {
      const listed = await everything();
      for (const property of listed) expect(property.slug).toBe(slugOf(property.title, property.id));
      expect(new Set(listed.map((property) => property.slug)).size).toBe(listed.length);
      const pool = listed.find((property) => property.title === 'Casa com piscina no Cambuí');
      expect(pool?.slug).toBe(`casa-com-piscina-no-cambui-${pool?.id}`);
    });

    it('covers the demo variety: every type and operation, reserved, launches, photo counts, both feature key sets', async () => {
      const listed = await everything();
      expect(new Set(listed.map((property) => property.type)).size).toBe(5);
      expect(new Set(listed.map((property) => property.operation)).size).toBe(4);
      expect(new Set(listed.map((property) => property.city)).size).toBeGreaterThanOrEqual(4);
      expect(listed.some((property) => property.is_reserved === 1)).toBe(true);
      expect(listed.filter((property) => property.is_launch === 1).length).toBeGreaterThanOrEqual(3);
      expect(listed.some((property) => property.images.length === 0)).toBe(true);
      expect(listed.some((property) => property.images.length === 1)).toBe(true);
      expect(listed.filter((property) => property.images.length > 1).length).toBeGreaterThan(listed.length / 2);
      const keys = new Set(listed.flatMap((property) => JSON.parse(property.features) as string[]));
      for (const key of ['pet_friendly', 'accepts_pets', 'near_school', 'school', 'near_pharmacy', 'pharmacy', 'varanda_gourmet']) {
        expect(keys).toContain(key);
      }
      const land = listed.find((property) => property.type === 'land' && property.subdivision_name !== null);
      expect(land?.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const rentPeriodicities = new Set(
        listed.filter((property) => property.operation === 'rent').map((property) => property.iptu_periodicity),
      );
      expect(rentPeriodicities).toContain('monthly');
      expect(listed.some((property) => typeof property.highlights === 'string' && property.highlights.includes('\n'))).toBe(true);
    });

    it('returns money and areas exactly as stored, cents included', async () => {
      const { db } = testApi();
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('properties')
        .values({
          year: 2026,
          slug: 'sala-com-centavos-test',
          code: 'SALA-CENTAVOS',
          title: 'Sala com centavos',
          operation: 'sale',
          type: 'commercial',
          price: 1234567.89,
          iptu_value: 123.45,
          area: 72.5,
          lot_front: 8.25,
          city: 'Campinas',
          status: 'approved',
          created_at: now,
          updated_at: now,
          search_text: 'sala com centavos campinas',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const { data } = await testApi().getJson<{ data: PropertyJson }>('/api/properties/slug/sala-com-centavos-test');
        expect(data).toMatchObject({ id, price: 1234567.89, iptu_value: 123.45, area: 72.5, lot_front: 8.25 });
      } finally {
        await db.deleteFrom('properties').where('id', '=', id).execute();
      }
    });
  });

  describe('GET /api/properties/slug/{slug}', () => {
    it('answers { data: property } equal to the catalogue item', async () => {
      const listed = await everything();
      for (const property of listed.slice(0, 5)) {
        const answer = await testApi().getJson<{ data: PropertyJson }>(`/api/properties/slug/${property.slug}`);
        expect(keysOf(answer)).toEqual(['data']);
        expect(answer.data).toEqual(property);
      }
    });

    it('answers 404 "Imóvel não encontrado." for an unknown slug', async () => {
      const response = await testApi().request('/api/properties/slug/nao-existe-999999');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Imóvel não encontrado.' });
    });

    it('answers 404 for properties outside the public catalogue', async () => {
      const hidden = await testApi()
        .db.selectFrom('properties')
        .select('slug')
        .where((eb) => eb.or([eb('status', '!=', 'approved'), eb('is_active', '=', 0)]))
        .execute();
      expect(hidden.length).toBeGreaterThan(0);
      for (const { slug } of hidden) {
        const response = await testApi().request(`/api/properties/slug/${slug}`);
        expect(response.status).toBe(404);
        expect((response.json as ErrorJson).message).toBe('Imóvel não encontrado.');
      }
    });
  });
}
