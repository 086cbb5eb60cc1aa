import type { InputMaybe, PropertyFilter } from '../generated/resolvers.js';
import { badUserInput } from '../errors.js';
import { PAGING_MESSAGES, toPageRequest } from '../lists/paging.js';
import type { CatalogueFilter } from './filter.js';

const DEFAULT_PER_PAGE = 12;

export interface CatalogueRequest {
  filter: CatalogueFilter;
  page: number;
  perPage: number;
}

export const CATALOGUE_MESSAGES = {
  ...PAGING_MESSAGES,
  minBedrooms: 'O número mínimo de dormitórios deve ser um número inteiro maior ou igual a 0.',
  minPrice: 'O preço mínimo deve ser um valor maior ou igual a 0.',
  maxPrice: 'O preço máximo deve ser um valor maior ou igual a 0.',
  priceRange: 'O preço mínimo não pode ser maior que o preço máximo.',
} as const;

/** Checks the `properties` arguments; a bad one is a BAD_USER_INPUT error with a pt-BR message. */
export function toCatalogueRequest(
  filter: InputMaybe<PropertyFilter> | undefined,
  page: InputMaybe<number> | undefined,
  perPage: InputMaybe<number> | undefined,
): CatalogueRequest {
  return { filter: toCatalogueFilter(filter), ...toPageRequest(page, perPage, DEFAULT_PER_PAGE) };
}

function toCatalogueFilter(input: InputMaybe<PropertyFilter> | undefined): CatalogueFilter {
  const filter: CatalogueFilter = {};
  if (!input) return filter;
  if (input.operation) filter.operation = input.operation;
  if (input.type) filter.type = input.type;
  const city = input.city?.trim();
  if (city) filter.city = city;
  if (input.minBedrooms !== null && input.minBedrooms !== undefined) {
    if (!Number.isInteger(input.minBedrooms) || input.minBedrooms < 0) throw badUserInput(CATALOGUE_MESSAGES.minBedrooms);
    filter.minBedrooms = input.minBedrooms;
  }
  if (input.minPrice !== null && input.minPrice !== undefined) {
    if (!Number.isFinite(input.minPrice) || input.minPrice < 0) throw badUserInput(CATALOGUE_MESSAGES.minPrice);
    filter.minPrice = input.minPrice;
  }
  if (input.maxPrice !== null && input.maxPrice !== undefined) {
    if (!Number.isFinite(input.maxPrice) || input.maxPrice < 0) throw badUserInput(CATALOGUE_MESSAGES.maxPrice);
    filter.maxPrice = input.maxPrice;
  }
  if (filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice) {
    throw badUserInput(CATALOGUE_MESSAGES.priceRange);
  }
  if (input.launch !== null && input.launch !== undefined) filter.launch = input.launch;
  return filter;
}
