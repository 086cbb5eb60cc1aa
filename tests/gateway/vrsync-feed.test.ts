import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, signIn, withDatabase } from './back-office-support.js';
import { readVrsync, xmllintVrsync, type XmlElement } from './vrsync-schema.js';

/** The portals' feed over the real API and gateway, with the demo content's properties marked for the portals. */
const TOKEN_REFUSED = { message: 'Endereço do feed inválido: confira o token no painel da imobiliária, tela Portais.' };

interface FeedProperty {
  id: number;
  code: string;
  slug: string;
  title: string;
  operation: string;
  type: string;
  price: number;
  rental_price: number | null;
  iptu_value: number | null;
  images: string[];
}

let stack: RunningStack;
let adminToken: string;
let token: string;
/** Every property the API's readiness report calls ready, by code. */
let readyCodes: string[];

async function apiJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, { headers: { 'x-api-key': stack.apiKey, ...headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const feedAddress = (query = `?token=${token}`): string => `${stack.gatewayUrl}/feeds/vrsync.xml${query}`;
const fetchFeed = (headers: Record<string, string> = {}, query?: string): Promise<Response> =>
  fetch(feedAddress(query), { headers: { 'user-agent': 'VivaRealBot/1.0', ...headers } });

async function readFeed(): Promise<{ xml: string; response: Response }> {
  const response = await fetchFeed();
  expect(response.status).toBe(200);
  return { xml: await response.text(), response };
}

/** The first ready property of the walk matching `predicate`, as the API's feed answers it. */
async function feedProperty(predicate: (property: FeedProperty) => boolean): Promise<FeedProperty> {
  const page = await apiJson<{ data: FeedProperty[] }>(`/api/portals/feed?token=${token}&limit=1000`);
  const found = page.data.find(predicate);
  if (!found) throw new Error('no such property in the demo feed');
  return found;
}

const valuesOf = (elements: XmlElement[]): (string | null)[] => elements.map((element) => element.text());

const SALE_APARTMENT = 'Cobertura duplex no Guanabara';

/** The demo's sale apartment has four photos: given a fifth one, it is marked for the portals. */
function markSaleApartment(): void {
  withDatabase(stack.dataDir, (database) => {
    const imagesOf = (title: string): string[] => {
      const row = database.prepare('SELECT images FROM properties WHERE title = ?').get(title) as { images: string };
      return JSON.parse(row.images) as string[];
    };
    const images = [...imagesOf(SALE_APARTMENT), imagesOf('Casa com piscina no Cambuí')[4]];
    database
      .prepare("UPDATE properties SET portal_publish = 1, portal_level = 'premium', images = ?, updated_at = ? WHERE title = ?")
      .run(JSON.stringify(images), new Date().toISOString(), SALE_APARTMENT);
  });
}

beforeAll(async () => {
  stack = await startStack({ adminPassword: ADMIN_PASSWORD });
  adminToken = await signIn(stack.gatewayUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  token = (await apiJson<{ token: string }>('/api/portals/feed-token', bearer(adminToken))).token;
  markSaleApartment();
  const report = await apiJson<{ data: { code: string }[] }>('/api/portals/listings?readiness=ready&per_page=100', bearer(adminToken));
  readyCodes = report.data.map((row) => row.code);
});

afterAll(async () => {
  await stack?.close();
});

describe('GET /feeds/vrsync.xml over the real stack', () => {
  it('refuses a missing or wrong token with a pt-BR 403', async () => {
    for (const query of ['', '?token=', '?token=nao-e-o-token-do-feed-0000000000']) {
      const response = await fetchFeed({}, query);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(TOKEN_REFUSED);
    }
  });

  it('lists exactly the ready properties, in a document the VRSync schema accepts, of every operation and type', async () => {
    const { xml, response } = await readFeed();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xmllintVrsync(xml)).toEqual({ ok: true, output: '- validates' });
    const feed = readVrsync(xml);
    expect(readyCodes.length).toBeGreaterThan(5);
    expect([...feed.order].sort()).toEqual([...readyCodes].sort());
    const listings = [...feed.listings.values()];
    expect(new Set(listings.map((listing) => listing.text('TransactionType')))).toEqual(new Set(['For Sale', 'For Rent', 'Sale/Rent']));
    expect(new Set(listings.map((listing) => listing.text('Details/PropertyType')))).toEqual(
      new Set([
        'Residential / Home',
        'Residential / Apartment',
        'Residential / Land Lot',
        'Residential / Farm Ranch',
        'Commercial / Building',
      ]),
    );
    const launch = await feedProperty((property) => property.operation === 'launch');
    expect(feed.listings.has(launch.code)).toBe(true);
    for (const listing of listings) {
      for (const url of valuesOf(listing.all('Media/Item'))) {
        expect(url).toMatch(new RegExp(`^${stack.gatewayUrl}/images/[^/?]+\\?variant=portal$`));
      }
    }
    const photo = await fetch(listings[0]?.text('Media/Item') ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await photo.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('writes a sale apartment field by field', async () => {
    const property = await feedProperty((candidate) => candidate.title === SALE_APARTMENT);
    const apartment = readVrsync((await readFeed()).xml).listings.get(property.code);
    expect(apartment?.names()).toEqual([
      'ListingID',
      'Title',
      'TransactionType',
      'PublicationType',
      'DetailViewUrl',
      'Media',
      'Details',
      'Location',
      'ContactInfo',
    ]);
    expect(apartment?.text('ListingID')).toBe(property.code);
    expect(apartment?.text('Title')).toBe(SALE_APARTMENT);
    expect(apartment?.text('TransactionType')).toBe('For Sale');
    expect(apartment?.text('PublicationType')).toBe('PREMIUM');
    expect(apartment?.text('DetailViewUrl')).toBe(`${stack.gatewayUrl}/imovel/${property.slug}`);
    expect(apartment?.all('Media/Item').map((item) => item.text())).toEqual(
      property.images.map((name) => `${stack.gatewayUrl}/images/${name}?variant=portal`),
    );
    expect(apartment?.all('Details')[0]?.names()).toEqual([
      'UsageType',
      'PropertyType',
      'Description',
      'ListPrice',
      'Iptu',
      'LivingArea',
      'Bedrooms',
      'Bathrooms',
      'Suites',
      'Garage',
      'Features',
    ]);
    expect(apartment?.text('Details/UsageType')).toBe('Residential');
    expect(apartment?.text('Details/PropertyType')).toBe('Residential / Apartment');
    expect(apartment?.text('Details/Description')).toBe(
      'Cobertura com terraço, churrasqueira e vista para a cidade, em prédio com poucos apartamentos.',
    );
    expect(apartment?.text('Details/ListPrice')).toBe('1250000');
    expect(apartment?.attr('currency', 'Details/ListPrice')).toBe('BRL');
    expect([apartment?.text('Details/Iptu'), apartment?.attr('period', 'Details/Iptu')]).toEqual(['4300', 'Yearly']);
    expect([apartment?.text('Details/LivingArea'), apartment?.attr('unit', 'Details/LivingArea')]).toEqual(['210', 'square metres']);
    expect(['Bedrooms', 'Bathrooms', 'Suites', 'Garage'].map((name) => apartment?.text(`Details/${name}`))).toEqual(['3', '4', '3', '3']);
    expect(apartment?.attr('type', 'Details/Garage')).toBe('Parking Space');
    expect(valuesOf(apartment?.all('Details/Features/Feature') ?? [])).toEqual(['Pets Allowed', 'Closet', 'BBQ']);
    expect(apartment?.attr('displayAddress', 'Location')).toBe('All');
    expect(apartment?.all('Location')[0]?.names()).toEqual([
      'Country',
      'State',
      'City',
      'Neighborhood',
      'Address',
      'StreetNumber',
      'Complement',
      'PostalCode',
    ]);
    expect([apartment?.text('Location/Country'), apartment?.attr('abbreviation', 'Location/Country')]).toEqual(['Brasil', 'BR']);
    expect([apartment?.text('Location/State'), apartment?.attr('abbreviation', 'Location/State')]).toEqual(['São Paulo', 'SP']);
    expect(apartment?.text('Location/City')).toBe('Campinas');
    expect(apartment?.text('Location/Neighborhood')).toBe('Guanabara');
    expect(apartment?.text('Location/Address')).toBe('Rua Jasmim');
    expect(apartment?.text('Location/StreetNumber')).toBe('410');
    expect(apartment?.text('Location/Complement')).toBe('Cobertura 2');
    expect(apartment?.text('Location/PostalCode')).toBe('13073-220');
    expect(apartment?.text('ContactInfo/Email')).toMatch(/@/);
    expect(apartment?.text('ContactInfo/Website')).toBe(stack.gatewayUrl);
  });

  it("writes each listing's address only as far as its privacy choice allows", async () => {
    const { xml } = await readFeed();
    const feed = readVrsync(xml);
    const street = feed.listings.get(
      (await feedProperty((candidate) => candidate.title === 'Apartamento de 3 dormitórios no Taquaral')).code,
    );
    expect(street?.attr('displayAddress', 'Location')).toBe('Street');
    expect(street?.text('Location/Address')).toBe('Avenida Heitor Penteado');
    expect(street?.all('Location/StreetNumber')).toEqual([]);
    expect(street?.all('Location/Complement')).toEqual([]);
    expect(xml).not.toContain('Bloco B, apto 43');

    const neighborhood = feed.listings.get((await feedProperty((candidate) => candidate.title === 'Apartamento mobiliado no Cambuí')).code);
    expect(neighborhood?.attr('displayAddress', 'Location')).toBe('Neighborhood');
    expect(neighborhood?.text('Location/Neighborhood')).toBe('Cambuí');
    expect(neighborhood?.all('Location/Address')).toEqual([]);
    expect(neighborhood?.all('Location/StreetNumber')).toEqual([]);
    expect(neighborhood?.text('Location/PostalCode')).toBe('13025-151');
    expect(xml).not.toContain('Rua Maria Monteiro');
  });

  it('writes a property for both sale and rent with both prices', async () => {
    const property = await feedProperty((candidate) => candidate.operation === 'both' && candidate.type === 'apartment');
    const both = readVrsync((await readFeed()).xml).listings.get(property.code);
    expect(both?.text('TransactionType')).toBe('Sale/Rent');
    expect(both?.text('Details/ListPrice')).toBe('690000');
    expect([both?.text('Details/RentalPrice'), both?.attr('period', 'Details/RentalPrice')]).toEqual(['3900', 'Monthly']);
    expect(valuesOf(both?.all('Details/Features/Feature') ?? [])).toEqual(['Pool', 'Sports Court']);
  });

  it('writes a house for sale, a rent house with its IPTU, a launch and a land lot', async () => {
    const feed = readVrsync((await readFeed()).xml);
    const saleHouse = await feedProperty((property) => property.operation === 'sale' && property.type === 'house');
    const house = feed.listings.get(saleHouse.code);
    expect(house?.text('TransactionType')).toBe('For Sale');
    expect(house?.text('PublicationType')).toBe('PREMIUM');
    expect(house?.text('Details/ListPrice')).toBe('1450000');
    expect(house?.text('Details/RentalPrice')).toBeNull();
    expect(valuesOf(house?.all('Details/Features/Feature') ?? [])).toEqual(['Pets Allowed', 'Closet', 'Pool', 'BBQ']);
    const photos = house?.all('Media/Item') ?? [];
    expect(photos).toHaveLength(saleHouse.images.length);
    expect(photos.map((photo) => photo.attr('primary'))).toEqual(['true', null, null, null, null]);
    expect(photos[0]?.attr('caption')).toBe(saleHouse.title);
    expect(photos[1]?.attr('caption')).toBe(`${saleHouse.title} — foto 2`);

    const rentHouse = feed.listings.get(
      (await feedProperty((property) => property.operation === 'rent' && property.type === 'house')).code,
    );
    expect(rentHouse?.text('TransactionType')).toBe('For Rent');
    expect(rentHouse?.text('Details/ListPrice')).toBeNull();
    expect(rentHouse?.text('Details/RentalPrice')).toBe('3900');
    expect(rentHouse?.text('Details/Iptu')).toBe('1450');
    expect([rentHouse?.attr('currency', 'Details/Iptu'), rentHouse?.attr('period', 'Details/Iptu')]).toEqual(['BRL', 'Yearly']);
    expect(valuesOf(rentHouse?.all('Details/Features/Feature') ?? [])).toEqual(['Pets Allowed', 'Backyard']);

    const launchProperty = await feedProperty((property) => property.operation === 'launch' && property.title.includes('Mirante'));
    const launch = feed.listings.get(launchProperty.code);
    expect(launch?.text('TransactionType')).toBe('For Sale');
    expect(launch?.text('PublicationType')).toBe('SUPER_PREMIUM');
    expect(launch?.text('Details/ListPrice')).toBe('890000');
    expect(launch?.text('Details/Iptu')).toBeNull();

    const land = feed.listings.get((await feedProperty((property) => property.title === 'Terreno plano em condomínio em Sousas')).code);
    expect(land?.text('Details/PropertyType')).toBe('Residential / Land Lot');
    expect(land?.text('Details/LivingArea')).toBeNull();
    expect(land?.text('Details/LotArea')).toMatch(/^[1-9]\d*$/);
    expect(land?.attr('unit', 'Details/LotArea')).toBe('square metres');
    expect(land?.text('Details/Bedrooms')).toBeNull();
    expect(land?.text('Details/Garage')).toBeNull();
    // Its address privacy is the default, the street: the lot's number stays out.
    expect(land?.attr('displayAddress', 'Location')).toBe('Street');
    expect(land?.text('Location/StreetNumber')).toBeNull();
  });

  it('answers 304 while the feed is unchanged; a property whose postal code is removed leaves the feed, answered whole again', async () => {
    const { response } = await readFeed();
    const etag = response.headers.get('etag') ?? '';
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }];
    for (const headers of conditions) {
      const unchanged = await fetchFeed(headers);
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
    }

    const property = await feedProperty((candidate) => candidate.type === 'commercial');
    withDatabase(stack.dataDir, (database) =>
      database
        .prepare('UPDATE properties SET zip_code = NULL, updated_at = ? WHERE id = ?')
        .run(new Date(Date.now() + 2000).toISOString(), property.id),
    );
    const changed = await fetchFeed({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const feed = readVrsync(await changed.text());
    expect(feed.listings.has(property.code)).toBe(false);
    expect(feed.order).toHaveLength(readyCodes.length - 1);
  });
});
