import type { ExpressionBuilder, Kysely } from 'kysely';
import { toNumber } from '../db/numbers.js';
import type { Database, PropertyRow } from '../db/schema.js';
import type { CatalogueFilter, Paging } from './filter.js';

type PropertyExpressions = ExpressionBuilder<Database, 'properties'>;

/** The public catalogue: active and approved properties. */
function isPublic(eb: PropertyExpressions) {
  return eb.and([eb('properties.is_active', '=', 1), eb('properties.status', '=', 'approved')]);
}

function matchesOperation(eb: PropertyExpressions, operation: NonNullable<CatalogueFilter['operation']>) {
  switch (operation) {
    case 'rent':
      return eb('properties.operation', 'in', ['rent', 'both']);
    case 'sale':
      return eb('properties.operation', 'in', ['sale', 'both']);
    case 'launch':
      return eb.or([eb('properties.operation', '=', 'launch'), eb('properties.is_launch', '=', 1)]);
    case 'both':
      return eb('properties.operation', '=', 'both');
  }
}

function matchesFilter(eb: PropertyExpressions, filter: CatalogueFilter) {
  const conditions = [isPublic(eb)];
  if (filter.operation !== undefined) conditions.push(matchesOperation(eb, filter.operation));
  if (filter.city !== undefined) conditions.push(eb('properties.city', '=', filter.city));
  if (filter.type !== undefined) conditions.push(eb('properties.type', '=', filter.type));
  if (filter.bedroomsMin !== undefined) conditions.push(eb('properties.bedrooms', '>=', filter.bedroomsMin));
  if (filter.priceMin !== undefined) conditions.push(eb('properties.price', '>=', filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(eb('properties.price', '<=', filter.priceMax));
  if (filter.isLaunch !== undefined) conditions.push(eb('properties.is_launch', '=', filter.isLaunch));
  return eb.and(conditions);
}

export interface CataloguePage {
  rows: PropertyRow[];
  total: number;
}

/**
 * The page of public properties matching the filter, newest first (every match without paging), not yet
 * run. A page is found by id first, from the index alone, and only its rows are read: a deep page (the
 * sitemap's last ones, a search's page 50) skips index entries rather than whole rows.
 */
export function publicPropertiesQuery(db: Kysely<Database>, filter: CatalogueFilter, paging: Paging | undefined) {
  const matching = db
    .selectFrom('properties')
    .selectAll()
    .where((eb) => matchesFilter(eb, filter))
    .orderBy('properties.id', 'desc');
  if (paging === undefined) return matching;
  const pageIds = db
    .selectFrom('properties')
    .select('properties.id')
    .where((eb) => matchesFilter(eb, filter))
    .orderBy('properties.id', 'desc')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return db.selectFrom('properties').selectAll().where('properties.id', 'in', pageIds).orderBy('properties.id', 'desc');
}

/** How many public properties match the filter, not yet run. */
export function publicPropertyCountQuery(db: Kysely<Database>, filter: CatalogueFilter) {
  return db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where((eb) => matchesFilter(eb, filter));
}

/** Public properties matching the filter, newest first, with the count of every match. */
export async function findPublicProperties(
  db: Kysely<Database>,
  filter: CatalogueFilter,
  paging: Paging | undefined,
): Promise<CataloguePage> {
  const [rows, counted] = await Promise.all([
    publicPropertiesQuery(db, filter, paging).execute(),
    publicPropertyCountQuery(db, filter).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toNumber(counted.total) };
}

/** The public property with this slug, not yet run. */
export function publicPropertyBySlugQuery(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('properties')
    .selectAll()
    .where((eb) => eb.and([isPublic(eb), eb('properties.slug', '=', slug)]));
}

export async function findPublicPropertyBySlug(db: Kysely<Database>, slug: string): Promise<PropertyRow | undefined> {
  return publicPropertyBySlugQuery(db, slug).executeTakeFirst();
}

export interface CityCount {
  city: string;
  count: number;
}

const cityCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** The public catalogue's cities with their counts, unordered, not yet run. */
export function publicCityCountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('properties')
    .select((eb) => ['properties.city', eb.fn.countAll<number | string | bigint>().as('count')])
    .where((eb) => isPublic(eb))
    .groupBy('properties.city');
}

/** Cities of the public catalogue with their counts, in pt-BR alphabetical order. */
export async function countPublicPropertiesByCity(db: Kysely<Database>): Promise<CityCount[]> {
  const rows = await publicCityCountsQuery(db).execute();
  return rows.map((row) => ({ city: row.city, count: toNumber(row.count) })).sort((a, b) => cityCollator.compare(a.city, b.city));
}
