import type {
  Lead,
  LeadDistribution,
  LeadDistributionMode,
  LeadDistributionResult,
  LeadPage,
  LeadPerson,
  LeadResult,
  LeadSource,
  LeadStatus,
} from '../generated/resolvers.js';
import { recordOutcomeOf } from '../mutations/record-outcome.js';
import { toLead, toLeadAnswer, toLeadAssignees, toLeadDistribution, toLeadPageAnswer } from '../normalize/lead.js';
import { toCount } from '../normalize/scalars.js';
import { foundOrNull } from '../records/found.js';
import { pageOrLastPage, totalOf, type PageRequest } from '../lists/paging.js';
import type { AgencyApi } from '../rest/agency-api.js';
import type { RawLeadAnswer } from '../rest/leads-types.js';
import { RestError } from '../rest/rest-error.js';
import { requirePermission } from '../auth/permission.js';
import type { SignedInUser } from '../auth/signed-in-user.js';

/** The lead inbox's permission; the API checks it again on every call. */
const LEADS_PERMISSION = 'leads';
/** The administrators' permission: only they change the distribution; the API checks it again. */
const ADMINISTRATORS_PERMISSION = 'usuarios';
/** The API's own refusal of the distribution to anyone else. */
const DISTRIBUTION_ADMINS_ONLY_MESSAGE = 'Apenas a administração pode mudar a distribuição dos leads.';

export interface LeadListRequest extends PageRequest {
  search?: string | null;
  source?: LeadSource | null;
  status?: LeadStatus | null;
}

/** The API's call once the user is known to hold `leads` (asked together, so the check costs no extra wait). */
async function withLeadsPermission<T>(signedInUser: SignedInUser, call: () => Promise<T>): Promise<T> {
  const [answer] = await Promise.all([call(), requirePermission(signedInUser, LEADS_PERMISSION)]);
  return answer;
}

/** One page of the leads the user may see, newest first; a page past the end shows the last one. */
export function loadLeadPage(api: AgencyApi, signedInUser: SignedInUser, request: LeadListRequest): Promise<LeadPage> {
  const { search, source, status } = request;
  return pageOrLastPage(
    async (page) => {
      const answer = await withLeadsPermission(signedInUser, () => api.leadInbox.page({ search, source, status, ...page }));
      const { leads, paging } = toLeadPageAnswer(answer);
      const items = leads.slice(0, page.perPage);
      return { items, total: totalOf(paging.total, items.length, page) };
    },
    { page: request.page, perPage: request.perPage },
  );
}

/** One lead with its history; null when unknown or not the user's to see. */
export function loadLead(api: AgencyApi, signedInUser: SignedInUser, id: string): Promise<Lead | null> {
  return foundOrNull(id, async (leadId) => toLeadAnswer(await withLeadsPermission(signedInUser, () => api.leadInbox.lead(leadId))));
}

/** How many new leads the user may see. */
export async function loadNewLeadCount(api: AgencyApi, signedInUser: SignedInUser): Promise<number> {
  return toCount((await withLeadsPermission(signedInUser, () => api.leadInbox.newCount())).total);
}

/** The active brokers a lead may be assigned to. */
export async function loadLeadAssignees(api: AgencyApi, signedInUser: SignedInUser): Promise<LeadPerson[]> {
  return toLeadAssignees(await withLeadsPermission(signedInUser, () => api.leadInbox.assignees()));
}

/**
 * A change of a lead as its mutation result: the API's message and the lead as it is now; a refusal the user can
 * act on (a broker no longer active, a lead already converted, one without the contact a client needs) as data.
 */
async function leadOutcome(signedInUser: SignedInUser, change: () => Promise<RawLeadAnswer>): Promise<LeadResult> {
  await requirePermission(signedInUser, LEADS_PERMISSION);
  return recordOutcomeOf(change(), 'lead', toLead);
}

export function assignLead(api: AgencyApi, signedInUser: SignedInUser, id: string, userId: string | null | undefined): Promise<LeadResult> {
  const assignee = userId?.trim() ?? '';
  return leadOutcome(signedInUser, () => api.leadInbox.assign(id, assignee === '' ? null : assignee));
}

export function changeLeadStatus(api: AgencyApi, signedInUser: SignedInUser, id: string, status: LeadStatus): Promise<LeadResult> {
  return leadOutcome(signedInUser, () => api.leadInbox.changeStatus(id, status));
}

export function convertLeadToClient(api: AgencyApi, signedInUser: SignedInUser, id: string): Promise<LeadResult> {
  return leadOutcome(signedInUser, () => api.leadInbox.convert(id));
}

/** Records that the user opened the lead's WhatsApp; the lead as it is now (a lead not theirs stays NOT_FOUND). */
export async function recordLeadChat(api: AgencyApi, signedInUser: SignedInUser, id: string): Promise<Lead> {
  await requirePermission(signedInUser, LEADS_PERMISSION);
  const lead = toLeadAnswer(await api.leadInbox.recordChat(id));
  if (lead === null) throw RestError.malformed(200);
  return lead;
}

/** How new leads are handed out. */
export async function loadLeadDistribution(api: AgencyApi, signedInUser: SignedInUser): Promise<LeadDistribution> {
  const distribution = toLeadDistribution((await withLeadsPermission(signedInUser, () => api.leadInbox.distribution())).data);
  if (distribution === null) throw RestError.malformed(200);
  return distribution;
}

/**
 * Saves the distribution setting, for the administrators only (permissions leads and usuarios, checked before the
 * API is called); a refusal the user can fix (no mode, minutes out of range) comes back as data.
 */
export async function saveLeadDistribution(
  api: AgencyApi,
  signedInUser: SignedInUser,
  mode: LeadDistributionMode,
  handoverMinutes: number,
): Promise<LeadDistributionResult> {
  await requirePermission(signedInUser, LEADS_PERMISSION);
  await requirePermission(signedInUser, ADMINISTRATORS_PERMISSION, DISTRIBUTION_ADMINS_ONLY_MESSAGE);
  return recordOutcomeOf(api.leadInbox.saveDistribution(mode, handoverMinutes), 'distribution', toLeadDistribution);
}
