/**
 * Raw shapes of the lead calls of the agency REST API (`/api/leads/…`), typed loosely like `types.ts`.
 * Only `gateway/src/normalize/` reads them.
 */
import type { RawPagedEnvelope } from './people-types.js';
import type { RawId, RawItemEnvelope, RawNumber, RawText, RawWriteAnswer } from './types.js';

/** The body of `POST /api/leads/whatsapp-click`: the property (by its code) or the consultant clicked, and the page. */
export interface RawWhatsappClick {
  property_code?: string;
  broker_id?: number;
  /** The path of the page the click came from, or null when unknown. */
  page: string | null;
}

/** A lead as `GET /api/leads` lists it; `name`, `phone` and `email` are null for a chat click. */
export interface RawLeadRow {
  id: RawId;
  /** contact, registration or whatsapp. */
  source?: RawText;
  /** new, in_progress, converted or discarded. */
  status?: RawText;
  name?: RawText;
  phone?: RawText;
  email?: RawText;
  property_id?: RawId | null;
  property_code?: RawText;
  broker_id?: RawId | null;
  broker_name?: RawText;
  assigned_to?: RawId | null;
  assignee_name?: RawText;
  created_at?: RawText;
}

/** `GET /api/leads`: one page of the leads the user may see, newest first. */
export type RawLeadPage = RawPagedEnvelope<RawLeadRow>;

/** One entry of a lead's history. */
export interface RawLeadEvent {
  id: RawId;
  /** created, assigned, status or converted. */
  kind?: RawText;
  /** created: the source; assigned: the assignee's id (null: unassigned); status: the new status; converted: the client's id. */
  detail?: RawText;
  user_id?: RawId | null;
  user_name?: RawText;
  assignee_name?: RawText;
  created_at?: RawText;
}

/** A lead as `GET /api/leads/{id}` answers it, with its history. */
export interface RawLead extends RawLeadRow {
  /** buy, rent, sell, rent_out or others (the contact form's). */
  interest?: RawText;
  message?: RawText;
  page?: RawText;
  property?: { id: RawId; code?: RawText; title?: RawText; slug?: RawText } | null;
  client_id?: RawId | null;
  updated_at?: RawText;
  events?: (RawLeadEvent | null)[] | null;
}

/** `GET /api/leads/{id}`. */
export type RawLeadEnvelope = RawItemEnvelope<RawLead>;

/** The answer of an assignment, a status change or a conversion: the API's message and the lead as it is now. */
export type RawLeadAnswer = RawWriteAnswer<RawLead>;

/** `GET /api/leads/new-count`. */
export interface RawNewLeadCount {
  total?: RawNumber;
}
