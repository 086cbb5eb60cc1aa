import type { PropertyAlerts, StaffProperty } from '../generated/resolvers.js';
import type { RestError } from '../rest/rest-error.js';
import type {
  RawAwaitingAnalysis,
  RawStaffProperty,
  RawStaffPropertyAnswer,
  RawStaffPropertyEnvelope,
  RawStaffPropertyPage,
} from '../rest/types.js';
import { toMutationFailure, toMutationRefusal, type MutationOutcome } from './mutation-result.js';
import { toProperty, type NormalizeOptions } from './property.js';
import { rowsOf, toPagingEcho, type PagingEcho } from './paging.js';
import { toBool, toId, toNumber, toText } from './scalars.js';
import { toPortalLevel } from './enums.js';

/**
 * One REST property as staff see it: the public `Property` plus the responsible broker's user id, the
 * client, the owner's contact and the record's times. Null for a record the site cannot show.
 */
export function toStaffProperty(raw: RawStaffProperty, options: NormalizeOptions = {}): StaffProperty | null {
  const property = toProperty(raw, options);
  if (property === null) return null;
  return {
    property,
    brokerId: toId(raw.user_id),
    clientId: toId(raw.client_id),
    contactName: toText(raw.contactName),
    contactPhone: toText(raw.contactPhone),
    contactEmail: toText(raw.contactEmail),
    statusReason: toText(raw.status_reason),
    createdAt: toText(raw.created_at),
    updatedAt: toText(raw.updated_at),
    portalPublish: toBool(raw.portal_publish) ?? false,
    portalLevel: toPortalLevel(raw.portal_level),
  };
}

function toStaffPropertyList(rows: readonly RawStaffProperty[], options: NormalizeOptions): StaffProperty[] {
  const result: StaffProperty[] = [];
  for (const raw of rows) {
    const staffProperty = typeof raw === 'object' && raw !== null ? toStaffProperty(raw, options) : null;
    if (staffProperty) result.push(staffProperty);
  }
  return result;
}

/** One page of `GET /api/properties/fetch` → its properties, in the API's order, and what it says of its paging. */
export function toStaffPropertyPageAnswer(
  envelope: RawStaffPropertyPage | null | undefined,
  options: NormalizeOptions = {},
): { properties: StaffProperty[]; paging: PagingEcho } {
  return { properties: toStaffPropertyList(rowsOf(envelope), options), paging: toPagingEcho(envelope) };
}

/** `GET /api/properties/awaiting-analysis` → the alerts: the count (at least the properties listed) and the newest. */
export function toPropertyAlerts(answer: RawAwaitingAnalysis | null | undefined, options: NormalizeOptions = {}): PropertyAlerts {
  const newest = toStaffPropertyList(rowsOf(answer), options);
  const total = toNumber(answer?.total);
  const count = total !== null && Number.isInteger(total) && total >= 0 ? total : 0;
  return { count: Math.max(count, newest.length), newest };
}

/** `{ data: property }` → the property, or null when there is none the site can show. */
export function toStaffPropertyAnswer(
  envelope: RawStaffPropertyEnvelope | RawStaffPropertyAnswer | null | undefined,
  options: NormalizeOptions = {},
): StaffProperty | null {
  const raw = envelope?.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return toStaffProperty(raw, options);
}

/** What a staff property write answers: `ok`, the API's message, the property as stored, or the failure. */
export interface StaffPropertyOutcome extends MutationOutcome {
  property: StaffProperty | null;
}

/** A write the API accepted: its message and the property it answered with (null if unreadable). */
export function toStaffPropertySuccess(
  answer: RawStaffPropertyAnswer | null | undefined,
  options: NormalizeOptions = {},
): StaffPropertyOutcome {
  return { ok: true, message: toText(answer?.message), property: toStaffPropertyAnswer(answer, options), error: null };
}

/** An expected REST refusal as data: the API's message and field messages. */
export function toStaffPropertyRefusal(error: RestError): StaffPropertyOutcome {
  return { ...toMutationRefusal(error), property: null };
}

/** A refusal the gateway makes itself (photos over 15 MB). */
export function toStaffPropertyFailure(message: string, fieldErrors: readonly { field: string; message: string }[]): StaffPropertyOutcome {
  return { ...toMutationFailure(message, fieldErrors), property: null };
}
