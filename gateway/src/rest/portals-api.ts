import type { LeadPortal, PortalReadiness } from '../generated/resolvers.js';
import type { RestClient } from './client.js';
import {
  RAW_LEAD_PORTALS,
  type RawFeedToken,
  type RawFeedTokenRegenerated,
  type RawPortalLeadAddresses,
  type RawPortalLeadRejects,
  type RawPortalLeadSecret,
  type RawPortalReport,
} from './portals-types.js';
import { pathSegment } from './request-path.js';

export interface PortalListingsQuery {
  readiness?: PortalReadiness | null;
  page: number;
  perPage: number;
}

const FEED_TOKEN_PATH = '/api/portals/feed-token';
const LEAD_ADDRESSES_PATH = '/api/portal-leads/addresses';

/**
 * The staff calls of the portals: with permission imoveis, the readiness report of the properties marked for the
 * portals and the feed's token; with permission leads, the portals' lead addresses and the documents they posted that
 * could not be read. Each call carries the bearer token of the client it was made with; the API keeps a broker to
 * their own properties, and refuses them a new token and every lead address call.
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

  /** When each portal's lead address was generated (null while it has none). */
  leadAddresses(): Promise<RawPortalLeadAddresses> {
    return this.client.getJson<RawPortalLeadAddresses>(LEAD_ADDRESSES_PATH);
  }

  /** A new secret for the portal's lead address, answered this once; the old one stops working at once. */
  replaceLeadSecret(portal: LeadPortal): Promise<RawPortalLeadSecret> {
    return this.client.postJson<RawPortalLeadSecret>(`${LEAD_ADDRESSES_PATH}/${pathSegment(RAW_LEAD_PORTALS[portal])}`, {});
  }

  /** The documents the portals posted that could not be read ('Recebidos com erro'), newest first. */
  leadRejects(): Promise<RawPortalLeadRejects> {
    return this.client.getJson<RawPortalLeadRejects>('/api/portal-leads/rejects');
  }
}
