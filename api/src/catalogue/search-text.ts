import { searchKey } from '../http/paging.js';

/** What the staff list searches in a property: its title, city and neighbourhood. */
export interface SearchedColumns {
  title: string;
  city: string;
  neighborhood?: string | null;
}

/** The stored `search_text` of a property: title, city and neighbourhood, lower case without accents. */
export function propertySearchText(values: SearchedColumns): string {
  return searchKey([values.title, values.city, values.neighborhood ?? ''].join(' '));
}
