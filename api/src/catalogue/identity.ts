import type { Operation } from '../db/schema.js';
import { PROPERTY_CODE_PREFIXES } from '../../../shared/property-rules.js';

/** The display code: operation prefix, id and year, e.g. `V-12-2026`. */
export function propertyCode(operation: Operation, id: number, year: number): string {
  return `${PROPERTY_CODE_PREFIXES[operation]}-${id}-${year}`;
}

/** The readable, unique slug: the title in lower case without accents, words joined by `-`, then the id. */
export function propertySlug(title: string, id: number): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words === '' ? `imovel-${id}` : `${words}-${id}`;
}

/** Offered for rent: rent or both. Offered for sale: sale, both, or a launch (sold off the plan). */
export function offeredFor(operation: Operation): { for_rent: 0 | 1; for_sale: 0 | 1 } {
  return {
    for_rent: operation === 'rent' || operation === 'both' ? 1 : 0,
    for_sale: operation === 'rent' ? 0 : 1,
  };
}
