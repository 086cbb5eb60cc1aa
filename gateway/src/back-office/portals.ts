import type { PortalFeed, PortalFeedResult, PortalReadiness, PortalReport } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { isExpectedFailure } from '../normalize/mutation-result.js';
import { toPortalFeed, toPortalFeedRefusal, toPortalFeedSuccess } from '../normalize/portal-feed.js';
import { toPortalReportAnswer, type PortalNormalizeOptions } from '../normalize/portal-listing.js';
import { pageOrLastPage, totalOf, type PageRequest } from '../lists/paging.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';
import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';

/** The permission of the property screens, the portals' among them. */
const PROPERTIES_PERMISSION = 'imoveis';

export interface PortalReportRequest extends PageRequest {
  readiness?: PortalReadiness | null;
}

/**
 * The 'Portais' screen: the counts over every marked property the user may see and one page of those matching the
 * readiness asked for (a broker gets only their own). A page past the end shows the last one.
 */
export async function loadPortalReport(
  api: AgencyApi,
  request: PortalReportRequest,
  options: PortalNormalizeOptions,
): Promise<PortalReport> {
  const { readiness } = request;
  let counts = { readyCount: 0, markedCount: 0 };
  const page = await pageOrLastPage(
    async (pageRequest) => {
      const answer = toPortalReportAnswer(await api.portals.listings({ readiness, ...pageRequest }), options);
      counts = { readyCount: answer.readyCount, markedCount: answer.markedCount };
      const items = answer.listings.slice(0, pageRequest.perPage);
      return { items, total: totalOf(answer.paging.total, items.length, pageRequest) };
    },
    { page: request.page, perPage: request.perPage },
  );
  return { ...counts, ...page };
}

/** The feed's address (the API makes its token on first use). */
export async function loadPortalFeed(api: AgencyApi, siteOrigin: string): Promise<PortalFeed> {
  const feed = toPortalFeed(await api.portals.feedToken(), siteOrigin);
  if (feed === null) throw RestError.malformed(200);
  return feed;
}

/**
 * Replaces the feed's token. Without a session or the imoveis permission it is the usual error; a broker's refusal
 * (403: only the agency's administration may) comes back as data, like the refusals the user can act on.
 */
export async function regeneratePortalFeedToken(api: AgencyApi, signedInUser: SignedInUser, siteOrigin: string): Promise<PortalFeedResult> {
  await requirePermission(signedInUser, PROPERTIES_PERMISSION);
  return outcomeOf(api.portals.regenerateFeedToken(), {
    success: (answer) => toPortalFeedSuccess(answer, siteOrigin),
    refusal: toPortalFeedRefusal,
    isExpected: isRefusalOrForbidden,
  });
}

function isRefusalOrForbidden(error: unknown): error is RestError {
  return isExpectedFailure(error) || (error instanceof RestError && error.kind === 'http' && error.status === 403);
}
