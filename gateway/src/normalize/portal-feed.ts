import type { PortalFeed, PortalFeedResult } from '../generated/resolvers.js';
import type { RestError } from '../rest/rest-error.js';
import type { RawFeedToken, RawFeedTokenRegenerated } from '../rest/portals-types.js';
import { toMutationRefusal, toMutationSuccess } from './mutation-result.js';
import { toBool, toText } from './scalars.js';

/** Where the portals read the feed, under the site's public address. */
export const FEED_PATH = '/feeds/vrsync.xml';

/**
 * The feed's address to give the portals, `{origin}/feeds/vrsync.xml?token=…`, and whether the user may replace
 * it; null when the answer carries no token.
 */
export function toPortalFeed(answer: RawFeedToken | null | undefined, origin: string): PortalFeed | null {
  const token = toText(answer?.token);
  if (token === null) return null;
  return {
    url: `${origin.replace(/\/+$/, '')}${FEED_PATH}?token=${encodeURIComponent(token)}`,
    canRegenerate: toBool(answer?.can_regenerate) ?? false,
  };
}

/** A new token the API made: its message and the new address. */
export function toPortalFeedSuccess(answer: RawFeedTokenRegenerated | null | undefined, origin: string): PortalFeedResult {
  return { ...toMutationSuccess(answer), feed: toPortalFeed(answer, origin) };
}

/** A refusal as data (a broker may not replace the token): the API's message, no address. */
export function toPortalFeedRefusal(error: RestError): PortalFeedResult {
  return { ...toMutationRefusal(error), feed: null };
}
