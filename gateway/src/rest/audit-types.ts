/**
 * Raw shapes of the audit trail's calls of the agency REST API (`GET /api/audit`, `GET /api/audit/records/{type}/{id}`),
 * typed loosely like `types.ts`. Only `gateway/src/normalize/` reads them.
 */
import type { RawId, RawNumber, RawText } from './types.js';

/** A field's value as the trail keeps it: text, a number, a flag, or nothing. */
type RawAuditValue = string | number | boolean | null | undefined;

/** One changed field: its value before and after, or, for a secret, only `secret: true`. */
export interface RawFieldChange {
  field?: RawText;
  before?: RawAuditValue;
  after?: RawAuditValue;
  secret?: boolean | null;
}

/** One entry: `actor` null for a visitor or the product itself; `record_id` null for a one-of-a-kind record. */
export interface RawAuditEntry {
  id?: RawId | null;
  at?: RawText;
  actor?: { id?: RawId | null; name?: RawText } | null;
  address?: RawText;
  action?: RawText;
  record_type?: RawText;
  record_id?: RawId | null;
  record_label?: RawText;
  changes?: RawFieldChange[] | null;
}

/** A page of entries, newest first; `has_more` says whether an older page exists (the trail answers no total). */
export interface RawAuditPage {
  data?: RawAuditEntry[] | null;
  page?: RawNumber;
  per_page?: RawNumber;
  has_more?: boolean | number | null;
}
