import type { CityCount, Property } from '../generated/resolvers.js';
import type { RawCatalogueEnvelope, RawCitiesEnvelope, RawListEnvelope, RawProperty, RawPropertyEnvelope } from '../rest/types.js';
import { toProperties, toProperty, type NormalizeOptions } from './property.js';
import { toCount, toNumber, toText } from './scalars.js';

/** The paging echo of a catalogue answer: what the upstream says it counted and applied, when it paged. */
export interface PagingEcho {
  /** Every match, when the upstream counted them. */
  total: number | null;
  /** The page and size the upstream says it applied, when it paged. */
  page: number | null;
  perPage: number | null;
}

/** The catalogue answer read out of its `data[0].properties` envelope, with the paging echo if any. */
export interface CatalogueAnswer extends PagingEcho {
  properties: Property[];
}

export function toCatalogueAnswer(envelope: RawCatalogueEnvelope | null | undefined, options: NormalizeOptions = {}): CatalogueAnswer {
  return { properties: toProperties(propertyRowsOf(envelope), options), ...pagingEchoOf(envelope) };
}

/** `total`, `page` and `per_page` beside `data[0].properties`; all null when the answer has no such envelope. */
export function pagingEchoOf(envelope: RawCatalogueEnvelope | null | undefined): PagingEcho {
  const first = Array.isArray(envelope?.data) ? envelope.data[0] : undefined;
  if (!isRecord(first) || !Array.isArray(first.properties)) return { total: null, page: null, perPage: null };
  return { total: wholeOrNull(first.total), page: wholeOrNull(first.page), perPage: wholeOrNull(first.per_page) };
}

/**
 * The property records of a list answer: `data[0].properties` as the spec has it, or the records
 * straight under `data` as some upstreams send them.
 */
export function propertyRowsOf<P extends RawProperty>(envelope: RawListEnvelope<{ properties?: P[] | null }> | null | undefined): P[] {
  const data: unknown[] = Array.isArray(envelope?.data) ? envelope.data : [];
  const first = data[0];
  if (isRecord(first) && Array.isArray(first.properties)) return first.properties as P[];
  return data.filter(isRawProperty) as P[];
}

/** `{ data: property }` → the property, or null when there is none the site can show. */
export function toPropertyAnswer(envelope: RawPropertyEnvelope | null | undefined, options: NormalizeOptions = {}): Property | null {
  const raw = envelope?.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return toProperty(raw, options);
}

/** `{ data: [ { city, count } ] }` → city counts, merged by name and sorted as pt-BR reads them. */
export function toCityCounts(envelope: RawCitiesEnvelope | null | undefined): CityCount[] {
  const counts = new Map<string, number>();
  for (const item of Array.isArray(envelope?.data) ? envelope.data : []) {
    const city = toText(item?.city);
    if (city === null) continue;
    counts.set(city, (counts.get(city) ?? 0) + toCount(item.count));
  }
  return sortedCityCounts(counts);
}

/** City counts of a property list (for upstreams without the cities call). */
export function countCities(properties: readonly Property[]): CityCount[] {
  const counts = new Map<string, number>();
  for (const property of properties) {
    const city = property.address.city;
    if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return sortedCityCounts(counts);
}

const cityCollator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function sortedCityCounts(counts: Map<string, number>): CityCount[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([city, count]) => ({ city, count }))
    .sort((a, b) => cityCollator.compare(a.city, b.city));
}

function isRawProperty(item: unknown): item is RawProperty {
  return isRecord(item) && 'id' in item && !('properties' in item);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeOrNull(value: unknown): number | null {
  const number = toNumber(value);
  return number === null ? null : Math.trunc(number);
}
