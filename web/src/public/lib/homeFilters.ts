import type { PropertyFilter, PropertyType } from '../../gql/graphql';
import { centsToReais, reaisToCents } from '../../forms/priceInput';
import { pageNumberOf } from '../../lib/pageNumber';

export type FilterOperation = 'RENT' | 'SALE' | 'LAUNCH';

/** What the home filter bar holds; prices in cents, as typed. */
export interface HomeFilters {
  operation: FilterOperation | null;
  city: string | null;
  type: PropertyType | null;
  minBedrooms: number | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export const emptyHomeFilters: HomeFilters = {
  operation: null,
  city: null,
  type: null,
  minBedrooms: null,
  minPriceCents: null,
  maxPriceCents: null,
};

export const filterOperations: readonly FilterOperation[] = ['RENT', 'SALE', 'LAUNCH'];
export const filterPropertyTypes: readonly PropertyType[] = ['HOUSE', 'APARTMENT', 'LAND', 'RURAL', 'COMMERCIAL'];
/** Bedroom options; each means "at least", the last is shown as "4+". */
export const bedroomOptions: readonly number[] = [1, 2, 3, 4];

/** URL query keys of the home page. `op` comes from the spec; prices are in reais. */
const homeQueryKeys = {
  operation: 'op',
  city: 'city',
  type: 'type',
  bedrooms: 'bedrooms',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  page: 'page',
} as const;

const urlOperations: Record<FilterOperation, string> = { RENT: 'rent', SALE: 'sale', LAUNCH: 'launch' };
const urlTypes: Record<PropertyType, string> = {
  HOUSE: 'house',
  APARTMENT: 'apartment',
  LAND: 'land',
  RURAL: 'rural',
  COMMERCIAL: 'commercial',
};

function fromUrlValue<T extends string>(table: Record<T, string>, value: string | null): T | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  const keys = Object.keys(table) as T[];
  return keys.find((key) => table[key] === wanted) ?? null;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

function priceInCents(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return reaisToCents(Number(value));
}

function reaisText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : centsToReais(cents).toFixed(2);
}

export function filtersFromSearchParams(params: URLSearchParams): HomeFilters {
  const bedrooms = positiveInteger(params.get(homeQueryKeys.bedrooms));
  const city = params.get(homeQueryKeys.city)?.trim() ?? '';
  return {
    operation: fromUrlValue(urlOperations, params.get(homeQueryKeys.operation)),
    city: city === '' ? null : city,
    type: fromUrlValue(urlTypes, params.get(homeQueryKeys.type)),
    minBedrooms: bedrooms === null ? null : Math.min(bedrooms, Math.max(...bedroomOptions)),
    minPriceCents: priceInCents(params.get(homeQueryKeys.minPrice)),
    maxPriceCents: priceInCents(params.get(homeQueryKeys.maxPrice)),
  };
}

/** The query string for a set of filters and a page; empty values and page 1 are left out. */
export function filtersToSearchParams(filters: HomeFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.operation) params.set(homeQueryKeys.operation, urlOperations[filters.operation]);
  if (filters.city) params.set(homeQueryKeys.city, filters.city);
  if (filters.type) params.set(homeQueryKeys.type, urlTypes[filters.type]);
  if (filters.minBedrooms !== null) params.set(homeQueryKeys.bedrooms, String(filters.minBedrooms));
  if (filters.minPriceCents !== null) params.set(homeQueryKeys.minPrice, reaisText(filters.minPriceCents));
  if (filters.maxPriceCents !== null) params.set(homeQueryKeys.maxPrice, reaisText(filters.maxPriceCents));
  if (page > 1) params.set(homeQueryKeys.page, String(page));
  return params;
}

export function pageFromSearchParams(params: URLSearchParams): number {
  return pageNumberOf(params.get(homeQueryKeys.page));
}

/**
 * The catalogue filter of the featured grid. The grid lists non-launch properties, except when the
 * visitor asks for launches, which then fill the grid.
 */
export function toPropertyFilter(filters: HomeFilters): PropertyFilter {
  const filter: PropertyFilter = {};
  if (filters.operation) filter.operation = filters.operation;
  if (filters.operation !== 'LAUNCH') filter.launch = false;
  if (filters.city) filter.city = filters.city;
  if (filters.type) filter.type = filters.type;
  if (filters.minBedrooms !== null) filter.minBedrooms = filters.minBedrooms;
  if (filters.minPriceCents !== null) filter.minPrice = centsToReais(filters.minPriceCents);
  if (filters.maxPriceCents !== null) filter.maxPrice = centsToReais(filters.maxPriceCents);
  return filter;
}
