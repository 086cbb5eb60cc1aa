import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import {
  allPagesOf,
  expectedIdsOf,
  expectEveryPage,
  graphql,
  idsOf,
  isLaunchFlag,
  OPERATION_RULES,
  PROPERTY_PAGE_QUERY,
  queryData,
  restJson,
  type PropertyPageData,
  type RawCatalogue,
  type RawPropertyRow,
} from './support.js';

let stack: RunningStack;
let catalogue: RawPropertyRow[];

beforeAll(async () => {
  stack = await startStack();
  const answer = await restJson<RawCatalogue>(stack.apiUrl, stack.apiKey, '/api/properties');
  catalogue = answer.data[0]?.properties ?? [];
});

afterAll(async () => {
  await stack?.close();
});

/** The catalogue the REST API holds, filtered here by the documented rules. */
const expectedIds = (predicate: (row: RawPropertyRow) => boolean): string[] => expectedIdsOf(catalogue, predicate);

describe('company', () => {
  it('is the first item of the REST company call, with a chat link to its phone', async () => {
    const rest = await restJson<{ data: { name: string; phone: string; creci: string; city: string }[] }>(
      stack.apiUrl,
      stack.apiKey,
      '/api/enterprise',
    );
    const first = rest.data[0];
    const { company } = await queryData<{
      company: { name: string; creci: string; phone: string; chatUrl: string; address: { city: string } };
    }>(stack.gatewayUrl, '{ company { name creci phone chatUrl address { city } } }');
    expect(company).toEqual({
      name: first?.name,
      creci: first?.creci,
      phone: first?.phone,
      chatUrl: `https://wa.me/55${(first?.phone ?? '').replace(/\D/g, '')}`,
      address: { city: first?.city },
    });
  });
});

describe('properties', () => {
  it('has a demo catalogue to filter', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
  });

  const cases: [string, Record<string, unknown>, (row: RawPropertyRow) => boolean][] = [
    ['no filter', {}, () => true],
    ['RENT: rent and both', { operation: 'RENT' }, OPERATION_RULES.RENT],
    ['SALE: sale and both', { operation: 'SALE' }, OPERATION_RULES.SALE],
    ['LAUNCH: launch or flagged', { operation: 'LAUNCH' }, OPERATION_RULES.LAUNCH],
    ['BOTH: both only', { operation: 'BOTH' }, OPERATION_RULES.BOTH],
    ['city exact', { city: 'Campinas' }, (row) => row.city === 'Campinas'],
    ['type', { type: 'APARTMENT' }, (row) => row.type === 'apartment'],
    ['minimum bedrooms', { minBedrooms: 3 }, (row) => row.bedrooms >= 3],
    ['launch flag on', { launch: true }, (row) => isLaunchFlag(row.is_launch)],
    ['launch flag off', { launch: false }, (row) => !isLaunchFlag(row.is_launch)],
    [
      'combined',
      { operation: 'SALE', city: 'Campinas', minBedrooms: 2 },
      (row) => OPERATION_RULES.SALE(row) && row.city === 'Campinas' && row.bedrooms >= 2,
    ],
  ];

  for (const [title, filter, predicate] of cases) {
    it(`filters ${title} like the REST API, every page consistent`, async () => {
      await expectEveryPage(stack.gatewayUrl, filter, 7, expectedIds(predicate));
    });
  }

  it('keeps price bounds inclusive at both ends', async () => {
    const prices = [...new Set(catalogue.map((row) => row.price).filter((price): price is number => price !== null))].sort((a, b) => a - b);
    const minPrice = prices[Math.floor(prices.length / 4)] ?? 0;
    const maxPrice = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const expected = expectedIds((row) => row.price !== null && row.price >= minPrice && row.price <= maxPrice);
    const pages = await allPagesOf(stack.gatewayUrl, { minPrice, maxPrice }, 48);
    expect(pages.ids).toEqual(expected);
    const ids = new Set(pages.ids);
    expect(catalogue.filter((row) => row.price === minPrice || row.price === maxPrice).every((row) => ids.has(String(row.id)))).toBe(true);
  });

  it('answers the same total as the REST answer for the same page', async () => {
    const rest = await restJson<RawCatalogue>(stack.apiUrl, stack.apiKey, '/api/properties?operation=rent&page=2&per_page=5');
    const { properties } = await queryData<PropertyPageData>(stack.gatewayUrl, PROPERTY_PAGE_QUERY, {
      filter: { operation: 'RENT' },
      page: 2,
      perPage: 5,
    });
    expect(properties.total).toBe(rest.data[0]?.total);
    expect(properties.items.map((item) => item.id)).toEqual(idsOf(rest.data[0]?.properties ?? []));
    expect({ page: properties.page, perPage: properties.perPage }).toEqual({ page: 2, perPage: 5 });
  });

  it('normalizes operation, offer flags and image URLs', async () => {
    const { properties } = await queryData<PropertyPageData>(stack.gatewayUrl, PROPERTY_PAGE_QUERY, { perPage: 48 });
    const both = properties.items.find((item) => item.operation === 'BOTH');
    expect(both).toMatchObject({ forRent: true, forSale: true });
    const rent = properties.items.find((item) => item.operation === 'RENT');
    expect(rent).toMatchObject({ forRent: true, forSale: false });
    expect(rent?.code).toMatch(/^L-\d+-\d{4}$/);
    expect(rent?.code).toBe(catalogue.find((row) => String(row.id) === rent?.id)?.code);
    const withPhoto = properties.items.find((item) => item.mainImage !== null);
    const fileName = withPhoto?.mainImage?.fileName ?? '';
    expect(withPhoto?.mainImage).toEqual({
      fileName,
      url: `/images/${fileName}`,
      cardUrl: `/images/${fileName}?w=640`,
      srcSet: [320, 640, 1080, 1600].map((width) => `/images/${fileName}?w=${width} ${width}w`).join(', '),
      shareUrl: `/images/${fileName}?variant=share`,
    });
    expect(properties.items.some((item) => item.mainImage === null)).toBe(true);
  });

  it('refuses bad arguments with BAD_USER_INPUT in pt-BR', async () => {
    const answer = await graphql(stack.gatewayUrl, PROPERTY_PAGE_QUERY, { perPage: 100 });
    expect(answer.errors?.map((error) => ({ message: error.message, extensions: error.extensions }))).toEqual([
      {
        message: 'A quantidade por página deve ser um número inteiro entre 1 e 48.',
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    const crossed = await graphql(stack.gatewayUrl, PROPERTY_PAGE_QUERY, { filter: { minPrice: 10, maxPrice: 1 } });
    expect(crossed.errors?.[0]?.message).toBe('O preço mínimo não pode ser maior que o preço máximo.');
  });
});

describe('property by slug', () => {
  const query = /* GraphQL */ `
    query Property($slug: String!) {
      property(slug: $slug) {
        id
        slug
        code
        title
        features
        otherFeatures
        highlights
        images {
          fileName
        }
      }
    }
  `;

  it('finds a property of the catalogue', async () => {
    const row = catalogue.find((candidate) => candidate.images.length > 1) ?? catalogue[0];
    const { property } = await queryData<{
      property: { id: string; slug: string; code: string; title: string; images: { fileName: string }[] };
    }>(stack.gatewayUrl, query, { slug: row?.slug });
    expect(property).toMatchObject({ id: String(row?.id), slug: row?.slug, code: row?.code, title: row?.title });
    expect(property.images.map((image) => image.fileName)).toEqual(row?.images);
  });

  it('answers null, without an error, for an unknown slug', async () => {
    const answer = await graphql<{ property: null }>(stack.gatewayUrl, query, { slug: 'imovel-que-nao-existe-999' });
    expect(answer).toEqual({ status: 200, data: { property: null } });
  });
});

describe('cities', () => {
  it('counts the public catalogue by city, sorted by name', async () => {
    const { cities } = await queryData<{ cities: { city: string; count: number }[] }>(stack.gatewayUrl, '{ cities { city count } }');
    const counts = new Map<string, number>();
    for (const row of catalogue) counts.set(row.city, (counts.get(row.city) ?? 0) + 1);
    expect(cities).toEqual([...counts].map(([city, count]) => ({ city, count })).sort((a, b) => a.city.localeCompare(b.city, 'pt-BR')));
  });
});

describe('consultants', () => {
  interface RawBrokerRow {
    id: number;
    name: string;
    phone: string | null;
    role: string;
    is_active: number;
    is_plantao: number;
  }

  it('lists only active brokers and adminbrokers, with a chat link only on duty', async () => {
    const rest = await restJson<{ data: RawBrokerRow[] }>(stack.apiUrl, stack.apiKey, '/api/brokers?is_active=1&role=broker,adminbroker');
    const { consultants } = await queryData<{
      consultants: { id: string; name: string; onDuty: boolean; chatUrl: string | null; photoUrl: string | null }[];
    }>(stack.gatewayUrl, '{ consultants { id name onDuty chatUrl photoUrl } }');
    const publicRows = rest.data.filter((row) => row.is_active === 1 && ['broker', 'adminbroker'].includes(row.role));
    expect(consultants.map((consultant) => consultant.id)).toEqual(idsOf(publicRows));
    expect(consultants.some((consultant) => consultant.onDuty)).toBe(true);
    expect(consultants.some((consultant) => !consultant.onDuty)).toBe(true);
    for (const row of publicRows) {
      const consultant = consultants.find((candidate) => candidate.id === String(row.id));
      const onDuty = row.is_plantao === 1;
      expect(consultant?.onDuty).toBe(onDuty);
      expect(consultant?.chatUrl).toBe(onDuty && row.phone ? `https://wa.me/55${row.phone.replace(/\D/g, '')}` : null);
    }
  });
});

describe('external videos', () => {
  it('lists the active external videos of the REST call', async () => {
    const rest = await restJson<{ data: { id: number; title: string; video_url: string; video_url_embed: string | null }[] }>(
      stack.apiUrl,
      stack.apiKey,
      '/api/video?is_active=1&type=external',
    );
    const { externalVideos } = await queryData<{
      externalVideos: { id: string; title: string; url: string; embedUrl: string | null; type: string }[];
    }>(stack.gatewayUrl, '{ externalVideos { id title url embedUrl type } }');
    expect(rest.data.length).toBeGreaterThan(0);
    expect(externalVideos).toEqual(
      rest.data.map((video) => ({
        id: String(video.id),
        title: video.title,
        url: video.video_url,
        embedUrl: video.video_url_embed,
        type: 'EXTERNAL',
      })),
    );
  });
});
