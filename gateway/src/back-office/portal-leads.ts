import type { LeadPortal, PortalLeadAddress, PortalLeadReject, PortalLeadSecretResult } from '../generated/resolvers.js';
import { outcomeOf } from '../mutations/outcome.js';
import { isExpectedFailure } from '../normalize/mutation-result.js';
import {
  toPortalLeadAddresses,
  toPortalLeadRejects,
  toPortalLeadSecretRefusal,
  toPortalLeadSecretSuccess,
} from '../normalize/portal-lead.js';
import type { AgencyApi } from '../rest/agency-api.js';
import { RestError } from '../rest/rest-error.js';
import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';

/**
 * The permission of the portals' lead addresses, the lead inbox's; the API checks it again and also refuses a broker
 * (a 403 with its own message), since the addresses and refused documents are the agency's.
 */
const LEADS_PERMISSION = 'leads';

/** The API's call once the user is known to hold `leads` (asked together, so the check costs no extra wait). */
async function withLeadsPermission<T>(signedInUser: SignedInUser, call: () => Promise<T>): Promise<T> {
  const [answer] = await Promise.all([call(), requirePermission(signedInUser, LEADS_PERMISSION)]);
  return answer;
}

/** Each portal's lead address: whether it has one and since when. */
export async function loadPortalLeadAddresses(api: AgencyApi, signedInUser: SignedInUser): Promise<PortalLeadAddress[]> {
  return toPortalLeadAddresses(await withLeadsPermission(signedInUser, () => api.portals.leadAddresses()));
}

/** The documents the portals posted that could not be read ('Recebidos com erro'), newest first. */
export async function loadPortalLeadRejects(api: AgencyApi, signedInUser: SignedInUser): Promise<PortalLeadReject[]> {
  return toPortalLeadRejects(await withLeadsPermission(signedInUser, () => api.portals.leadRejects()));
}

/**
 * A new secret for the portal's lead address, with the whole address built on the site's public origin; the secret is
 * in this answer only. Without a session or the leads permission it is the usual error; a broker's refusal (403:
 * only the agency's administration may) comes back as data.
 */
export async function replacePortalLeadSecret(
  api: AgencyApi,
  signedInUser: SignedInUser,
  portal: LeadPortal,
  siteOrigin: string,
): Promise<PortalLeadSecretResult> {
  await requirePermission(signedInUser, LEADS_PERMISSION);
  const result = await outcomeOf(api.portals.replaceLeadSecret(portal), {
    success: (answer) => toPortalLeadSecretSuccess(answer, portal, siteOrigin),
    refusal: toPortalLeadSecretRefusal,
    isExpected: isRefusalOrForbidden,
  });
  if (result.ok && result.credentials === null) throw RestError.malformed(200);
  return result;
}

function isRefusalOrForbidden(error: unknown): error is RestError {
  return isExpectedFailure(error) || (error instanceof RestError && error.kind === 'http' && error.status === 403);
}
