import { OPERATIONS, PROPERTY_TYPES, type Operation, type PropertyType } from '../db/schema.js';
import type { QueryReader } from '../http/query.js';

const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 12;

export interface CatalogueFilter {
  operation?: Operation;
  city?: string;
  type?: PropertyType;
  bedroomsMin?: number;
  priceMin?: number;
  priceMax?: number;
  isLaunch?: 0 | 1;
}

/** Paging asked for by the client, or `undefined` for the whole catalogue in one answer. */
export interface Paging {
  page: number;
  perPage: number;
}

/** Reads the catalogue filter of `GET /api/properties` (see docs/rest-api.md). */
export function readCatalogueFilter(query: QueryReader): CatalogueFilter {
  const filter: CatalogueFilter = {
    operation: query.oneOf('operation', OPERATIONS),
    city: query.text('city'),
    type: query.oneOf('type', PROPERTY_TYPES),
    bedroomsMin: query.integer('bedrooms_min', { min: 0 }),
    priceMin: query.decimal('price_min'),
    priceMax: query.decimal('price_max'),
    isLaunch: query.flag('is_launch'),
  };
  if (filter.priceMin !== undefined && filter.priceMax !== undefined && filter.priceMin > filter.priceMax) {
    query.reject('price_max', 'O preço máximo deve ser maior ou igual ao preço mínimo.');
  }
  return filter;
}

/**
 * Paging applies when `page` or `per_page` is given: `page` defaults to 1, `per_page` to 12, and a
 * `per_page` above 100 is cut to 100 (the answer echoes what was applied).
 */
export function readPaging(query: QueryReader): Paging | undefined {
  const page = query.integer('page', { min: 1 });
  const perPage = query.integer('per_page', { min: 1 });
  if (page === undefined && perPage === undefined) return undefined;
  return { page: page ?? 1, perPage: Math.min(perPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE) };
}
