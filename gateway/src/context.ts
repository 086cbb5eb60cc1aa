import type { SignedInUser } from './auth/signed-in-user.js';
import type { PageCache } from './pages/page-cache.js';
import type { AgencyApi } from './rest/agency-api.js';

/**
 * What every resolver receives: the REST API acting for the caller, its signed-in user, how to build public URLs,
 * and the server-rendered pages that staff changes drop.
 */
export interface GatewayContext {
  api: AgencyApi;
  /** The user of the request's bearer token, read once per request. */
  signedInUser: SignedInUser;
  /** Public address of the site (no trailing slash), or null to build relative URLs. */
  publicUrl: string | null;
  /** The public bucket or CDN property photos are addressed at (no trailing slash), or null to serve them through `/images`. */
  storagePublicUrl: string | null;
  /** The site's public origin: the configured address, else the one the request came in on (for absolute addresses). */
  siteOrigin: string;
  pageCache: PageCache;
}
