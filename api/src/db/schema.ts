import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types shared by both dialects. Flags are integers 0/1. Timestamps are ISO 8601 text in UTC, so
 * they compare and sort the same way in SQLite and PostgreSQL. Money and areas are `numeric`: SQLite
 * answers numbers, PostgreSQL answers numeric strings; `toNumber` turns both into numbers on the way out.
 */
type Decimal = ColumnType<number | string | null, number | null | undefined, number | null>;
type Flag = ColumnType<number, number | undefined, number>;
type Count = ColumnType<number, number | undefined, number>;
type Timestamp = ColumnType<string, string, string>;
/** JSON text with a `'[]'` default. */
type JsonList = ColumnType<string, string | undefined, string>;

export type Operation = 'rent' | 'sale' | 'launch' | 'both';
export type PropertyType = 'house' | 'apartment' | 'land' | 'rural' | 'commercial';
export type IptuPeriodicity = 'monthly' | 'annually' | 'single_payment';
export type PropertyStatus = 'in_analysis' | 'approved' | 'rejected';
export type UserRole = 'broker' | 'leadbroker' | 'adminbroker' | 'administrative';
export type VideoType = 'internal' | 'external';
export type TemplateFileKind = 'pdf' | 'doc' | 'docx';
export type ContactInterest = 'buy' | 'rent' | 'sell' | 'rent_out' | 'others';
type OutboxStatus = 'pending' | 'sent' | 'failed';
/**
 * What a queued mail is about: a contact message for the agency, a status notice for a property's client or owner
 * (the registration's confirmation, an approval, a rejection), a lead handed to a broker, or a staff member's link to
 * a new password, a visit's mails (requested, confirmed, reminded the day before) and a broker's agenda of the day.
 */
export type MailKind =
  | 'contact_message'
  | 'property_status'
  | 'lead_assigned'
  | 'password_reset'
  | 'visit_requested'
  | 'visit_confirmed'
  | 'visit_reminder'
  | 'visit_daily_agenda';
/** How prominently the portals show a listing (VRSync PublicationType STANDARD, PREMIUM, SUPER_PREMIUM). */
export type PortalLevel = 'standard' | 'premium' | 'super_premium';
/** How much of a property's address is public: all of it, the street without number and complement, or the neighbourhood. */
export type AddressPrivacy = 'full' | 'street' | 'neighborhood';

export const OPERATIONS: readonly Operation[] = ['rent', 'sale', 'launch', 'both'];
export const PROPERTY_TYPES: readonly PropertyType[] = ['house', 'apartment', 'land', 'rural', 'commercial'];
export const IPTU_PERIODICITIES: readonly IptuPeriodicity[] = ['monthly', 'annually', 'single_payment'];
export const PROPERTY_STATUSES: readonly PropertyStatus[] = ['in_analysis', 'approved', 'rejected'];
export const USER_ROLES: readonly UserRole[] = ['broker', 'leadbroker', 'adminbroker', 'administrative'];
export const VIDEO_TYPES: readonly VideoType[] = ['internal', 'external'];
export const CONTACT_INTERESTS: readonly ContactInterest[] = ['buy', 'rent', 'sell', 'rent_out', 'others'];
export const PORTAL_LEVELS: readonly PortalLevel[] = ['standard', 'premium', 'super_premium'];
export const ADDRESS_PRIVACY_CHOICES: readonly AddressPrivacy[] = ['full', 'street', 'neighborhood'];

/**
 * Where a lead came from: the contact form, an owner registration, a click on a chat link, a portal that posted
 * it (ZAP Imóveis, Viva Real, OLX, Chaves na Mão), or a visit a visitor booked from the listing.
 */
export type LeadSource = 'contact' | 'registration' | 'whatsapp' | 'zap' | 'vivareal' | 'olx' | 'chavesnamao' | 'visit';
export type LeadStatus = 'new' | 'in_progress' | 'converted' | 'discarded';
/** What happened to a lead, in its history. */
export type LeadEventKind = 'created' | 'assigned' | 'status' | 'converted' | 'handed_over' | 'chat';
/**
 * How new leads are handed out: by staff (manual), to the property's responsible broker, or in turn to the active
 * brokers on duty.
 */
export type DistributionMode = 'manual' | 'property_broker' | 'duty_rotation';

export const LEAD_SOURCES: readonly LeadSource[] = [
  'contact',
  'registration',
  'whatsapp',
  'zap',
  'vivareal',
  'olx',
  'chavesnamao',
  'visit',
];
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'in_progress', 'converted', 'discarded'];
export const DISTRIBUTION_MODES: readonly DistributionMode[] = ['manual', 'property_broker', 'duty_rotation'];

export interface PropertiesTable {
  id: Generated<number>;
  year: number;
  /** The page's address: from the title and the id (`catalogue/identity.ts`), written in the insert's transaction. Unique. */
  slug: string;
  /**
   * The property's code as displayed: the one staff typed, or the generated one (operation prefix, id,
   * year) written in the insert's transaction. Unique whatever the letter case.
   */
  code: string;
  title: string;
  description: string | null;
  highlights: string | null;
  reference_point: string | null;
  operation: Operation;
  type: PropertyType;
  price: Decimal;
  /** Monthly rent of a property offered for both sale and rent (`price` is then the sale price). */
  rental_price: Decimal;
  bedrooms: Count;
  bathrooms: Count;
  suites: Count;
  garage: Count;
  area: Decimal;
  total_area: Decimal;
  usable_area: Decimal;
  built_area: Decimal;
  lot_area: Decimal;
  lot_front: Decimal;
  lot_back: Decimal;
  iptu_value: Decimal;
  iptu_periodicity: IptuPeriodicity | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string;
  state: string | null;
  zip_code: string | null;
  responsible_broker: string | null;
  responsible_broker_phone: string | null;
  user_id: number | null;
  client_id: number | null;
  status: ColumnType<PropertyStatus, PropertyStatus | undefined, PropertyStatus>;
  is_active: Flag;
  is_reserved: Flag;
  is_launch: Flag;
  /** JSON text of feature keys, e.g. `["pool","school"]`. */
  features: JsonList;
  subdivision_name: string | null;
  delivery_date: string | null;
  ready_to_build: Flag;
  /** JSON text of image file names; the first is the main photo. */
  images: JsonList;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  terms_accepted: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Title, city and neighbourhood folded as the staff list searches them (`propertySearchText`); kept on every write. */
  search_text: string;
  /** Marked for the portals' feed. */
  portal_publish: Flag;
  portal_level: ColumnType<PortalLevel, PortalLevel | undefined, PortalLevel>;
  /** Why staff rejected the property, as its owner reads it; null unless the status is rejected. */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** How much of the address the site, its structured data and the portals' feed show ('street' by default). */
  address_privacy: ColumnType<AddressPrivacy, AddressPrivacy | undefined, AddressPrivacy>;
  /** When the property last became approved; null while it never was. */
  approved_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person's data in this record was anonymized (LGPD); null while it was not. */
  anonymized_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompaniesTable {
  id: Generated<number>;
  document: string;
  creci: string;
  name: string;
  phone: string | null;
  whatsapp: string;
  email: string;
  zip_code: string | null;
  address: string | null;
  number: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The contact the portals' feed gives; null: the company's own name, e-mail, phone, and the public site. */
  feed_contact_name: ColumnType<string | null, string | null | undefined, string | null>;
  feed_email: ColumnType<string | null, string | null | undefined, string | null>;
  feed_phone: ColumnType<string | null, string | null | undefined, string | null>;
  feed_website: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Brokers and back-office staff share this table; `role` tells them apart. */
interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** argon2id; null until a password is set. */
  password_hash: string | null;
  role: UserRole;
  creci: string | null;
  phone: string | null;
  is_active: Flag;
  is_plantao: Flag;
  leadbroker_id: number | null;
  /** Photo file name under the images folder. */
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PermissionsTable {
  id: Generated<number>;
  description: string;
  identifier: string;
}

interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
}

interface ClientsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The name folded as the clients list searches and sorts it (`searchKey`); kept on every write. */
  search_name: string;
  /** When the person's data in this record was anonymized (LGPD); null while it was not. */
  anonymized_at: ColumnType<string | null, string | null | undefined, string | null>;
}

interface VideosTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  video_url: string;
  video_url_embed: string | null;
  type: VideoType;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A day the agency does not work, in São Paulo (`AAAA-MM-DD`), one row per day. */
interface HolidaysTable {
  id: Generated<number>;
  day: string;
  name: string;
  created_at: Timestamp;
}

interface ContractTemplatesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** The file's random name in `DATA_DIR/contract-templates`, or null when the template has no file. */
  stored_file: string | null;
  /** The name the file was sent with, given back on download. */
  file_name: string | null;
  /** What the file's content was checked to be. */
  file_kind: TemplateFileKind | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Contact form messages; their mail to the agency waits in `outbox`. */
interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest | null;
  message: string;
  created_at: Timestamp;
  /** When the person's data in this record was anonymized (LGPD); null while it was not. */
  anonymized_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * Every outgoing mail, written in the same transaction as what it tells about, then delivered by one
 * worker with retries. The text is rendered when queued.
 */
interface OutboxTable {
  id: Generated<number>;
  kind: MailKind;
  /** The row the mail is about: the contact message or the property. */
  reference_id: number | null;
  /** Null: the agency itself (MAIL_TO, else the company's e-mail), read when the mail is sent. */
  to_address: string | null;
  reply_to_name: string | null;
  reply_to_address: string | null;
  subject: string;
  body: string;
  /** An iCalendar invitation sent with the mail (text/calendar), e.g. a visit confirmed; null for most mails. */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Count;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: Timestamp;
}

interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
}

interface PostalCodeCacheTable {
  cep: string;
  uf: string | null;
  logradouro: string | null;
  localidade: string | null;
  bairro: string | null;
  not_found: Flag;
  fetched_at: string;
}

/** Requests counted per call and client address in fixed windows; rows past `expires_at` are pruned. */
interface RateLimitsTable {
  bucket: string;
  address: string;
  window_start: string;
  hits: number;
  expires_at: string;
}

/** The portals' feed token: one row, made on first use, replaced when staff ask for a new address. */
interface PortalFeedTable {
  id: Generated<number>;
  token: string;
  created_at: Timestamp;
  /** The feed's version when last asked for, and when that version was first seen: the feed's Last-Modified. */
  version: ColumnType<string | null, string | null | undefined, string | null>;
  version_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The lead inbox: every contact message, owner registration and chat click. */
export interface LeadsTable {
  id: Generated<number>;
  source: LeadSource;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** Unknown for a chat click. */
  name: string | null;
  phone: string | null;
  email: string | null;
  /** The contact form's interest. */
  interest: ContactInterest | null;
  message: string | null;
  property_id: number | null;
  /** The property's responsible user when the lead came in, or the consultant clicked. */
  broker_id: number | null;
  assigned_to: number | null;
  client_id: number | null;
  /** The page a chat click came from. */
  page: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Name, e-mail, phone digits and property code, folded as the inbox searches them; kept on every write. */
  search_text: string;
  /** A portal's own id of the lead: one lead per source and id. */
  origin_lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The listing code a portal named, kept when no property has it. */
  listing_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the distribution acts on the lead next: hands it out, or passes it on untaken; null when it will not. */
  handover_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first move to 'Em atendimento', conversion or chat opened from the lead; null until then. */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person's data in this record was anonymized (LGPD); null while it was not. */
  anonymized_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The agency's distribution of new leads: one row. `last_broker_id` is whose turn was last. */
interface LeadDistributionTable {
  id: Generated<number>;
  mode: DistributionMode;
  handover_minutes: number;
  last_broker_id: number | null;
  updated_at: Timestamp;
}

/** Each portal's lead address secret, as the SHA-256 (hex) of the secret shown once to staff. */
interface PortalLeadKeysTable {
  id: Generated<number>;
  portal: string;
  secret_hash: string;
  created_at: Timestamp;
}

/** A document a portal posted that could not be read as a lead, kept 30 days for staff to read. */
interface PortalLeadRejectsTable {
  id: Generated<number>;
  portal: string;
  body: string;
  reason: string;
  received_at: Timestamp;
}

/** A lead's history; `user_id` null when a visitor did it. `detail` holds the new status or assignee. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  kind: LeadEventKind;
  detail: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** Links for staff who forgot their password: the SHA-256 (hex) of each token; single use, valid 30 minutes. */
interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: string;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One entry of the audit trail; append-only (the database refuses updates and deletes). `changes` is JSON. */
interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  address: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  record_label: string | null;
  changes: string;
}

/** The values of a person's own fields in an entry, kept apart so that erasing the person may delete them. */
interface AuditPersonalValuesTable {
  entry_id: number;
  record_type: string;
  record_id: number;
  record_label: string | null;
  changes: string;
}

/** The public forms whose sending records the visitor's consent to the privacy notice. */
export type ConsentForm = 'contact' | 'registration' | 'chat' | 'visit';

/** A visitor's consent to the privacy notice, stored with the record their form made. */
interface PrivacyConsentsTable {
  id: Generated<number>;
  form: ConsentForm;
  /** 'contact_message', 'property' or 'lead'. */
  record_type: string;
  record_id: number;
  notice_version: string;
  accepted_at: string;
  /** The visitor's address; cleared when the person is anonymized. */
  address: string | null;
}

/** The LGPD settings, one row: how long a lead never converted is kept, and when that retention last ran. */
interface PrivacySettingsTable {
  id: Generated<number>;
  lead_retention_months: number;
  retention_ran_at: string | null;
  updated_at: string;
}

/** The owner's private tracking links: only the SHA-256 (hex) of each token is stored; every one issued stays valid. */
interface RegistrationTrackingTable {
  id: Generated<number>;
  property_id: number;
  token_hash: string;
  created_at: Timestamp;
}

/**
 * A visit's course: requested (by a visitor, or booked by staff), confirmed by staff, then done or missed by the
 * client (no_show); cancelled at any time before.
 */
export type VisitStatus = 'requested' | 'confirmed' | 'done' | 'cancelled' | 'no_show';

/** A property shown by its broker to a person, from `starts_at` to `ends_at` (ISO instants, UTC). */
interface VisitsTable {
  id: Generated<number>;
  property_id: number;
  broker_id: number;
  lead_id: number | null;
  client_id: number | null;
  /** The person's name, phone and e-mail as given when the visit was booked. */
  name: string;
  phone: string;
  email: string | null;
  starts_at: string;
  ends_at: string;
  status: ColumnType<VisitStatus, VisitStatus | undefined, VisitStatus>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client's interest after the visit, from 1 (none) to 5 (wants it). */
  interest: ColumnType<number | null, number | null | undefined, number | null>;
  outcome_comment: ColumnType<string | null, string | null | undefined, string | null>;
  outcome_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the visitor's private link token; null for a visit staff booked without one. */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When and from which address the visitor confirmed on their link that the visit happened. */
  visitor_confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  visitor_confirmed_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the reminders of the day before were queued; null until then (each visit is reminded once). */
  reminder_queued_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff user who booked it; null when a visitor did. */
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the person's data in this record was anonymized (LGPD); null while it was not. */
  anonymized_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A broker's private calendar feed: its address holds the token, which staff replace to cut off an old subscription. */
interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: Timestamp;
}

/** A 'ficha de visita' generated for a visit: the PDF's private file in the store (`visit-records/…`). */
interface VisitRecordsTable {
  id: Generated<number>;
  visit_id: number;
  /** The file's random name under `visit-records/`. */
  stored_file: string;
  created_at: Timestamp;
  /** The staff user who generated it; null once that account is gone. */
  created_by: number | null;
}

/** A broker's agenda of one São Paulo day (`AAAA-MM-DD`), mailed once: the row is written with the queued mail. */
interface DailyAgendaMailsTable {
  id: Generated<number>;
  broker_id: number;
  day: string;
  queued_at: string;
}

/** A key of a property: what it opens, where it is kept and the code of its hook or tag; removed keys keep their history. */
interface PropertyKeysTable {
  id: Generated<number>;
  property_id: number;
  /** What it opens, e.g. 'Portão + apartamento'. */
  label: string;
  /** Where it is kept, e.g. 'Quadro da recepção'. */
  location: string;
  code: string | null;
  /** 0 once removed: it is no longer lent, and its checkouts stay in the history. */
  is_active: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A key lent to a broker (for a visit or not) until `due_at`; open while `checked_in_at` is null (one per key). */
interface KeyCheckoutsTable {
  id: Generated<number>;
  key_id: number;
  broker_id: number;
  visit_id: number | null;
  checked_out_at: string;
  checked_out_by: number | null;
  /** When it is due back (ISO instant, UTC); past it, an open checkout is 'Atrasada'. */
  due_at: string;
  checked_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  checked_in_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  properties: PropertiesTable;
  companies: CompaniesTable;
  users: UsersTable;
  permissions: PermissionsTable;
  user_permissions: UserPermissionsTable;
  clients: ClientsTable;
  videos: VideosTable;
  contract_templates: ContractTemplatesTable;
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
  sessions: SessionsTable;
  postal_code_cache: PostalCodeCacheTable;
  rate_limits: RateLimitsTable;
  portal_feed: PortalFeedTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  lead_distribution: LeadDistributionTable;
  password_resets: PasswordResetsTable;
  audit_entries: AuditEntriesTable;
  audit_personal_values: AuditPersonalValuesTable;
  privacy_consents: PrivacyConsentsTable;
  privacy_settings: PrivacySettingsTable;
  portal_lead_keys: PortalLeadKeysTable;
  portal_lead_rejects: PortalLeadRejectsTable;
  registration_tracking: RegistrationTrackingTable;
  holidays: HolidaysTable;
  visits: VisitsTable;
  calendar_feeds: CalendarFeedsTable;
  visit_records: VisitRecordsTable;
  daily_agenda_mails: DailyAgendaMailsTable;
  property_keys: PropertyKeysTable;
  key_checkouts: KeyCheckoutsTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type VideoRow = Selectable<VideosTable>;
export type HolidayRow = Selectable<HolidaysTable>;
export type VisitRow = Selectable<VisitsTable>;
export type VisitRecordRow = Selectable<VisitRecordsTable>;
export type PropertyKeyRow = Selectable<PropertyKeysTable>;
export type KeyCheckoutRow = Selectable<KeyCheckoutsTable>;
export type ContractTemplateRow = Selectable<ContractTemplatesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type PostalCodeRow = Selectable<PostalCodeCacheTable>;
