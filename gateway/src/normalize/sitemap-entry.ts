import type { RawCatalogueEnvelope } from '../rest/types.js';
import { pagingEchoOf, propertyRowsOf, type PagingEcho } from './catalogue.js';
import { toProperty, type NormalizeOptions } from './property.js';
import { toText } from './scalars.js';

/** What the sitemap tells of one public property: its page, when it last changed and its photos. */
export interface SitemapEntry {
  id: string;
  slug: string;
  /** `updated_at` as a W3C datetime (UTC), or null when missing or unreadable. */
  lastModified: string | null;
  /** The photos' URLs, under the public address given in the options. */
  imageUrls: string[];
}

/** One catalogue answer as the sitemap reads it, with the paging echo if any. */
export interface SitemapAnswer extends PagingEcho {
  entries: SitemapEntry[];
}

/** A catalogue answer → sitemap entries; records the site cannot show are left out, as in the catalogue. */
export function toSitemapAnswer(envelope: RawCatalogueEnvelope | null | undefined, options: NormalizeOptions = {}): SitemapAnswer {
  const entries: SitemapEntry[] = [];
  for (const raw of propertyRowsOf(envelope)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const property = toProperty(raw, options);
    if (!property) continue;
    entries.push({
      id: property.id,
      slug: property.slug,
      lastModified: toW3cDatetime(raw.updated_at),
      imageUrls: property.images.map((image) => image.url),
    });
  }
  return { entries, ...pagingEchoOf(envelope) };
}

/** A timestamp as a W3C datetime in UTC (`2026-11-21T10:00:00.000Z`); null when it is not a readable date. */
export function toW3cDatetime(value: unknown): string | null {
  const text = toText(value);
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
