import type { Operation, Property, PropertyType } from '../generated/resolvers.js';

/** A validated catalogue filter: absent criteria are undefined. */
export interface CatalogueFilter {
  operation?: Operation;
  city?: string;
  type?: PropertyType;
  minBedrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  launch?: boolean;
}

/**
 * The catalogue filter, with the same meaning as the REST extensions (docs/rest-api.md): RENT matches
 * rent and both, SALE sale and both, LAUNCH operation launch or the launch flag, BOTH only both; city
 * exact; price bounds inclusive (a property without a price is outside any bound).
 */
function matchesFilter(property: Property, filter: CatalogueFilter): boolean {
  if (filter.operation !== undefined && !matchesOperation(property, filter.operation)) return false;
  if (filter.city !== undefined && property.address.city !== filter.city) return false;
  if (filter.type !== undefined && property.type !== filter.type) return false;
  if (filter.minBedrooms !== undefined && property.bedrooms < filter.minBedrooms) return false;
  if (filter.minPrice !== undefined && (property.price == null || property.price < filter.minPrice)) return false;
  if (filter.maxPrice !== undefined && (property.price == null || property.price > filter.maxPrice)) return false;
  if (filter.launch !== undefined && property.isLaunch !== filter.launch) return false;
  return true;
}

export function applyFilter(properties: readonly Property[], filter: CatalogueFilter): Property[] {
  return properties.filter((property) => matchesFilter(property, filter));
}

function matchesOperation(property: Property, operation: Operation): boolean {
  switch (operation) {
    case 'RENT':
      return property.operation === 'RENT' || property.operation === 'BOTH';
    case 'SALE':
      return property.operation === 'SALE' || property.operation === 'BOTH';
    case 'LAUNCH':
      return property.operation === 'LAUNCH' || property.isLaunch;
    case 'BOTH':
      return property.operation === 'BOTH';
  }
}

/** Newest first, as the API orders the catalogue (id descending, numerically when ids are numbers). */
export function newestFirst<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const left = Number(a.id);
    const right = Number(b.id);
    if (Number.isFinite(left) && Number.isFinite(right)) return right - left;
    return b.id.localeCompare(a.id);
  });
}
