/**
 * The kinds of records the audit trail speaks of; a new kind of staff record adds itself here. Every staff account,
 * broker or not, is a 'user', whichever screen changed it, so that one history holds all of it.
 */
export const AUDIT_RECORD_TYPES = [
  'property',
  'client',
  'user',
  'company',
  'video',
  'template',
  'lead',
  'holiday',
  'lead_distribution',
  'portal_address',
  'portal_feed',
  'privacy_settings',
  'visit',
  'property_key',
  'key_checkout',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export function isAuditRecordType(value: string): value is AuditRecordType {
  return (AUDIT_RECORD_TYPES as readonly string[]).includes(value);
}

/** What happened: a record written, or a moment of a session. */
export type AuditAction =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'signed_in'
  | 'sign_in_failed'
  | 'signed_out'
  | 'password_reset_requested'
  | 'password_reset'
  | 'anonymized'
  | 'exported';

/** A field's value as the trail keeps it. */
export type AuditValue = string | number | boolean | null;

/** One changed field: its value before and after, or, for a secret (a password, a token), only that it changed. */
export type FieldChange = { field: string; before: AuditValue; after: AuditValue } | { field: string; secret: true };

/** Who did it, and from where: `userId` null for a visitor or the product itself (a failed sign-in, the retention). */
export interface AuditActor {
  userId: number | null;
  name: string | null;
  address: string | null;
}

/** One entry as it is written. */
export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: number | null;
  /** How a reader recognizes the record (a property's code and title, a client's name); personal labels live apart. */
  recordLabel: string | null;
  changes: readonly FieldChange[];
}
