import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RawPortalFeedPage, RawPortalFeedProperty } from '../rest/portal-feed-types.js';
import { SKIP_REASONS, toFeedHeader, toFeedListing, toFeedPage, xmlText, type FeedListing } from './feed-listing.js';

const PUBLIC_URL = 'https://imoveis.exemplo.com.br';
const options = { publicUrl: PUBLIC_URL };
const fixture = JSON.parse(readFileSync(new URL('./fixtures/portal-feed-page.json', import.meta.url), 'utf8')) as RawPortalFeedPage;
const page = toFeedPage(fixture, options);
const rawProperty = (id: number): RawPortalFeedProperty => {
  const found = fixture.data?.find((property) => property?.id === id);
  if (!found) throw new Error(`no property ${id} in the fixture`);
  return found;
};
const listing = (code: string): FeedListing => {
  const found = page.listings.find((candidate) => candidate.listingId === code);
  if (!found) throw new Error(`no listing ${code}`);
  return found;
};

describe('toFeedPage', () => {
  it('reads the header, with the public site as the website when the API sends none', () => {
    expect(page.header).toEqual({
      provider: 'Imobiliária Exemplo',
      email: 'portais@imobiliariaexemplo.com.br',
      contactName: 'Marina Lopes',
      telephone: '(19) 3251-4500',
      website: PUBLIC_URL,
      officeName: 'Imobiliária Exemplo Ltda.',
    });
    expect(toFeedHeader({ ...fixture.header, website: 'https://www.exemplo.com.br' }, options)?.website).toBe('https://www.exemplo.com.br');
  });

  it('has no header without an e-mail or a telephone', () => {
    expect(toFeedHeader({ ...fixture.header, email: ' ' }, options)).toBeNull();
    expect(toFeedHeader({ ...fixture.header, telephone: null }, options)).toBeNull();
    expect(toFeedHeader(null, options)).toBeNull();
  });

  it('keeps the ready properties in order and leaves out the ones that break a rule, with the reason', () => {
    expect(page.listings.map((item) => item.listingId)).toEqual([
      'V-3-2026',
      'L-5-2026',
      'LA-8-2026',
      'V-11-2026',
      'VL-13-2026',
      'V-17-2026',
    ]);
    expect(page.skipped).toEqual([
      { id: '19', code: 'V-19-2026', reason: SKIP_REASONS.postalCodeMissing },
      { id: '23', code: 'V-23-2026', reason: SKIP_REASONS.photos },
    ]);
    expect(page.nextAfter).toBe(23);
    expect(toFeedPage({ ...fixture, next_after: null }, options).nextAfter).toBeNull();
  });
});

describe('toFeedListing', () => {
  it('maps a sale apartment', () => {
    expect(listing('V-3-2026')).toEqual({
      listingId: 'V-3-2026',
      title: 'Apartamento de 2 quartos no Cambuí',
      transactionType: 'For Sale',
      publicationType: 'PREMIUM',
      detailViewUrl: `${PUBLIC_URL}/imovel/apartamento-de-2-quartos-no-cambui-3`,
      media: [1, 2, 3, 4, 5].map((n) => ({
        url: `${PUBLIC_URL}/images/0003-${n}.${n === 3 ? 'png' : 'jpg'}?variant=portal`,
        caption: n === 1 ? 'Apartamento de 2 quartos no Cambuí' : `Apartamento de 2 quartos no Cambuí — foto ${n}`,
        primary: n === 1,
      })),
      details: {
        usageType: 'Residential',
        propertyType: 'Residential / Apartment',
        description: rawProperty(3).description,
        listPrice: 450000,
        rentalPrice: null,
        iptu: { value: 1891, period: 'Yearly' },
        livingArea: 65,
        lotArea: null,
        bedrooms: 2,
        bathrooms: 1,
        suites: 1,
        garage: 2,
        features: ['POOL', 'GRILL', 'PET_FRIENDLY', 'NEAR_SCHOOL', 'CALM_LOCATION'],
      },
      location: {
        displayAddress: 'All',
        state: { abbreviation: 'SP', name: 'São Paulo' },
        city: 'Campinas',
        neighborhood: 'Cambuí',
        address: 'Rua Coronel Quirino',
        streetNumber: '1200',
        complement: 'Apto 52',
        postalCode: '13025-002',
      },
    });
  });

  it('maps a rent house with a monthly IPTU, its living area from the built area and its lot', () => {
    const house = listing('L-5-2026');
    expect(house.transactionType).toBe('For Rent');
    expect(house.publicationType).toBe('SUPER_PREMIUM');
    expect(house.details).toMatchObject({
      propertyType: 'Residential / Home',
      listPrice: null,
      rentalPrice: 3200,
      iptu: { value: 180, period: 'Monthly' },
      livingArea: 141,
      lotArea: 250,
      bedrooms: 3,
      suites: null,
    });
    expect(house.location).toMatchObject({
      displayAddress: 'Street',
      address: 'Rua Coronel Quirino',
      streetNumber: null,
      postalCode: '13076-000',
    });
  });

  it('sells a launch and shows only its neighbourhood without a street', () => {
    const launch = listing('LA-8-2026');
    expect(launch.transactionType).toBe('For Sale');
    expect(launch.details.listPrice).toBe(689900);
    expect(launch.location).toMatchObject({ displayAddress: 'Neighborhood', address: null, streetNumber: null, postalCode: '13087-500' });
  });

  it("follows the property's address privacy: the street without number and complement, or only the neighbourhood", () => {
    const full = rawProperty(3);
    const located = (raw: RawPortalFeedProperty) => {
      const result = toFeedListing(raw, options);
      if ('reason' in result) throw new Error(result.reason);
      return result.location;
    };
    expect(located(full)).toMatchObject({ displayAddress: 'All', streetNumber: '1200', complement: 'Apto 52' });
    expect(located({ ...full, address_privacy: 'street' })).toMatchObject({
      displayAddress: 'Street',
      address: 'Rua Coronel Quirino',
      streetNumber: null,
      complement: null,
    });
    expect(located({ ...full, address_privacy: 'neighborhood' })).toMatchObject({
      displayAddress: 'Neighborhood',
      address: null,
      streetNumber: null,
      complement: null,
      neighborhood: 'Cambuí',
      postalCode: '13025-002',
    });
    expect(located({ ...full, address_privacy: undefined })).toMatchObject({ displayAddress: 'Street', streetNumber: null });
  });

  it('measures land by its lot and sends no rooms', () => {
    const land = listing('V-11-2026');
    expect(land.details).toMatchObject({
      usageType: 'Residential',
      propertyType: 'Residential / Land Lot',
      livingArea: null,
      lotArea: 421,
      bedrooms: null,
      bathrooms: null,
      suites: null,
      garage: null,
      iptu: { value: 900, period: 'Yearly' },
    });
  });

  it('offers a property for both sale and rent with both prices', () => {
    expect(listing('VL-13-2026').transactionType).toBe('Sale/Rent');
    expect(listing('VL-13-2026').details).toMatchObject({
      usageType: 'Commercial',
      propertyType: 'Commercial / Building',
      listPrice: 560000,
      rentalPrice: 4500,
      bedrooms: null,
    });
    expect(toFeedListing({ ...rawProperty(13), rental_price: null }, options)).toMatchObject({ reason: SKIP_REASONS.rentalPrice });
  });

  it('measures rural land by its total area and keeps its rooms', () => {
    expect(listing('V-17-2026').details).toMatchObject({
      propertyType: 'Residential / Farm Ranch',
      livingArea: null,
      lotArea: 24200,
      bedrooms: 4,
    });
    expect(toFeedListing({ ...rawProperty(17), total_area: null }, options)).toMatchObject({ reason: SKIP_REASONS.lotArea });
  });

  it.each([
    [{ status: 'in_analysis' }, SKIP_REASONS.notApproved],
    [{ is_active: 0 }, SKIP_REASONS.inactive],
    [{ title: 'Casa boa' }, SKIP_REASONS.titleShort],
    [{ title: 'x'.repeat(101) }, SKIP_REASONS.titleLong],
    [{ title: 'Casa <b>linda</b> no Cambuí' }, SKIP_REASONS.titleHtml],
    [{ description: 'Curta.' }, SKIP_REASONS.descriptionShort],
    [{ description: 'x'.repeat(3001) }, SKIP_REASONS.descriptionLong],
    [{ price: null }, SKIP_REASONS.price],
    [{ price: 0 }, SKIP_REASONS.price],
    [{ images: '["a.jpg","b.jpg"]' }, SKIP_REASONS.photos],
    [{ zip_code: '1302500' }, SKIP_REASONS.postalCodeInvalid],
    [{ zip_code: '13025-00A' }, SKIP_REASONS.postalCodeInvalid],
    [{ state: 'XX' }, SKIP_REASONS.state],
    [{ city: '' }, SKIP_REASONS.city],
    [{ neighborhood: null }, SKIP_REASONS.neighborhood],
    [{ usable_area: null, area: null, built_area: 0 }, SKIP_REASONS.livingArea],
    [{ code: null }, SKIP_REASONS.code],
    [{ code: 'C'.repeat(51) }, SKIP_REASONS.code],
    [{ type: 'castle' }, SKIP_REASONS.type],
    [{ operation: 'swap' }, SKIP_REASONS.operation],
  ])('leaves out a property with %j', (change, reason) => {
    expect(toFeedListing({ ...rawProperty(3), ...change }, options)).toMatchObject({ id: '3', reason });
  });

  it('reads a state by its name, and a title of exactly 10 and 100 characters', () => {
    expect(toFeedListing({ ...rawProperty(3), state: 'sao paulo', title: 'Casa ótima' }, options)).toMatchObject({
      title: 'Casa ótima',
      location: { state: { abbreviation: 'SP' } },
    });
    expect(toFeedListing({ ...rawProperty(3), title: 'é'.repeat(100) }, options)).toMatchObject({ title: 'é'.repeat(100) });
  });
});

describe('xmlText', () => {
  it('drops what XML cannot hold and keeps the rest', () => {
    expect(xmlText(' Casa\u0001 com\ttab \uD800piscina \uD83C\uDFE0 ')).toBe('Casa com\ttab piscina \uD83C\uDFE0');
    expect(xmlText('\u0002')).toBeNull();
  });
});
