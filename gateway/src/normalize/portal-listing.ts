import type { PortalListing } from '../generated/resolvers.js';
import type { RawPortalListing, RawPortalReport } from '../rest/portals-types.js';
import { toPortalLevel } from './enums.js';
import { imageFileName, widthAddress, type ImageAddressOptions, type ImageWidth } from './images.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toBool, toCount, toId, toText } from './scalars.js';

/** The width of a listing's picture: the smallest the API derives, that of the cards. */
const THUMBNAIL_WIDTH: ImageWidth = 320;

/** Public address of the site (relative URLs without it) and the public bucket the thumbnails are addressed at, if any. */
export type PortalNormalizeOptions = ImageAddressOptions;

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
    thumbnailUrl: thumbnailUrlOf(raw.main_image, options),
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

/** The smallest width of the main photo (`/images/<file>?w=320`, or its key in the public bucket), or null without photos. */
function thumbnailUrlOf(mainImage: unknown, options: ImageAddressOptions): string | null {
  const fileName = imageFileName(mainImage);
  return fileName === null ? null : widthAddress(fileName, THUMBNAIL_WIDTH, options);
}

function reasonsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(toText).filter((reason): reason is string => reason !== null);
}
