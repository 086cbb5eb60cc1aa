import type {
  AnonymizedCounts,
  ConsentForm,
  ConsentRecordType,
  ContactInterest,
  PersonClient,
  PersonContactMessage,
  PersonData,
  PersonLead,
  PersonPortalReject,
  PersonRegistration,
  PersonVisit,
  PrivacyConsent,
  PrivacySettings,
} from '../generated/resolvers.js';
import type {
  RawAnonymizedCounts,
  RawPersonClient,
  RawPersonContactMessage,
  RawPersonLead,
  RawPersonPortalReject,
  RawPersonRecords,
  RawPersonRegistration,
  RawPersonVisit,
  RawPrivacyConsent,
  RawPrivacySettings,
} from '../rest/privacy-types.js';
import { toPropertyStatus } from './enums.js';
import { toLeadSource, toLeadStatus } from './lead.js';
import { toLeadPortal } from './portal-lead.js';
import { toBool, toCount, toId, toNumber, toText } from './scalars.js';
import { toVisitStatus } from './visit-status.js';

/** The gateway's download of a person's data (see `http/privacy-export.ts`). */
export const PRIVACY_EXPORT_PATH = '/privacidade/exportar';

const INTERESTS: Readonly<Record<string, ContactInterest>> = {
  buy: 'BUY',
  rent: 'RENT',
  sell: 'SELL',
  rent_out: 'RENT_OUT',
  others: 'OTHERS',
};
const CONSENT_FORMS: Readonly<Record<string, ConsentForm>> = {
  contact: 'CONTACT',
  registration: 'REGISTRATION',
  chat: 'CHAT',
  visit: 'VISIT',
};
const CONSENT_RECORD_TYPES: Readonly<Record<string, ConsentRecordType>> = {
  contact_message: 'CONTACT_MESSAGE',
  property: 'PROPERTY',
  lead: 'LEAD',
  visit: 'VISIT',
};

function known<T>(table: Readonly<Record<string, T>>, value: unknown): T | null {
  return typeof value === 'string' ? (table[value.trim().toLowerCase()] ?? null) : null;
}

/** The rows of one kind read by `read`, in the API's order; rows it cannot read (no id) are left out. */
function rowsOf<R, T>(rows: readonly R[] | null | undefined, read: (raw: R) => T | null): T[] {
  return (Array.isArray(rows) ? rows : []).map(read).filter((row): row is T => row !== null);
}

/**
 * The gateway's address of the download of a person's data, for the e-mail and phone searched (a blank one left out).
 * Relative: the back office fetches it from the gateway that serves it.
 */
export function personExportUrl(key: { email?: string | null; phone?: string | null }): string {
  const query = new URLSearchParams();
  const email = key.email?.trim();
  const phone = key.phone?.trim();
  if (email) query.set('email', email);
  if (phone) query.set('phone', phone);
  const search = query.toString();
  return search === '' ? PRIVACY_EXPORT_PATH : `${PRIVACY_EXPORT_PATH}?${search}`;
}

function toPersonClient(raw: RawPersonClient): PersonClient | null {
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    name: toText(raw.name) ?? '',
    email: toText(raw.email) ?? '',
    phone: toText(raw.phone) ?? '',
    active: toBool(raw.is_active) ?? false,
    createdAt: toText(raw.created_at) ?? '',
  };
}

function toPersonLead(raw: RawPersonLead): PersonLead | null {
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    source: toLeadSource(raw.source),
    status: toLeadStatus(raw.status),
    name: toText(raw.name),
    email: toText(raw.email),
    phone: toText(raw.phone),
    message: toText(raw.message),
    propertyId: toId(raw.property_id),
    clientId: toId(raw.client_id),
    createdAt: toText(raw.created_at) ?? '',
  };
}

function toPersonContactMessage(raw: RawPersonContactMessage): PersonContactMessage | null {
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    name: toText(raw.name) ?? '',
    email: toText(raw.email) ?? '',
    phone: toText(raw.phone) ?? '',
    interest: known(INTERESTS, raw.interest),
    message: toText(raw.message) ?? '',
    createdAt: toText(raw.created_at) ?? '',
  };
}

function toPersonRegistration(raw: RawPersonRegistration): PersonRegistration | null {
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    code: toText(raw.code) ?? '',
    title: toText(raw.title) ?? '',
    status: toPropertyStatus(raw.status),
    contactName: toText(raw.contact_name),
    contactEmail: toText(raw.contact_email),
    contactPhone: toText(raw.contact_phone),
    createdAt: toText(raw.created_at) ?? '',
  };
}

function toPersonVisit(raw: RawPersonVisit): PersonVisit | null {
  const id = toId(raw.id);
  const propertyId = toId(raw.property_id);
  const status = toVisitStatus(raw.status);
  if (id === null || propertyId === null || status === null) return null;
  return {
    id,
    propertyId,
    status,
    name: toText(raw.name) ?? '',
    phone: toText(raw.phone) ?? '',
    email: toText(raw.email),
    startsAt: toText(raw.starts_at) ?? '',
    interest: toNumber(raw.interest),
    outcomeComment: toText(raw.outcome_comment),
    visitorConfirmedAt: toText(raw.visitor_confirmed_at),
    visitorConfirmedAddress: toText(raw.visitor_confirmed_address),
    createdAt: toText(raw.created_at) ?? '',
  };
}

/** A consent; null without an id, its record, or a form and kind of record this schema knows. */
export function toPrivacyConsent(raw: RawPrivacyConsent): PrivacyConsent | null {
  const id = toId(raw.id);
  const recordId = toId(raw.record_id);
  const form = known(CONSENT_FORMS, raw.form);
  const recordType = known(CONSENT_RECORD_TYPES, raw.record_type);
  if (id === null || recordId === null || form === null || recordType === null) return null;
  return {
    id,
    form,
    recordType,
    recordId,
    noticeVersion: toText(raw.notice_version) ?? '',
    acceptedAt: toText(raw.accepted_at) ?? '',
    address: toText(raw.address),
  };
}

/** A portal's document; its body exactly as received. */
export function toPersonPortalReject(raw: RawPersonPortalReject): PersonPortalReject | null {
  const id = toId(raw.id);
  if (id === null) return null;
  return {
    id,
    portal: toLeadPortal(raw.portal),
    body: typeof raw.body === 'string' ? raw.body : '',
    receivedAt: toText(raw.received_at) ?? '',
  };
}

/** `GET /api/privacy/people` → everything held about the person, by kind, with the address of its download. */
export function toPersonData(raw: RawPersonRecords | null | undefined, exportUrl: string): PersonData {
  return {
    clients: rowsOf(raw?.clients, toPersonClient),
    leads: rowsOf(raw?.leads, toPersonLead),
    contactMessages: rowsOf(raw?.contact_messages, toPersonContactMessage),
    registrations: rowsOf(raw?.registrations, toPersonRegistration),
    visits: rowsOf(raw?.visits, toPersonVisit),
    consents: rowsOf(raw?.consents, toPrivacyConsent),
    portalRejects: rowsOf(raw?.portal_rejects, toPersonPortalReject),
    exportUrl,
  };
}

/** What an anonymization changed; a count the API left out reads as 0. */
export function toAnonymizedCounts(raw: RawAnonymizedCounts | null | undefined): AnonymizedCounts {
  return {
    clients: toCount(raw?.clients),
    leads: toCount(raw?.leads),
    contactMessages: toCount(raw?.contact_messages),
    registrations: toCount(raw?.registrations),
    visits: toCount(raw?.visits),
    consents: toCount(raw?.consents),
    portalRejects: toCount(raw?.portal_rejects),
    photos: toCount(raw?.photos),
  };
}

/** The LGPD settings; null without a whole number of months. */
export function toPrivacySettings(raw: RawPrivacySettings | null | undefined): PrivacySettings | null {
  const months = toNumber(raw?.lead_retention_months);
  return months !== null && Number.isInteger(months) && months >= 1 ? { leadRetentionMonths: months } : null;
}
