import type {
  ContactInterest,
  Lead,
  LeadDistribution,
  LeadDistributionMode,
  LeadEvent,
  LeadEventKind,
  LeadPerson,
  LeadProperty,
  LeadSource,
  LeadStatus,
  LeadSummary,
  Role,
} from '../generated/resolvers.js';
import type { RawLead, RawLeadDistribution, RawLeadEnvelope, RawLeadEvent, RawLeadPage, RawLeadRow } from '../rest/leads-types.js';
import type { RawPagedEnvelope } from '../rest/people-types.js';
import type { RawBroker } from '../rest/types.js';
import { toBrokers } from './broker.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toCount, toId, toNumber, toText } from './scalars.js';

const SOURCES: Readonly<Record<string, LeadSource>> = {
  contact: 'CONTACT',
  registration: 'REGISTRATION',
  whatsapp: 'WHATSAPP',
  zap: 'ZAP',
  vivareal: 'VIVAREAL',
  olx: 'OLX',
  chavesnamao: 'CHAVESNAMAO',
  visit: 'VISIT',
};
const STATUSES: Readonly<Record<string, LeadStatus>> = {
  new: 'NEW',
  in_progress: 'IN_PROGRESS',
  converted: 'CONVERTED',
  discarded: 'DISCARDED',
};
const EVENT_KINDS: Readonly<Record<string, LeadEventKind>> = {
  created: 'CREATED',
  assigned: 'ASSIGNED',
  status: 'STATUS',
  converted: 'CONVERTED',
  handed_over: 'HANDED_OVER',
  chat: 'CHAT',
};
const DISTRIBUTION_MODES: Readonly<Record<string, LeadDistributionMode>> = {
  manual: 'MANUAL',
  property_broker: 'PROPERTY_BROKER',
  duty_rotation: 'DUTY_ROTATION',
};
/** The setting the API starts with (its migration's): a lead waits 15 minutes to be taken. */
const DEFAULT_HANDOVER_MINUTES = 15;
const INTERESTS: Readonly<Record<string, ContactInterest>> = {
  buy: 'BUY',
  rent: 'RENT',
  sell: 'SELL',
  rent_out: 'RENT_OUT',
  others: 'OTHERS',
};

/** The roles a lead may be assigned to. */
const ASSIGNABLE_ROLES: ReadonlySet<Role> = new Set(['BROKER', 'LEADBROKER', 'ADMINBROKER']);

function known<T>(table: Readonly<Record<string, T>>, value: unknown): T | null {
  return typeof value === 'string' ? (table[value.trim().toLowerCase()] ?? null) : null;
}

/** contact/registration/whatsapp and the portals → enum; an unknown source reads as a contact message. */
export function toLeadSource(value: unknown): LeadSource {
  return known(SOURCES, value) ?? 'CONTACT';
}

/** new/in_progress/converted/discarded → enum; an unknown status reads as new, where every lead starts. */
export function toLeadStatus(value: unknown): LeadStatus {
  return known(STATUSES, value) ?? 'NEW';
}

/** A member of staff by id and name; null without an id. A name the API did not give reads as empty. */
function toPerson(id: unknown, name: unknown): LeadPerson | null {
  const personId = toId(id);
  return personId === null ? null : { id: personId, name: toText(name) ?? '' };
}

/** One row of the inbox; null for a row without an id. */
export function toLeadSummary(raw: RawLeadRow | null | undefined): LeadSummary | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    source: toLeadSource(raw.source),
    status: toLeadStatus(raw.status),
    name: toText(raw.name),
    phone: toText(raw.phone),
    email: toText(raw.email),
    propertyId: toId(raw.property_id),
    propertyCode: toText(raw.property_code),
    broker: toPerson(raw.broker_id, raw.broker_name),
    assignee: toPerson(raw.assigned_to, raw.assignee_name),
    listingCode: toText(raw.listing_code),
    createdAt: toText(raw.created_at) ?? '',
    firstResponseAt: toText(raw.first_response_at),
    handoverAt: toText(raw.handover_at),
  };
}

/** `GET /api/leads` → the page's leads, in the API's order, and what it says of its paging. */
export function toLeadPageAnswer(answer: RawLeadPage | null | undefined): { leads: LeadSummary[]; paging: PagingEcho } {
  const leads = rowsOf(answer)
    .map(toLeadSummary)
    .filter((lead): lead is LeadSummary => lead !== null);
  return { leads, paging: toPagingEcho(answer) };
}

/** The id of the broker a hand-over's detail (`{ "from": 3, "to": 4, "minutes": 15 }`) names as the new one; null when unreadable. */
function handedOverTo(detail: unknown): unknown {
  if (typeof detail !== 'string') return null;
  try {
    const read: unknown = JSON.parse(detail);
    return typeof read === 'object' && read !== null && 'to' in read ? read.to : null;
  } catch {
    return null;
  }
}

/** Whom an ASSIGNED or HANDED_OVER entry gave the lead to; null for the other kinds, or when unassigned. */
function eventAssignee(kind: LeadEventKind, raw: RawLeadEvent): LeadPerson | null {
  if (kind === 'ASSIGNED') return toPerson(raw.detail, raw.assignee_name);
  if (kind === 'HANDED_OVER') return toPerson(handedOverTo(raw.detail), raw.assignee_name);
  return null;
}

/** A hand-over's minutes, a whole number of at least 0; null for the other kinds or when the API gave none. */
function handOverMinutes(kind: LeadEventKind, value: unknown): number | null {
  const minutes = kind === 'HANDED_OVER' ? toNumber(value) : null;
  return minutes === null ? null : Math.max(0, Math.round(minutes));
}

/**
 * One entry of the history, its detail read by its kind; null for an entry without an id or of an unknown kind.
 * An entry without a user is the visitor's (CREATED) or the automatic distribution's (ASSIGNED, HANDED_OVER).
 */
export function toLeadEvent(raw: RawLeadEvent | null | undefined): LeadEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  const kind = known(EVENT_KINDS, raw.kind);
  if (id === null || kind === null) return null;
  return {
    id,
    kind,
    actor: toPerson(raw.user_id, raw.user_name),
    at: toText(raw.created_at) ?? '',
    source: kind === 'CREATED' ? toLeadSource(raw.detail) : null,
    status: kind === 'STATUS' ? toLeadStatus(raw.detail) : null,
    assignee: eventAssignee(kind, raw),
    clientId: kind === 'CONVERTED' ? toId(raw.detail) : null,
    fromName: kind === 'HANDED_OVER' ? toText(raw.from_name) : null,
    minutes: handOverMinutes(kind, raw.minutes),
  };
}

function toLeadProperty(raw: RawLead['property']): LeadProperty | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = toId(raw.id);
  return id === null ? null : { id, code: toText(raw.code), title: toText(raw.title) ?? '', slug: toText(raw.slug) };
}

/** A lead with its history, oldest entry first; null without an id. */
export function toLead(raw: RawLead | null | undefined): Lead | null {
  const summary = toLeadSummary(raw);
  if (summary === null || raw === null || raw === undefined) return null;
  const events = Array.isArray(raw.events) ? raw.events : [];
  return {
    id: summary.id,
    source: summary.source,
    status: summary.status,
    name: summary.name,
    phone: summary.phone,
    email: summary.email,
    interest: known(INTERESTS, raw.interest),
    message: toText(raw.message),
    page: toText(raw.page),
    property: toLeadProperty(raw.property),
    listingCode: summary.listingCode,
    broker: summary.broker,
    assignee: summary.assignee,
    clientId: toId(raw.client_id),
    createdAt: summary.createdAt,
    updatedAt: toText(raw.updated_at) ?? summary.createdAt,
    firstResponseAt: summary.firstResponseAt,
    handoverAt: summary.handoverAt,
    events: events.map(toLeadEvent).filter((event): event is LeadEvent => event !== null),
  };
}

/** `{ data: lead }` → the lead, or null when there is none. */
export function toLeadAnswer(envelope: RawLeadEnvelope | null | undefined): Lead | null {
  return toLead(envelope?.data);
}

/** The active brokers a lead may be assigned to, by id and name, in the API's order (by name). */
export function toLeadAssignees(envelope: RawPagedEnvelope<RawBroker> | null | undefined): LeadPerson[] {
  return toBrokers(envelope)
    .filter((broker) => broker.isActive && ASSIGNABLE_ROLES.has(broker.role))
    .map((broker) => ({ id: broker.id, name: broker.name }));
}

/**
 * The distribution setting; an unknown mode reads as manual and missing minutes as 15, the API's own start (an answer
 * without the setting at all is no setting: null).
 */
export function toLeadDistribution(raw: RawLeadDistribution | null | undefined): LeadDistribution | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const minutes = toCount(raw.handover_minutes);
  return { mode: known(DISTRIBUTION_MODES, raw.mode) ?? 'MANUAL', handoverMinutes: minutes > 0 ? minutes : DEFAULT_HANDOVER_MINUTES };
}
