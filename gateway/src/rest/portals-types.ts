/**
 * Raw shapes of the portals calls of the agency REST API (`/api/portals/…`), typed loosely like `types.ts`.
 * Only `gateway/src/normalize/` reads them.
 */
import type { RawFlag, RawId, RawNumber, RawText } from './types.js';

/** One property marked for the portals, as the readiness report lists it. */
export interface RawPortalListing {
  id: RawId;
  code?: RawText;
  title?: RawText;
  slug?: RawText;
  city?: RawText;
  neighborhood?: RawText;
  /** standard, premium or super_premium. */
  portal_level?: RawText;
  /** The main photo's file name, or null without photos. */
  main_image?: RawText;
  /** 1 when the feed carries it. */
  ready?: RawFlag;
  /** Why it is held back, in pt-BR, in the API's order; empty when ready. */
  reasons?: (RawText | number)[] | null;
}

/**
 * `GET /api/portals/listings`: the counts over every marked property the user may see (`ready`, `marked`),
 * and one page of those matching the readiness asked for (`data`, `total`, `page`, `per_page`).
 */
export interface RawPortalReport {
  ready?: RawNumber;
  marked?: RawNumber;
  data?: RawPortalListing[] | null;
  total?: RawNumber;
  page?: RawNumber;
  per_page?: RawNumber;
}

/** `GET /api/portals/feed-token`: the feed's token and whether the user may replace it. */
export interface RawFeedToken {
  token?: RawText;
  can_regenerate?: RawFlag;
}

/** `POST /api/portals/feed-token`: the new token, with the API's message. */
export interface RawFeedTokenRegenerated extends RawFeedToken {
  message?: RawText;
}
