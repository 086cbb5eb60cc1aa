import type { RawPortalFeedVersion } from '../rest/portal-feed-types.js';
import { toText } from './scalars.js';

/** What the feed's validators are made of: an opaque version and the time of the latest change. */
export interface FeedVersion {
  version: string;
  /** Null when the API sends no readable date. */
  lastModified: Date | null;
}

/** The version answer; null when it has no version. */
export function toFeedVersion(raw: RawPortalFeedVersion | null | undefined): FeedVersion | null {
  const version = toText(raw?.version);
  if (version === null) return null;
  const time = Date.parse(toText(raw?.last_modified) ?? '');
  return { version, lastModified: Number.isNaN(time) ? null : new Date(time) };
}
