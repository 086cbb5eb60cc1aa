/**
 * Raw shapes of the portals calls of the agency REST API (`/api/portals/…`), typed loosely like `types.ts`.
 * Only `gateway/src/normalize/` reads them.
 */
import type { LeadPortal } from '../generated/resolvers.js';
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

/** The portals that post their leads, by the name the API gives each in its paths and answers. */
export const RAW_LEAD_PORTALS = {
  GRUPO_OLX: 'grupo-olx',
  CHAVES_NA_MAO: 'chaves-na-mao',
} as const satisfies Record<LeadPortal, string>;

/** One portal's lead address: when its secret was made, null while it has none. */
export interface RawPortalLeadAddress {
  portal?: RawText;
  created_at?: RawText;
}

/** `GET /api/portal-leads/addresses`: every portal, in the API's order. */
export interface RawPortalLeadAddresses {
  data?: RawPortalLeadAddress[] | null;
}

/** `POST /api/portal-leads/addresses/{portal}`: the new secret, shown this once, with the API's message. */
export interface RawPortalLeadSecret {
  message?: RawText;
  portal?: RawText;
  secret?: RawText;
}

/** A document a portal posted that could not be read as a lead, as received. */
export interface RawPortalLeadReject {
  id: RawId;
  portal?: RawText;
  body?: RawText;
  reason?: RawText;
  received_at?: RawText;
}

/** `GET /api/portal-leads/rejects`: 'Recebidos com erro', newest first. */
export interface RawPortalLeadRejects {
  data?: RawPortalLeadReject[] | null;
}
