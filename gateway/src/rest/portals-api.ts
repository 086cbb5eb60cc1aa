import type { PortalReadiness } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import type { RawFeedToken, RawFeedTokenRegenerated, RawPortalReport } from './portals-types.js';

export interface PortalListingsQuery {
  readiness?: PortalReadiness | null;
  page: number;
  perPage: number;
}

const FEED_TOKEN_PATH = '/api/portals/feed-token';

/**
 * The staff calls of the portals (permission imoveis): the readiness report of the properties marked for the
 * portals and the feed's token. Each call carries the bearer token of the client it was made with; the API keeps
 * a broker to their own properties and refuses them a new token.
 */
export class PortalsApi {
  constructor(private readonly client: RestClient) {}

  /** One page of the marked properties the user may see, newest first, only the ready or held ones when asked. */
  listings(query: PortalListingsQuery): Promise<RawPortalReport> {
    return this.client.getJson<RawPortalReport>('/api/portals/listings', {
      query: {
        readiness: query.readiness ? query.readiness.toLowerCase() : undefined,
        page: query.page,
        per_page: query.perPage,
      },
    });
  }

  /** The feed's token, made by the API on the first call and kept. */
  feedToken(): Promise<RawFeedToken> {
    return this.client.getJson<RawFeedToken>(FEED_TOKEN_PATH);
  }

  /** Replaces the feed's token; the old one stops working at once. */
  regenerateFeedToken(): Promise<RawFeedTokenRegenerated> {
    return this.client.postJson<RawFeedTokenRegenerated>(FEED_TOKEN_PATH, {});
  }
}
