import type { PortalListing } from '../generated/resolvers.js';
import type { RawPortalListing, RawPortalReport } from '../rest/portals-types.js';
import { toPortalLevel } from './enums.js';
import { IMAGE_WIDTHS, imageFileName, toImage } from './images.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toBool, toCount, toId, toText } from './scalars.js';

/** The width of a listing's picture: the smallest the API derives, that of the cards. */
const THUMBNAIL_WIDTH: (typeof IMAGE_WIDTHS)[number] = 320;

export interface PortalNormalizeOptions {
  /** Public address of the site (no trailing slash), or null to build relative URLs. */
  publicUrl?: string | null;
}

/** What one page of the readiness report answered: the counts, the listings in the API's order and its paging. */
export interface PortalReportAnswer {
  readyCount: number;
  markedCount: number;
  listings: PortalListing[];
  paging: PagingEcho;
}

/** One marked property of the report; null for a row without an id. */
export function toPortalListing(raw: RawPortalListing, options: PortalNormalizeOptions = {}): PortalListing | null {
  const id = toId(raw.id);
  if (id === null) return null;
  const ready = toBool(raw.ready) ?? false;
  return {
    id,
    code: toText(raw.code) ?? '',
    title: toText(raw.title) ?? '',
    slug: toText(raw.slug) ?? '',
    city: toText(raw.city),
    neighborhood: toText(raw.neighborhood),
    level: toPortalLevel(raw.portal_level),
    ready,
    reasons: ready ? [] : reasonsOf(raw.reasons),
    thumbnailUrl: thumbnailUrlOf(raw.main_image, options.publicUrl),
  };
}

/** `GET /api/portals/listings` → the counts over every marked property, the page's listings and its paging. */
export function toPortalReportAnswer(answer: RawPortalReport | null | undefined, options: PortalNormalizeOptions = {}): PortalReportAnswer {
  const listings: PortalListing[] = [];
  for (const raw of rowsOf(answer)) {
    const listing = typeof raw === 'object' && raw !== null ? toPortalListing(raw, options) : null;
    if (listing) listings.push(listing);
  }
  const markedCount = toCount(answer?.marked);
  return {
    readyCount: Math.min(toCount(answer?.ready), markedCount),
    markedCount,
    listings,
    paging: toPagingEcho(answer),
  };
}

/** The card picture of the main photo (`/images/<file>?w=320`), or null without photos. */
function thumbnailUrlOf(mainImage: unknown, publicUrl: string | null | undefined): string | null {
  const fileName = imageFileName(mainImage);
  return fileName === null ? null : `${toImage(fileName, publicUrl).url}?w=${THUMBNAIL_WIDTH}`;
}

function reasonsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(toText).filter((reason): reason is string => reason !== null);
}
