/**
 * Raw shapes of the LGPD calls of the agency REST API (`/api/privacy/…`), typed loosely like `types.ts`. Only
 * `gateway/src/normalize/` reads them.
 */
import type { RawFlag, RawId, RawNumber, RawText } from './types.js';

/** A client record holding the person's e-mail or phone. */
export interface RawPersonClient {
  id?: RawId | null;
  name?: RawText;
  email?: RawText;
  phone?: RawText;
  is_active?: RawFlag;
  created_at?: RawText;
}

/** A lead of the person; `source` and `status` in the API's lower case. */
export interface RawPersonLead {
  id?: RawId | null;
  source?: RawText;
  status?: RawText;
  name?: RawText;
  email?: RawText;
  phone?: RawText;
  message?: RawText;
  property_id?: RawId | null;
  client_id?: RawId | null;
  created_at?: RawText;
}

/** A message of the public contact form; `interest` buy, rent, sell, rent_out or others. */
export interface RawPersonContactMessage {
  id?: RawId | null;
  name?: RawText;
  email?: RawText;
  phone?: RawText;
  interest?: RawText;
  message?: RawText;
  created_at?: RawText;
}

/** A property the person registered as its owner, with the owner's contact fields. */
export interface RawPersonRegistration {
  id?: RawId | null;
  code?: RawText;
  title?: RawText;
  status?: RawText;
  contact_name?: RawText;
  contact_email?: RawText;
  contact_phone?: RawText;
  created_at?: RawText;
}

/** A visit booked for the person; `status` in the API's lower case. */
export interface RawPersonVisit {
  id?: RawId | null;
  property_id?: RawId | null;
  status?: RawText;
  name?: RawText;
  phone?: RawText;
  email?: RawText;
  starts_at?: RawText;
  interest?: RawNumber;
  outcome_comment?: RawText;
  visitor_confirmed_at?: RawText;
  visitor_confirmed_address?: RawText;
  created_at?: RawText;
}

/** A consent to the privacy notice; `form` contact, registration or chat; `record_type` contact_message, property or lead. */
export interface RawPrivacyConsent {
  id?: RawId | null;
  form?: RawText;
  record_type?: RawText;
  record_id?: RawId | null;
  notice_version?: RawText;
  accepted_at?: RawText;
  address?: RawText;
}

/** A portal's document that could not be read and that names the person; `portal` grupo-olx or chaves-na-mao. */
export interface RawPersonPortalReject {
  id?: RawId | null;
  portal?: RawText;
  body?: RawText;
  received_at?: RawText;
}

/** `GET /api/privacy/people`: everything held about the person, by kind of record. */
export interface RawPersonRecords {
  clients?: RawPersonClient[] | null;
  leads?: RawPersonLead[] | null;
  contact_messages?: RawPersonContactMessage[] | null;
  registrations?: RawPersonRegistration[] | null;
  visits?: RawPersonVisit[] | null;
  consents?: RawPrivacyConsent[] | null;
  portal_rejects?: RawPersonPortalReject[] | null;
}

export interface RawPersonRecordsEnvelope {
  data?: RawPersonRecords | null;
}

/** How many records of each kind an anonymization changed. */
export interface RawAnonymizedCounts {
  clients?: RawNumber;
  leads?: RawNumber;
  contact_messages?: RawNumber;
  registrations?: RawNumber;
  visits?: RawNumber;
  consents?: RawNumber;
  portal_rejects?: RawNumber;
  photos?: RawNumber;
}

/** `POST /api/privacy/people/anonymize`: 'Dados da pessoa anonimizados.' and the counts. */
export interface RawAnonymizeAnswer {
  message?: unknown;
  data?: RawAnonymizedCounts | null;
}

export interface RawPrivacySettings {
  lead_retention_months?: RawNumber;
}

/** `GET /api/privacy/settings`. */
export interface RawPrivacySettingsEnvelope {
  data?: RawPrivacySettings | null;
}

/** `PUT /api/privacy/settings`: the confirmation and the settings as saved. */
export interface RawPrivacySettingsAnswer {
  message?: unknown;
  data?: RawPrivacySettings | null;
}
