import { sql, type Insertable, type Kysely } from 'kysely';
import { propertyCode, propertySlug } from '../../api/src/catalogue/identity.js';
import { propertySearchText } from '../../api/src/catalogue/search-text.js';
import { BRAZILIAN_STATES } from '../../api/src/http/field-readers.js';
import { parseImageList } from '../../api/src/files/image-list.js';
import type { DialectName } from '../../api/src/db/connect.js';
import {
  OPERATIONS,
  PROPERTY_TYPES,
  type Database,
  type Operation,
  type PropertiesTable,
  type PropertyStatus,
  type PropertyType,
} from '../../api/src/db/schema.js';

/**
 * A large, varied catalogue written straight into the database (for the benchmarks and the query-plan tests): a few hundred cities in every state with
 * a long-tailed spread (a capital holds thousands of listings, a small town a handful), every type and
 * operation, launches, every status, 1 to 12 photos each (the demo's own photo files when the demo content is
 * there, so every name points to a stored photo). Rows go in as multi-row inserts of `BATCH_ROWS`, in one transaction.
 */

/** Rows per INSERT: at about 50 columns each, under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const BATCH_ROWS: Record<DialectName, number> = { sqlite: 500, postgres: 1_000 };

const CITY_STEMS = [
  'São José',
  'Santa Rita',
  'Santo Antônio',
  'Nova Esperança',
  'Porto',
  'Campo',
  'Vila',
  'Bom Jesus',
  'Monte',
  'Rio',
  'Águas',
  'Itá',
  'Conceição',
  'Palmeira',
  'Jardim',
  'Boa Vista',
  'Cruzeiro',
  'Ipiranga',
  'Serra',
  'Lagoa',
];
const CITY_ENDINGS = [
  '',
  ' do Sul',
  ' da Serra',
  ' dos Campos',
  ' do Norte',
  ' Alegre',
  ' Verde',
  ' Bonito',
  ' Novo',
  ' das Flores',
  ' do Oeste',
  ' Grande',
  ' Claro',
  ' da Barra',
  ' do Leste',
];
const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Viagem',
  'Cambuí',
  'Santa Cecília',
  'Bela Vista',
  'Alto da Glória',
  'Parque das Nações',
  'Jardim Botânico',
  'Vila Mariana',
  'Lagoa Seca',
  'Industrial',
  'São Francisco',
  'Barra',
  'Aeroporto',
  'Cidade Nova',
  'Três Marias',
  'Recreio',
  'Ponta Verde',
  'Pinheiros',
  'Santa Mônica',
  'Jardim Paulista',
  'Morada do Sol',
];
const STREETS = [
  'Rua das Palmeiras',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua das Flores',
  'Travessa São Bento',
];
const FEATURES = ['pool', 'grill', 'gym', 'garden', 'school', 'market', 'security', 'elevator', 'balcony', 'playground'];
const TITLE_WORDS: Record<PropertyType, string> = {
  house: 'Casa',
  apartment: 'Apartamento',
  land: 'Terreno',
  rural: 'Chácara',
  commercial: 'Sala comercial',
};
const BASE_PRICE: Record<PropertyType, number> = { house: 450_000, apartment: 380_000, land: 150_000, rural: 900_000, commercial: 520_000 };

/** `city` in `state`: 300 names, the first ones the largest markets. */
export interface VariedCity {
  city: string;
  state: string;
}

export const VARIED_CITIES: readonly VariedCity[] = CITY_ENDINGS.flatMap((ending, endingIndex) =>
  CITY_STEMS.map((stem, stemIndex) => ({
    city: `${stem}${ending}`,
    state: BRAZILIAN_STATES[(stemIndex * 7 + endingIndex * 3) % BRAZILIAN_STATES.length]!,
  })),
);

/** A small, seeded generator (mulberry32): the same catalogue on every run and on both databases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights (1 / rank): the first city gets about a sixth of the listings. */
const CITY_CUMULATIVE = (() => {
  let sum = 0;
  const cumulative = VARIED_CITIES.map((_city, index) => (sum += 1 / (index + 1)));
  return cumulative.map((value) => value / sum);
})();

function pickCity(random: () => number): VariedCity {
  const draw = random();
  let low = 0;
  let high = CITY_CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (CITY_CUMULATIVE[middle]! < draw) low = middle + 1;
    else high = middle;
  }
  return VARIED_CITIES[low]!;
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function pickStatus(random: () => number): PropertyStatus {
  const draw = random();
  return draw < 0.9 ? 'approved' : draw < 0.96 ? 'in_analysis' : 'rejected';
}

function variedProperty(
  id: number,
  random: () => number,
  photos: readonly string[],
  year: number,
  now: string,
): Insertable<PropertiesTable> {
  const { city, state } = pickCity(random);
  const type = pick(random, PROPERTY_TYPES);
  const operation: Operation = pick(random, OPERATIONS);
  const bedrooms = type === 'land' ? 0 : 1 + Math.floor(random() * 5);
  const price = Math.round(BASE_PRICE[type] * (0.3 + random() * 2.4) + bedrooms * 40_000);
  const neighborhood = pick(random, NEIGHBORHOODS);
  const title = `${TITLE_WORDS[type]} ${bedrooms > 0 ? `com ${bedrooms} dormitórios ` : ''}em ${neighborhood}, ${city}`;
  const photoCount = 1 + Math.floor(random() * 12);
  const firstPhoto = Math.floor(random() * photos.length);
  const images = Array.from({ length: photoCount }, (_unused, index) => photos[(firstPhoto + index) % photos.length]!);
  const isLaunch = operation === 'launch' || random() < 0.05 ? 1 : 0;
  return {
    id,
    year,
    slug: propertySlug(title, id),
    code: propertyCode(operation, id, year),
    title,
    search_text: propertySearchText({ title, city, neighborhood }),
    description: `Imóvel de demonstração número ${id}, ${bedrooms} dormitórios, em ${neighborhood}.`,
    highlights: null,
    reference_point: null,
    operation,
    type,
    price: operation === 'rent' ? Math.round(price / 200) : price,
    bedrooms,
    bathrooms: Math.max(1, bedrooms - 1),
    suites: Math.floor(bedrooms / 2),
    garage: Math.floor(random() * 4),
    area: 40 + Math.floor(random() * 400),
    total_area: null,
    usable_area: null,
    built_area: null,
    lot_area: type === 'land' || type === 'rural' ? 250 + Math.floor(random() * 5000) : null,
    lot_front: null,
    lot_back: null,
    iptu_value: Math.round(price / 1000),
    iptu_periodicity: 'annually',
    address: pick(random, STREETS),
    number: String(1 + Math.floor(random() * 3000)),
    complement: null,
    neighborhood,
    city,
    state,
    zip_code: `${String(10_000 + Math.floor(random() * 89_999))}-${String(Math.floor(random() * 999)).padStart(3, '0')}`,
    responsible_broker: null,
    responsible_broker_phone: null,
    user_id: null,
    client_id: null,
    status: pickStatus(random),
    is_active: random() < 0.97 ? 1 : 0,
    is_reserved: random() < 0.05 ? 1 : 0,
    is_launch: isLaunch,
    features: JSON.stringify(FEATURES.filter(() => random() < 0.3)),
    subdivision_name: null,
    delivery_date: isLaunch ? `${year + 1 + Math.floor(random() * 3)}-06-30` : null,
    ready_to_build: type === 'land' ? 1 : 0,
    images: JSON.stringify(images),
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    terms_accepted: 1,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Grows the catalogue to `total` properties, reusing the photos already stored (or made-up names when
 * there are none). Answers the number of properties.
 */
export async function growVariedCatalogue(db: Kysely<Database>, dialect: DialectName, total: number): Promise<number> {
  const existing = await db.selectFrom('properties').select(['id', 'images']).execute();
  const stored = [...new Set(existing.flatMap((row) => parseImageList(row.images)))];
  const photos = stored.length > 0 ? stored : Array.from({ length: 40 }, (_unused, index) => `foto-${index + 1}.jpg`);
  const random = seededRandom(100_000);
  const year = new Date().getFullYear();
  const now = new Date().toISOString();
  const first = existing.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const last = first + total - existing.length - 1;
  await db.transaction().execute(async (transaction) => {
    const batch = BATCH_ROWS[dialect];
    for (let start = first; start <= last; start += batch) {
      const rows: Insertable<PropertiesTable>[] = [];
      for (let id = start; id <= Math.min(last, start + batch - 1); id += 1) rows.push(variedProperty(id, random, photos, year, now));
      await transaction.insertInto('properties').values(rows).execute();
    }
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`.execute(transaction);
    }
  });
  // PostgreSQL's autovacuum would analyze and vacuum a table after such a load; SQLite keeps no statistics
  // unless asked (the API never runs ANALYZE), so its planner works from the indexes' shapes alone.
  if (dialect === 'postgres') await sql`vacuum analyze properties`.execute(db);
  const { count } = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
