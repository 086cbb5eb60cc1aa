/**
 * Raw shapes of the keys calls of the agency REST API (`/api/properties/{id}/keys`, `/api/property-keys/…`,
 * `/api/key-checkouts/overdue`), typed loosely like `types.ts`. Only `gateway/src/normalize/` reads them.
 */
import type { RawFlag, RawId, RawNumber, RawText, RawWriteAnswer } from './types.js';

export interface RawKeyPerson {
  id?: RawId | null;
  name?: RawText;
}

/** Who holds a key now. */
export interface RawKeyHolder {
  checkout_id?: RawId | null;
  broker?: RawKeyPerson | null;
  since?: RawText;
  due_at?: RawText;
  overdue?: RawFlag;
  visit_id?: RawId | null;
}

export interface RawPropertyKey {
  id?: RawId | null;
  property_id?: RawId | null;
  label?: RawText;
  location?: RawText;
  code?: RawText;
  holder?: RawKeyHolder | null;
}

/** One loan of a key. */
export interface RawKeyCheckout {
  id?: RawId | null;
  key?: { id?: RawId | null; label?: RawText } | null;
  property?: { id?: RawId | null; code?: RawText; title?: RawText } | null;
  broker?: RawKeyPerson | null;
  visit_id?: RawId | null;
  checked_out_at?: RawText;
  checked_out_by?: RawKeyPerson | null;
  due_at?: RawText;
  checked_in_at?: RawText;
  checked_in_by?: RawKeyPerson | null;
  overdue?: RawFlag;
}

/** `GET /api/properties/{id}/keys`: the keys, their newest loans and what the check-out form offers. */
export interface RawPropertyKeys {
  data?: RawPropertyKey[] | null;
  history?: RawKeyCheckout[] | null;
  choices?: {
    brokers?: RawKeyPerson[] | null;
    visits?: { id?: RawId | null; broker_id?: RawId | null; starts_at?: RawText; name?: RawText }[] | null;
  } | null;
}

/** `GET /api/key-checkouts/overdue`: `all` for administrators, `own` otherwise. */
export interface RawOverdueKeys {
  scope?: RawText;
  total?: RawNumber;
  data?: RawKeyCheckout[] | null;
}

/** A write on a key: the API's message and the key as it now is. */
export type RawPropertyKeyAnswer = RawWriteAnswer<RawPropertyKey>;
