/**
 * Raw shapes of the people calls of the agency REST API (clients, brokers, users, company records),
 * typed loosely like the rest of `types.ts`. Only `gateway/src/normalize/` reads them.
 */
import type {
  RawBroker,
  RawClient,
  RawCompany,
  RawFlag,
  RawId,
  RawNumber,
  RawPermission,
  RawPerson,
  RawText,
  RawWriteAnswer,
} from './types.js';

/** The paging echo of a list call: at the top level, or under `meta` (Laravel's paginator). */
export interface RawPagingEcho {
  total?: RawNumber;
  page?: RawNumber;
  per_page?: RawNumber;
  current_page?: RawNumber;
}

/** A list answer that may be paged: `{ data, total, page, per_page }` or `{ data, meta: { total, … } }`. */
export interface RawPagedEnvelope<T> extends RawPagingEcho {
  data?: T[] | null;
  meta?: RawPagingEcho | null;
}

/** A back-office user (role broker, leadbroker, adminbroker or administrative) as `GET /api/users` and `GET /api/users/{id}` answer them. */
export interface RawUser extends RawPerson {
  phone?: RawText;
  creci?: RawText;
  is_active?: RawFlag;
  permissions?: (RawPermission | null)[] | null;
}

/** A company record of `GET /api/enterprises`: the public company fields and its times. */
export interface RawCompanyRecord extends RawCompany {
  feed_contact_name?: RawText;
  feed_email?: RawText;
  feed_phone?: RawText;
  feed_website?: RawText;
  created_at?: RawText;
  updated_at?: RawText;
}

export type RawBrokerPage = RawPagedEnvelope<RawBroker>;
export type RawUserList = RawPagedEnvelope<RawUser>;
export type RawCompanyPage = RawPagedEnvelope<RawCompanyRecord>;
export type RawClientPage = RawPagedEnvelope<RawClient>;

/** A client as `GET /api/clients/choices` (the property form's select) answers it: the id and the name only. */
interface RawClientChoice {
  id?: RawId | null;
  name?: RawText;
}

export interface RawClientChoices {
  data?: (RawClientChoice | null)[] | null;
}
export type RawClientAnswer = RawWriteAnswer<RawClient>;
export type RawBrokerAnswer = RawWriteAnswer<RawBroker>;
export type RawUserAnswer = RawWriteAnswer<RawUser>;
export type RawCompanyAnswer = RawWriteAnswer<RawCompanyRecord>;

/** A value of a JSON form body: text, a 0/1 flag, an id, a list of ids, or null to clear a field. */
export type RawJsonFormValue = string | number | null | (string | number)[];
export type RawJsonForm = Record<string, RawJsonFormValue>;

/** The JSON body of the password calls of brokers and users. */
export interface RawPasswordChange {
  password: string;
}
