/**
 * Raw shapes of the portals' feed calls (docs/rest-api.md, "Portals"), as loose as the other raw shapes.
 * Only `gateway/src/normalize/` reads them.
 */
import type { RawNumber, RawProperty, RawText } from './types.js';

/** `GET /api/portals/feed/version`: changes whenever anything the feed shows may have changed. */
export interface RawPortalFeedVersion {
  version?: RawText;
  /** The latest such change, ISO date-time. */
  last_modified?: RawText;
}

/** Who publishes the feed: the agency, or the feed contact set on its company record. */
export interface RawPortalFeedHeader {
  provider?: RawText;
  contact_name?: RawText;
  email?: RawText;
  telephone?: RawText;
  /** Null: the public site. */
  website?: RawText;
  office_name?: RawText;
}

/** A public property of the feed, with its publication level. */
export interface RawPortalFeedProperty extends RawProperty {
  /** `standard`, `premium` or `super_premium`. */
  portal_level?: RawText;
}

/** `GET /api/portals/feed`: one walk step over the marked properties, with only the ready ones. */
export interface RawPortalFeedPage {
  header?: RawPortalFeedHeader | null;
  data?: (RawPortalFeedProperty | null)[] | null;
  /** The last id walked, or null once the walk has reached the end. */
  next_after?: RawNumber;
}
