import type { AuditAction, AuditEntry, AuditPage, AuditRecordType, FieldChange } from '../generated/resolvers.js';
import type { RawAuditEntry, RawAuditPage, RawFieldChange } from '../rest/audit-types.js';
import { toBool, toId, toNumber, toText } from './scalars.js';

const RECORD_TYPES: Readonly<Record<string, AuditRecordType>> = {
  property: 'PROPERTY',
  client: 'CLIENT',
  user: 'USER',
  company: 'COMPANY',
  video: 'VIDEO',
  template: 'TEMPLATE',
  lead: 'LEAD',
  holiday: 'HOLIDAY',
  lead_distribution: 'LEAD_DISTRIBUTION',
  portal_address: 'PORTAL_ADDRESS',
  portal_feed: 'PORTAL_FEED',
  privacy_settings: 'PRIVACY_SETTINGS',
  visit: 'VISIT',
  property_key: 'PROPERTY_KEY',
  key_checkout: 'KEY_CHECKOUT',
};

const ACTIONS: Readonly<Record<string, AuditAction>> = {
  created: 'CREATED',
  updated: 'UPDATED',
  deleted: 'DELETED',
  signed_in: 'SIGNED_IN',
  sign_in_failed: 'SIGN_IN_FAILED',
  signed_out: 'SIGNED_OUT',
  password_reset_requested: 'PASSWORD_RESET_REQUESTED',
  password_reset: 'PASSWORD_RESET',
  anonymized: 'ANONYMIZED',
  exported: 'EXPORTED',
};

/** A kept value as text: numbers in decimal, flags 'true'/'false', text as it was (an empty text stays empty). */
function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/** One changed field; a secret keeps no value, whatever the answer held. Null without the field's name. */
export function toFieldChange(raw: RawFieldChange | null | undefined): FieldChange | null {
  const field = toText(raw?.field);
  if (raw === null || raw === undefined || field === null) return null;
  if (raw.secret === true) return { field, before: null, after: null, secret: true };
  return { field, before: valueText(raw.before), after: valueText(raw.after), secret: false };
}

/** An IPv4 address as Node reads it on a dual-stack socket ('::ffff:203.0.113.7') is shown as itself ('203.0.113.7'). */
function addressOf(value: unknown): string | null {
  const address = toText(value);
  const mapped = address === null ? null : /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

/**
 * One entry of the trail; null without an id, a time, or an action and a record type this schema knows (a kind the
 * API learned since is left out rather than shown wrong).
 */
export function toAuditEntry(raw: RawAuditEntry | null | undefined): AuditEntry | null {
  if (raw === null || raw === undefined) return null;
  const id = toId(raw.id);
  const at = toText(raw.at);
  const action = ACTIONS[toText(raw.action)?.toLowerCase() ?? ''];
  const recordType = RECORD_TYPES[toText(raw.record_type)?.toLowerCase() ?? ''];
  if (id === null || at === null || action === undefined || recordType === undefined) return null;
  const actorName = toText(raw.actor?.name);
  return {
    id,
    at,
    actor: actorName === null ? null : { id: toId(raw.actor?.id), name: actorName },
    address: addressOf(raw.address),
    action,
    recordType,
    recordId: toId(raw.record_id),
    recordLabel: toText(raw.record_label),
    changes: (Array.isArray(raw.changes) ? raw.changes : []).map(toFieldChange).filter(present),
  };
}

/** A page of the trail or of a record's history, newest first, as the API ordered it. */
export function toAuditPage(raw: RawAuditPage | null | undefined, asked: { page: number; perPage: number }): AuditPage {
  const page = toNumber(raw?.page);
  const perPage = toNumber(raw?.per_page);
  return {
    items: (Array.isArray(raw?.data) ? raw.data : []).map(toAuditEntry).filter(present),
    page: page !== null && Number.isInteger(page) && page >= 1 ? page : asked.page,
    perPage: perPage !== null && Number.isInteger(perPage) && perPage >= 1 ? perPage : asked.perPage,
    hasMore: toBool(raw?.has_more) ?? false,
  };
}
