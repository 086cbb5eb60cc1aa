import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { queryData } from './support.js';

/** The public pages as a crawler or a chat app's link preview reads them: raw HTML, no script run. */

interface ListedProperty {
  slug: string;
  code: string;
  title: string;
  operation: 'RENT' | 'SALE' | 'LAUNCH' | 'BOTH';
  price: number | null;
  bedrooms: number;
  area: number | null;
  isReserved: boolean;
  address: { neighborhood: string | null; city: string | null; state: string | null };
  images: { url: string; cardUrl: string; shareUrl: string }[];
}

const CATALOGUE_QUERY = /* GraphQL */ `
  query Catalogue($page: Int!, $perPage: Int!) {
    properties(page: $page, perPage: $perPage) {
      items {
        slug
        code
        title
        operation
        price
        bedrooms
        area
        isReserved
        address {
          neighborhood
          city
          state
        }
        images {
          url
          cardUrl
          shareUrl
        }
      }
      pageCount
    }
    consultants {
      name
    }
    company {
      name
      phone
      creci
    }
  }
`;

interface CatalogueData {
  properties: { items: ListedProperty[]; pageCount: number };
  consultants: { name: string }[];
  company: { name: string; phone: string | null; creci: string | null };
}

let stack: RunningStack;
let catalogue: CatalogueData;
let all: ListedProperty[];

beforeAll(async () => {
  stack = await startStack();
  catalogue = await queryData<CatalogueData>(stack.gatewayUrl, CATALOGUE_QUERY, { page: 1, perPage: 12 });
  all = [];
  for (let number = 1, pageCount = 1; number <= pageCount; number += 1) {
    const next = await queryData<CatalogueData>(stack.gatewayUrl, CATALOGUE_QUERY, { page: number, perPage: 48 });
    all.push(...next.properties.items);
    pageCount = next.properties.pageCount;
  }
});

afterAll(async () => {
  await stack?.close();
});

function pick(predicate: (property: ListedProperty) => boolean, what: string): ListedProperty {
  const found = all.find(predicate);
  if (!found) throw new Error(`the demo catalogue has no ${what}`);
  return found;
}

async function page(path: string): Promise<{ status: number; html: string; contentType: string | null }> {
  const response = await fetch(`${stack.gatewayUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), contentType: response.headers.get('content-type') };
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html));
  return match ? decodeHtml(match[1] ?? '') : null;
}

function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as Record<string, unknown>);
}

const price = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
const absolute = (url: string) => new URL(url, `${stack.gatewayUrl}/`).href;

describe('the home page', () => {
  it('holds the first featured cards, the consultants and the agency, before any script runs', async () => {
    const { status, html, contentType } = await page('/');
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/html/);
    const body = decodeHtml(html.slice(html.indexOf('<div id="root">')));
    for (const property of catalogue.properties.items.slice(0, 4)) {
      expect(body).toContain(property.title);
      expect(body).toContain(`Cód. ${property.code}`);
    }
    for (const consultant of catalogue.consultants) expect(body).toContain(consultant.name);
    expect(html).toContain('<script id="page-state" type="application/json">');
    expect(html).not.toContain('<noscript>');
  });

  it('holds every section in place and in reading order, none left for a script to move in', async () => {
    const { html } = await page('/');
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC/);
    const order = ['featured-title', 'launches-title', 'consultants-title', 'contact-title'].map((id) => html.indexOf(`<h2 id="${id}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has its title, description, canonical address, the agency link preview and its structured data', async () => {
    const { html } = await page('/');
    expect(headOf(html)).toContain(`<title>Imóveis à venda e para alugar | ${catalogue.company.name}</title>`);
    expect(metaContent(html, 'name', 'description')).toMatch(/.{40,}/);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${stack.gatewayUrl}/">`);
    expect(metaContent(html, 'property', 'og:site_name')).toBe(catalogue.company.name);
    expect(metaContent(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${stack.gatewayUrl}/share-image.jpg`);
    const [agency, ...others] = structuredData(html);
    expect(others).toEqual([]);
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: catalogue.company.name,
      telephone: catalogue.company.phone,
      identifier: { '@type': 'PropertyValue', propertyID: 'CRECI', value: catalogue.company.creci },
      address: { '@type': 'PostalAddress', addressCountry: 'BR' },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
        { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
      ],
    });
  });

  it('renders the listings of the address: /?op=rent shows rent properties only', async () => {
    const { status, html } = await page('/?op=rent');
    expect(status).toBe(200);
    const featuredStart = html.indexOf('id="imoveis"');
    const body = decodeHtml(html.slice(featuredStart, html.indexOf('</section>', featuredStart)));
    const rent = all.filter((property) => property.operation === 'RENT');
    const sale = all.filter((property) => property.operation === 'SALE');
    expect(rent.length).toBeGreaterThan(0);
    expect(body).toContain(`Cód. ${rent[0]?.code ?? ''}`);
    for (const property of sale) expect(body).not.toContain(`Cód. ${property.code}<`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${stack.gatewayUrl}/?op=rent">`);
  });
});

describe('a property page', () => {
  it('holds title, price, code, main photo and the prefilled chat link, before any script runs', async () => {
    const property = pick((p) => p.operation === 'SALE' && p.price !== null && p.images.length > 0, 'sale property with photos');
    const { status, html } = await page(`/imovel/${property.slug}`);
    expect(status).toBe(200);
    const body = decodeHtml(html.slice(html.indexOf('<div id="root">')));
    expect(body).toContain(`>${property.title}</h1>`);
    expect(body).toContain(price(property.price ?? 0));
    expect(body).toContain(property.code);
    expect(body).toContain(property.images[0]?.url ?? 'no photo');
    expect(headOf(html)).toContain(`<link rel="preload" as="image" href="${property.images[0]?.url ?? ''}" imagesrcset="`);
    const chat = /<a class="button button--chat[^"]*" href="([^"]+)"[^>]*>Falar com o Corretor<\/a>/.exec(body);
    expect(chat).not.toBeNull();
    // The chat goes through the site, which records the click as a lead on its way to the agency's WhatsApp.
    const link = new URL(chat?.[1] ?? '', stack.gatewayUrl);
    expect(link.pathname).toBe(`/contato/whatsapp/imovel/${encodeURIComponent(property.code)}`);
    expect(link.searchParams.get('pagina')).toBe(`/imovel/${property.slug}`);
    expect(link.searchParams.get('texto')).toContain(`Tenho interesse no imóvel ${property.code}`);
  });

  it('has the link preview of a sale: title with city, price, bedrooms, area, neighbourhood and a 1200×630 JPEG', async () => {
    const property = pick(
      (p) => p.operation === 'SALE' && p.price !== null && p.images.length > 0 && p.bedrooms > 0 && p.area !== null,
      'sale with photos, bedrooms and area',
    );
    const { html } = await page(`/imovel/${property.slug}`);
    const pageUrl = `${stack.gatewayUrl}/imovel/${property.slug}`;
    expect(headOf(html)).toContain(`<title>${property.title} | ${catalogue.company.name}</title>`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${pageUrl}">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${property.title}, ${property.address.city ?? ''}`);
    const description = metaContent(html, 'property', 'og:description') ?? '';
    expect(description.startsWith(price(property.price ?? 0))).toBe(true);
    expect(description).not.toContain('/mês');
    expect(description).toContain(`${property.bedrooms} quarto`);
    expect(description).toContain(' m²');
    expect(description).toContain(property.address.neighborhood ?? 'no neighbourhood');
    expect(metaContent(html, 'property', 'og:url')).toBe(pageUrl);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'property', 'og:site_name')).toBe(catalogue.company.name);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(`Foto de ${property.title}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'property', 'og:image') ?? '';
    expect(image).toBe(absolute(property.images[0]?.shareUrl ?? ''));
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('says /mês in the preview of a rent and lists it as a lease in its structured data', async () => {
    const property = pick((p) => p.operation === 'RENT' && p.price !== null && p.images.length > 0, 'rent with photos');
    const { html } = await page(`/imovel/${property.slug}`);
    expect(metaContent(html, 'property', 'og:description')?.startsWith(`${price(property.price ?? 0)}/mês`)).toBe(true);
    const listing = structuredData(html).find((data) => data['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      name: property.title,
      url: `${stack.gatewayUrl}/imovel/${property.slug}`,
      image: property.images.map((image) => absolute(image.url)),
      offers: {
        '@type': 'Offer',
        price: property.price,
        priceCurrency: 'BRL',
        availability: property.isReserved ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: property.price, priceCurrency: 'BRL', unitCode: 'MON' },
      },
      about: { address: { '@type': 'PostalAddress', addressLocality: property.address.city, addressCountry: 'BR' } },
    });
    if (property.area !== null) {
      expect(listing?.about).toMatchObject({ floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'MTK' } });
    }
    expect(JSON.stringify(listing)).not.toMatch(/null|""|\[\]|\{\}/);
    expect(structuredData(html).map((data) => data['@type'])).toEqual(['RealEstateAgent', 'RealEstateListing']);
  });

  it('uses the agency picture for the preview of a property without photos', async () => {
    const property = pick((p) => p.images.length === 0, 'property without photos');
    const { status, html } = await page(`/imovel/${property.slug}`);
    expect(status).toBe(200);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${stack.gatewayUrl}/share-image.jpg`);
    const listing = structuredData(html).find((data) => data['@type'] === 'RealEstateListing');
    expect(listing).toBeDefined();
    expect(listing).not.toHaveProperty('image');
  });

  it('answers an unknown slug with 404 and the page saying so', async () => {
    const { status, html } = await page('/imovel/imovel-que-nao-existe-999999');
    expect(status).toBe(404);
    expect(html).toContain('Erro ao localizar imóvel');
    expect(html).toContain('role="alert"');
  });
});

describe('other addresses', () => {
  it('renders /horarios and /cadastre-seu-imovel with their own titles', async () => {
    const hours = await page('/horarios');
    expect(hours.status).toBe(200);
    expect(headOf(hours.html)).toContain(`<title>Horário de Atendimento | ${catalogue.company.name}</title>`);
    expect(hours.html).toContain('08:00 - 18:00');
    const register = await page('/cadastre-seu-imovel');
    expect(register.status).toBe(200);
    expect(headOf(register.html)).toMatch(/<title>[^<]+ \| /);
    expect(register.html).toContain('<form');
  });

  it('sends unknown paths to the home page with a redirect, and serves the back office as its browser app', async () => {
    const unknown = await fetch(`${stack.gatewayUrl}/pagina/que/nao/existe`, { redirect: 'manual', headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    const backOffice = await page('/app/login');
    expect(backOffice.status).toBe(200);
    expect(backOffice.html).toContain('<div id="root"></div>');
    expect(backOffice.html).not.toContain('page-state');
  });
});

describe('when the API is down', () => {
  it('answers quickly with 503 and the pages in their error state, in pt-BR, without a stack trace', async () => {
    const down = await startStack();
    try {
      await down.stopApi();
      for (const path of ['/', '/imovel/qualquer-imovel-1', '/horarios']) {
        const started = Date.now();
        const { status, html } = await pageOf(down.gatewayUrl, path);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(status).toBe(503);
        expect(html).toContain('<div id="root">');
        expect(html).not.toContain('<script id="page-state"');
        expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|Error:/);
      }
      const home = await pageOf(down.gatewayUrl, '/');
      expect(home.html).toContain('Erro ao carregar os imóveis em destaque');
      const detail = await pageOf(down.gatewayUrl, '/imovel/qualquer-imovel-1');
      expect(detail.html).toContain('Erro ao localizar imóvel');
    } finally {
      await down.close();
    }
  });
});

async function pageOf(gatewayUrl: string, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${gatewayUrl}${path}`);
  return { status: response.status, html: await response.text() };
}
