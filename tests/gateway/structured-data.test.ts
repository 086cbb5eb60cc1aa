import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaDtsErrors } from '../support/schema-dts-check.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { queryData } from './support.js';
import { holdsHouseNumber } from '../support/house-number.js';

/**
 * What a search engine and a link preview read in the raw HTML, no script run: the JSON-LD of the agency and of a
 * listing (its offers, its place as far as its address privacy allows, its date, its agency), the preview's text,
 * and the back office kept out of the index.
 */

interface ListedProperty {
  slug: string;
  title: string;
  type: string;
  operation: string;
  price: number | null;
  rentalPrice: number | null;
  approvedAt: string | null;
  addressPrivacy: 'FULL' | 'STREET' | 'NEIGHBORHOOD';
  address: { neighborhood: string | null; city: string | null };
}

const CATALOGUE = /* GraphQL */ `
  query Catalogue($page: Int!) {
    properties(page: $page, perPage: 48) {
      items {
        slug
        title
        type
        operation
        price
        rentalPrice
        approvedAt
        addressPrivacy
        address {
          neighborhood
          city
        }
      }
      pageCount
    }
    company {
      name
    }
  }
`;

interface CatalogueData {
  properties: { items: ListedProperty[]; pageCount: number };
  company: { name: string };
}

const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';
/** The demo's listings, one of each address privacy choice (api/src/demo/data/properties-campinas.ts). */
const BOTH_WITH_STREET = 'Apartamento de 3 dormitórios no Taquaral';
const RENT_WITH_NEIGHBOURHOOD = 'Apartamento mobiliado no Cambuí';
const SALE_WITH_FULL_ADDRESS = 'Cobertura duplex no Guanabara';

let stack: RunningStack;
let all: ListedProperty[];
let agencyName: string;

beforeAll(async () => {
  stack = await startStack();
  all = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const data = await queryData<CatalogueData>(stack.gatewayUrl, CATALOGUE, { page });
    all.push(...data.properties.items);
    pageCount = data.properties.pageCount;
    agencyName = data.company.name;
  }
});

afterAll(async () => {
  await stack?.close();
});

function listed(title: string): ListedProperty {
  const found = all.find((property) => property.title === title);
  if (!found) throw new Error(`the demo catalogue has no '${title}'`);
  return found;
}

async function page(path: string): Promise<{ html: string; response: Response }> {
  const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html' } });
  return { response, html: await response.text() };
}

const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));
const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html));
  return match ? decode(match[1] ?? '') : null;
}

type Block = Record<string, unknown>;

function blocksOf(html: string): Block[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Block,
  );
}

async function listingPage(title: string): Promise<{ html: string; agency: Block; listing: Block; property: ListedProperty }> {
  const property = listed(title);
  const { html, response } = await page(`/imovel/${property.slug}`);
  expect(response.status).toBe(200);
  const [agency, listing, ...others] = blocksOf(html);
  expect(others).toEqual([]);
  if (!agency || !listing) throw new Error('the page has no structured data');
  return { html, agency, listing, property };
}

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const about = (listing: Block) => listing.about as Block & { address: Block };

describe('a property offered for both sale and rent', () => {
  it('has two offers made by the agency, the rent by the month, and the approval as its date', async () => {
    const { agency, listing, property } = await listingPage(BOTH_WITH_STREET);
    expect(property.operation).toBe('BOTH');
    expect(property.rentalPrice).not.toBeNull();
    expect(property.approvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const agencyRef = { '@id': agency['@id'] };
    expect(agency['@id']).toBe(`${stack.gatewayUrl}/#imobiliaria`);
    expect(listing.datePosted).toBe(property.approvedAt);
    expect(listing.offers).toEqual([
      {
        '@type': 'Offer',
        businessFunction: { '@id': `${GOOD_RELATIONS}Sell` },
        price: property.price,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
        offeredBy: agencyRef,
      },
      {
        '@type': 'Offer',
        businessFunction: { '@id': `${GOOD_RELATIONS}LeaseOut` },
        price: property.rentalPrice,
        priceCurrency: 'BRL',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: property.rentalPrice,
          priceCurrency: 'BRL',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        availability: 'https://schema.org/InStock',
        offeredBy: agencyRef,
      },
    ]);
  });

  it('names both prices in its link preview', async () => {
    const { html, property } = await listingPage(BOTH_WITH_STREET);
    const prices = `Venda ${brl(property.price ?? 0)} · Aluguel ${brl(property.rentalPrice ?? 0)}/mês`;
    expect(metaContent(html, 'property', 'og:description')?.startsWith(prices)).toBe(true);
    expect(metaContent(html, 'name', 'twitter:description')?.startsWith(prices)).toBe(true);
  });
});

describe("a listing's address, as its privacy choice allows", () => {
  it("'Só a rua': the street without number and complement, and the postal code; never the neighbourhood as the street", async () => {
    const { html, listing, property } = await listingPage(BOTH_WITH_STREET);
    expect(property.addressPrivacy).toBe('STREET');
    expect(about(listing)).toMatchObject({
      '@type': 'Apartment',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Avenida Heitor Penteado',
        addressLocality: 'Campinas',
        addressRegion: 'SP',
        postalCode: '13087-000',
        addressCountry: 'BR',
      },
      containedInPlace: { '@type': 'Place', name: 'Taquaral' },
    });
    expect(holdsHouseNumber(decode(html), '1700')).toBe(false);
    expect(decode(html)).not.toContain('Bloco B, apto 43');
    expect(metaContent(html, 'property', 'og:description')).toContain('Avenida Heitor Penteado, Taquaral');
  });

  it("'Só o bairro': no street and no postal code anywhere in the page, its data or its preview", async () => {
    const { html, listing, property } = await listingPage(RENT_WITH_NEIGHBOURHOOD);
    expect(property.addressPrivacy).toBe('NEIGHBORHOOD');
    expect(about(listing).address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Campinas',
      addressRegion: 'SP',
      addressCountry: 'BR',
    });
    expect(about(listing).containedInPlace).toEqual({ '@type': 'Place', name: 'Cambuí' });
    for (const hidden of ['Rua Maria Monteiro', 'Apto 72', '13025-151']) expect(decode(html)).not.toContain(hidden);
    expect(holdsHouseNumber(decode(html), '835')).toBe(false);
    expect(metaContent(html, 'property', 'og:description')).toMatch(/· Cambuí$/);
  });

  it("'Endereço completo': street, number and complement, on the page as in its data", async () => {
    const { html, listing, property } = await listingPage(SALE_WITH_FULL_ADDRESS);
    expect(property.addressPrivacy).toBe('FULL');
    expect(about(listing).address).toMatchObject({ streetAddress: 'Rua Jasmim, 410 - Cobertura 2', postalCode: '13073-220' });
    const body = decode(html.slice(html.indexOf('<div id="root">')));
    expect(body).toContain('<p class="detail__place">Rua Jasmim, 410 - Cobertura 2</p>');
  });
});

describe('types schema.org knows', () => {
  it('lists a commercial building and a plot as places, not accommodations, measured by their area', async () => {
    for (const type of ['COMMERCIAL', 'LAND']) {
      const property = all.find((candidate) => candidate.type === type);
      if (!property) throw new Error(`the demo catalogue has no ${type}`);
      const { listing } = await listingPage(property.title);
      expect(about(listing)['@type']).toBe('Place');
      expect(about(listing)).not.toHaveProperty('floorSize');
      expect(about(listing)).not.toHaveProperty('numberOfRooms');
    }
  });
});

describe('the back office, out of the index', () => {
  it('serves every back-office page noindex, with its own title and without the public description', async () => {
    for (const path of ['/app', '/app/login', '/app/properties', '/app/properties/edit/3', '/training-videos']) {
      const { html, response } = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const head = headOf(html);
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(decode(head)).toContain(`<title>Área administrativa — ${agencyName}</title>`);
      expect(head).not.toContain('<meta name="description"');
      expect(head).not.toContain('application/ld+json');
    }
  });

  it('is disallowed by robots.txt, and the public pages stay indexable', async () => {
    const robots = (await page('/robots.txt')).html;
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['Disallow: /app', 'Disallow: /training-videos', 'Allow: /']));
    const home = await page('/');
    expect(home.response.headers.get('x-robots-tag')).toBeNull();
    expect(headOf(home.html)).not.toContain('noindex');
  });
});

// Last: the compiler holds the process for seconds, long enough for the gateway to close the test's idle connections.
describe('the structured data, checked by schema-dts', () => {
  it('emits blocks that schema-dts accepts, on the home page and on a listing of every type and operation', async () => {
    const pages = ['/'];
    for (const type of ['HOUSE', 'APARTMENT', 'LAND', 'RURAL', 'COMMERCIAL']) {
      for (const operation of ['SALE', 'RENT', 'BOTH', 'LAUNCH']) {
        const property = all.find((candidate) => candidate.type === type && candidate.operation === operation);
        if (property) pages.push(`/imovel/${property.slug}`);
      }
    }
    expect(pages.length).toBeGreaterThan(6);
    const blocks: Block[] = [];
    for (const path of pages) blocks.push(...blocksOf((await page(path)).html));
    expect(schemaDtsErrors(blocks)).toEqual([]);
  });
});
