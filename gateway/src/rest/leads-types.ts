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
  /** The listing code a portal named when no property has it. */
  listing_code?: RawText;
  created_at?: RawText;
  /** The first move to 'Em atendimento', conversion or chat opened from the lead; null until then. */
  first_response_at?: RawText;
  /** When the automatic distribution passes the lead on if it is still untaken; null when it will not. */
  handover_at?: RawText;
}

/** `GET /api/leads`: one page of the leads the user may see, newest first. */
export type RawLeadPage = RawPagedEnvelope<RawLeadRow>;

/** One entry of a lead's history. */
export interface RawLeadEvent {
  id: RawId;
  /** created, assigned, status, converted, handed_over or chat. */
  kind?: RawText;
  /**
   * created: the source; assigned: the assignee's id (null: unassigned); status: the new status; converted: the
   * client's id; handed_over: JSON `{ from, to, minutes }` (user ids and the minutes waited).
   */
  detail?: RawText;
  /** Null for the visitor and for the automatic distribution. */
  user_id?: RawId | null;
  user_name?: RawText;
  /** assigned and handed_over: the broker the lead went to, by name. */
  assignee_name?: RawText;
  /** handed_over: the broker the lead left, by name; null for the other kinds. */
  from_name?: RawText;
  /** handed_over: the minutes the lead waited untaken; null for the other kinds. */
  minutes?: RawNumber;
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

/** How the agency hands out its new leads: manual, property_broker or duty_rotation, and the minutes a lead waits. */
export interface RawLeadDistribution {
  mode?: RawText;
  handover_minutes?: RawNumber;
}

/** `GET /api/leads/distribution`. */
export type RawLeadDistributionEnvelope = RawItemEnvelope<RawLeadDistribution>;

/** The answer of `PUT /api/leads/distribution`: the API's message and the setting as saved. */
export type RawLeadDistributionAnswer = RawWriteAnswer<RawLeadDistribution>;

/** The JSON body of `PUT /api/leads/distribution`. */
export interface RawLeadDistributionBody {
  mode: string;
  handover_minutes: number;
}

/** `GET /api/leads/new-count`. */
export interface RawNewLeadCount {
  total?: RawNumber;
}
