import type { RestClient } from './client.js';
import type { RawPortalFeedPage, RawPortalFeedVersion } from './portal-feed-types.js';

/** Properties asked per feed page; the API answers at most 1,000. */
export const PORTAL_FEED_PAGE_SIZE = 500;
/** A page of full property records may take longer to read than an ordinary call. */
const FEED_PAGE_TIMEOUT_MS = 30_000;

/**
 * The portals' feed calls, made with the API key and the feed's token (passed through as received): a wrong
 * token is the API's 403, thrown as a `RestError`.
 */
export class PortalFeedApi {
  constructor(private readonly client: RestClient) {}

  version(token: string): Promise<RawPortalFeedVersion> {
    return this.client.withBearerToken(null).getJson<RawPortalFeedVersion>('/api/portals/feed/version', { query: { token } });
  }

  /** The ready properties among the `limit` marked ones after the id `after`. */
  page(token: string, after: number, limit: number = PORTAL_FEED_PAGE_SIZE): Promise<RawPortalFeedPage> {
    return this.client.withBearerToken(null).getJson<RawPortalFeedPage>('/api/portals/feed', {
      query: { token, after, limit },
      timeoutMs: FEED_PAGE_TIMEOUT_MS,
    });
  }
}
