import type { LeadPerformance } from '../generated/resolvers.js';
import { toLeadPerformance } from '../normalize/lead-performance.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { PerformancePeriod } from '../rest/lead-performance-api.js';
import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';

/** The permission of the lead screens, 'Desempenho' among them; the API checks it again and refuses a broker. */
const LEADS_PERMISSION = 'leads';

/**
 * 'Desempenho' for a period (the API's default, the last 12 weeks, for an end left out): without the leads
 * permission it is FORBIDDEN before the answer is read; a broker's refusal by the API stays FORBIDDEN with its text,
 * and a bad day BAD_USER_INPUT with the field's text.
 */
export async function loadLeadPerformance(api: AgencyApi, signedInUser: SignedInUser, period: PerformancePeriod): Promise<LeadPerformance> {
  const [answer] = await Promise.all([api.leadPerformance.performance(period), requirePermission(signedInUser, LEADS_PERMISSION)]);
  return toLeadPerformance(answer);
}
