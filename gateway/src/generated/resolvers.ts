import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file sent in a multipart GraphQL request (graphql-multipart-request-spec). */
  Upload: { input: unknown; output: unknown; }
};

/** A result of an action with nothing to return but its outcome. */
export type ActionResult = {
  __typename?: 'ActionResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type Address = {
  __typename?: 'Address';
  city?: Maybe<Scalars['String']['output']>;
  complement?: Maybe<Scalars['String']['output']>;
  neighborhood?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** How much of a property's address the site, its structured data, its link preview and the portals' feed show. */
export type AddressPrivacy =
  /** Endereço completo: street, number, complement and postal code. */
  | 'FULL'
  /** Só o bairro: neighbourhood, city and state only. */
  | 'NEIGHBORHOOD'
  /** Só a rua: the street and postal code, without number and complement. */
  | 'STREET';

export type AnonymizePersonResult = {
  __typename?: 'AnonymizePersonResult';
  /** What was anonymized; null when refused. */
  counts?: Maybe<AnonymizedCounts>;
  /** A refusal the user can fix (no e-mail or phone, or a bad one), under the argument names (email, phone). */
  error?: Maybe<MutationError>;
  /** 'Dados da pessoa anonimizados.' when ok. */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** How many records of each kind an anonymization changed (all 0 for a person already anonymized). */
export type AnonymizedCounts = {
  __typename?: 'AnonymizedCounts';
  clients: Scalars['Int']['output'];
  consents: Scalars['Int']['output'];
  contactMessages: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  /** Photos of registrations never published, removed from storage. */
  photos: Scalars['Int']['output'];
  /** Portal documents naming the person, deleted. */
  portalRejects: Scalars['Int']['output'];
  registrations: Scalars['Int']['output'];
  visits: Scalars['Int']['output'];
};

/** What happened: a record written, or a moment of a session. */
export type AuditAction =
  | 'ANONYMIZED'
  | 'CREATED'
  | 'DELETED'
  | 'EXPORTED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_REQUESTED'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'SIGN_IN_FAILED'
  | 'UPDATED';

/** The member of staff who did it, named as they were then. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** Null when the entry kept only the name. */
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
};

/** One entry of the audit trail. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: AuditAction;
  /** Null for a visitor (with an address) or the product itself (without one). */
  actor?: Maybe<AuditActor>;
  /** The address the request came from; null for the product itself. */
  address?: Maybe<Scalars['String']['output']>;
  /** When (ISO 8601). */
  at: Scalars['String']['output'];
  /** In the record's order; empty for a moment of a session. */
  changes: Array<FieldChange>;
  id: Scalars['ID']['output'];
  /** Null for a record the agency has one of (the feed, the distribution). */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** How a reader recognizes the record (a property's code and title, a person's name); null once erased. */
  recordLabel?: Maybe<Scalars['String']['output']>;
  recordType: AuditRecordType;
};

/** What the 'Auditoria' screen searches by; every filter given must match. */
export type AuditFilter = {
  /** The first São Paulo day of the period, AAAA-MM-DD. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** One record of `recordType`. */
  recordId?: InputMaybe<Scalars['ID']['input']>;
  recordType?: InputMaybe<AuditRecordType>;
  /** The last São Paulo day of the period, AAAA-MM-DD. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Who did it (a staff account's id). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** One page of entries, newest first. The trail is long: no total, only whether an older page exists. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** Whether a page of older entries follows. */
  hasMore: Scalars['Boolean']['output'];
  items: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
};

/** The kinds of records the audit trail speaks of. */
export type AuditRecordType =
  /** A client (/app/clientes/editar/{id}). */
  | 'CLIENT'
  /** A company record (/app/empresa/editar/{id}). */
  | 'COMPANY'
  /** A holiday of the agency. */
  | 'HOLIDAY'
  /** A loan of a property's key, from its check-out to its check-in. */
  | 'KEY_CHECKOUT'
  /** A lead (/app/leads/{id}). */
  | 'LEAD'
  /** How new leads are handed out (one for the agency). */
  | 'LEAD_DISTRIBUTION'
  /** A portal's lead address. */
  | 'PORTAL_ADDRESS'
  /** The portals' feed address (one for the agency). */
  | 'PORTAL_FEED'
  /** The LGPD settings: how long leads never converted are kept (one for the agency, /app/privacidade). */
  | 'PRIVACY_SETTINGS'
  /** A property (/app/imoveis/editar/{id}). */
  | 'PROPERTY'
  /** A key of a property (its 'Chaves' tab). */
  | 'PROPERTY_KEY'
  /** A contract template (/app/modelos-documento/editar/{id}). */
  | 'TEMPLATE'
  /** A staff account, broker or not, whichever screen changed it; sign-ins and password resets are theirs too. */
  | 'USER'
  /** A video (/app/videos/editar/{id}). */
  | 'VIDEO'
  /** A visit in a broker's agenda. */
  | 'VISIT';

export type BookVisitResult = {
  __typename?: 'BookVisitResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  /** When the slot was taken meanwhile, the next free ones. */
  nextSlots: Array<VisitSlot>;
  ok: Scalars['Boolean']['output'];
  /** The private link's token: /visita/{token}. Given only here. */
  token?: Maybe<Scalars['String']['output']>;
  /** The visit's start written out: 'sábado, 5 de dezembro, às 10:00'. */
  writtenOut?: Maybe<Scalars['String']['output']>;
};

/** A broker (or any member of staff listed as one) as the back office manages them. */
export type Broker = {
  __typename?: 'Broker';
  creci?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  leaderId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  onDuty: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Image>;
  role: Role;
};

export type BrokerInput = {
  creci?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  leaderId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  onDuty?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only on create. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A broker's figures: the leads of the period assigned to them. */
export type BrokerLeadPerformance = {
  __typename?: 'BrokerLeadPerformance';
  broker: LeadPerson;
  figures: LeadResponseFigures;
};

export type BrokerPage = {
  __typename?: 'BrokerPage';
  items: Array<Broker>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type BrokerResult = {
  __typename?: 'BrokerResult';
  broker?: Maybe<Broker>;
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** Who may reuse a cached answer: anyone (PUBLIC) or only the same user (PRIVATE). */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

export type CalendarFeedResult = {
  __typename?: 'CalendarFeedResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The new address; the earlier one stopped working. */
  url?: Maybe<Scalars['String']['output']>;
};

export type CityCount = {
  __typename?: 'CityCount';
  city: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** A client of the agency (owner or tenant), as the clients screen shows it. */
export type Client = {
  __typename?: 'Client';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** A client as the property form's select offers it: nothing but the id and the name. */
export type ClientChoice = {
  __typename?: 'ClientChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ClientInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the clients list, by name. */
export type ClientPage = {
  __typename?: 'ClientPage';
  items: Array<Client>;
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ClientResult = {
  __typename?: 'ClientResult';
  client?: Maybe<Client>;
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** The agency itself: the first item of the public company call. */
export type Company = {
  __typename?: 'Company';
  address: Address;
  /** https://wa.me link to the company's phone, or null when it has none. */
  chatUrl?: Maybe<Scalars['String']['output']>;
  creci?: Maybe<Scalars['String']['output']>;
  document?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Display phone, as stored (digits and punctuation). */
  phone?: Maybe<Scalars['String']['output']>;
  whatsapp?: Maybe<Scalars['String']['output']>;
};

export type CompanyInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  creci?: InputMaybe<Scalars['String']['input']>;
  /** CNPJ, with or without punctuation. */
  document?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The feed's contact; an empty text clears it (the company's own is used). */
  feedContactName?: InputMaybe<Scalars['String']['input']>;
  feedEmail?: InputMaybe<Scalars['String']['input']>;
  feedPhone?: InputMaybe<Scalars['String']['input']>;
  feedWebsite?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  whatsapp?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type CompanyPage = {
  __typename?: 'CompanyPage';
  items: Array<CompanyRecord>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The company record as the back office edits it. */
export type CompanyRecord = {
  __typename?: 'CompanyRecord';
  address: Address;
  creci?: Maybe<Scalars['String']['output']>;
  document?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  feedContact: FeedContact;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  whatsapp?: Maybe<Scalars['String']['output']>;
};

export type CompanyResult = {
  __typename?: 'CompanyResult';
  company?: Maybe<CompanyRecord>;
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type CompanySortField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'NAME';

/** Which public form a consent to the privacy notice came with. */
export type ConsentForm =
  /** Um clique num link de WhatsApp do site. */
  | 'CHAT'
  /** Formulário de contato. */
  | 'CONTACT'
  /** Cadastro de imóvel pelo proprietário. */
  | 'REGISTRATION'
  /** Agendamento de visita pela página do imóvel. */
  | 'VISIT';

/** The kind of record a consent was stored with. */
export type ConsentRecordType =
  | 'CONTACT_MESSAGE'
  | 'LEAD'
  | 'PROPERTY'
  | 'VISIT';

/** A broker shown in the public consultants strip. */
export type Consultant = {
  __typename?: 'Consultant';
  /** Direct chat link, present only for consultants on duty who have a phone. */
  chatUrl?: Maybe<Scalars['String']['output']>;
  creci?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  onDuty: Scalars['Boolean']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
};

export type ContactInterest =
  | 'BUY'
  | 'OTHERS'
  | 'RENT'
  | 'RENT_OUT'
  | 'SELL';

/** A message from a visitor to the agency. Every field is checked by the API, which answers the pt-BR texts. */
export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  interest?: InputMaybe<ContactInterest>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /**
   * The version of the privacy notice (/privacidade) the form's page showed beside its button, e.g. 2026-11-27:
   * sending the form accepts it. Absent means the current version; one no longer valid is refused at this field.
   */
  privacyNoticeVersion?: InputMaybe<Scalars['String']['input']>;
};

/** A contract (document) template: a .doc, .docx or .pdf file staff download and fill in. */
export type ContractTemplate = {
  __typename?: 'ContractTemplate';
  description?: Maybe<Scalars['String']['output']>;
  /** Gateway address that downloads the file for a signed-in user (send the bearer token); null without a file. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** The file's original name, or null when the template has no file. */
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type ContractTemplateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ContractTemplateResult = {
  __typename?: 'ContractTemplateResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  template?: Maybe<ContractTemplate>;
};

export type DeleteResult = {
  __typename?: 'DeleteResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/**
 * One canonical feature set. Both REST key sets map here: pet_friendly and accepts_pets are PET_FRIENDLY,
 * near_school and school are NEAR_SCHOOL, near_pharmacy and pharmacy are NEAR_PHARMACY.
 */
export type Feature =
  | 'BACKYARD'
  | 'CALM_LOCATION'
  | 'CLOSETS'
  | 'COLD_FLOOR'
  | 'FAN'
  | 'FOOTBALL_COURT'
  | 'GRILL'
  | 'KITCHEN'
  | 'NEAR_PHARMACY'
  | 'NEAR_SCHOOL'
  | 'PET_FRIENDLY'
  | 'POOL'
  | 'SERVICE_AREA'
  | 'SPORTS_COURT'
  | 'TENNIS_COURT'
  | 'VOLLEYBALL_COURT';

/** The contact the feed's header gives the portals, as stored: null fields fall back to the company's own (site: the public site). */
export type FeedContact = {
  __typename?: 'FeedContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};

/**
 * One field of a record as an entry changed it. Values are the database's, as text: numbers in decimal ('650000',
 * '1'/'0' for flags), days AAAA-MM-DD, instants ISO 8601, lists as JSON text. A secret (a password, a token) has no
 * values, only `secret: true`.
 */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** Null when it has no value, for a secret, and on a record deleted. */
  after?: Maybe<Scalars['String']['output']>;
  /** Null when it had no value, for a secret, and on a record just created. */
  before?: Maybe<Scalars['String']['output']>;
  /** The column's name, e.g. price, status, is_active. */
  field: Scalars['String']['output'];
  /** Only that it changed is kept (never the value). */
  secret: Scalars['Boolean']['output'];
};

/** A message for one input field; `field` is the input field's name as in this schema (e.g. zipCode, mainImage). */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A day the agency does not work: no visit is booked on it. */
export type Holiday = {
  __typename?: 'Holiday';
  /** The calendar day in São Paulo, as AAAA-MM-DD. */
  day: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type HolidayInput = {
  /** AAAA-MM-DD (DD/MM/AAAA is read too). */
  day?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type HolidayResult = {
  __typename?: 'HolidayResult';
  error?: Maybe<MutationError>;
  holiday?: Maybe<Holiday>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** The 'Feriados' screen: one year's holidays in calendar order. */
export type HolidayYear = {
  __typename?: 'HolidayYear';
  items: Array<Holiday>;
  year: Scalars['Int']['output'];
};

/** A property photo with URLs for every width the site uses. */
export type Image = {
  __typename?: 'Image';
  /** A small WebP, about 640 px wide, for cards. */
  cardUrl: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** A 1200×630 JPEG cropped from the centre, for link previews (og:image); absolute when the public address is set. */
  shareUrl: Scalars['String']['output'];
  /** A srcset value listing the WebP widths 320, 640, 1080 and 1600. */
  srcSet: Scalars['String']['output'];
  /** The photo as uploaded (large). */
  url: Scalars['String']['output'];
};

export type IptuPeriodicity =
  | 'ANNUALLY'
  | 'MONTHLY'
  | 'SINGLE_PAYMENT';

/** One loan of a key, open until it is checked back in. */
export type KeyCheckout = {
  __typename?: 'KeyCheckout';
  broker: KeyPerson;
  checkedInAt?: Maybe<Scalars['String']['output']>;
  checkedInBy?: Maybe<KeyPerson>;
  checkedOutAt: Scalars['String']['output'];
  checkedOutBy?: Maybe<KeyPerson>;
  dueAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  keyId: Scalars['ID']['output'];
  keyLabel: Scalars['String']['output'];
  /** Past its due time and not back: 'Atrasada'. */
  overdue: Scalars['Boolean']['output'];
  property: KeyProperty;
  visitId?: Maybe<Scalars['ID']['output']>;
};

export type KeyCheckoutInput = {
  /** Ignored for a broker without imoveis or agenda, who takes the key themselves. */
  brokerId?: InputMaybe<Scalars['ID']['input']>;
  /** When it is due back: AAAA-MM-DD HH:MM in São Paulo, or an ISO instant; after now, within 14 days. */
  dueAt?: InputMaybe<Scalars['String']['input']>;
  /** A visit of the property by that broker, not cancelled. */
  visitId?: InputMaybe<Scalars['ID']['input']>;
};

/** Who holds a key now. */
export type KeyHolder = {
  __typename?: 'KeyHolder';
  broker: KeyPerson;
  checkoutId: Scalars['ID']['output'];
  dueAt: Scalars['String']['output'];
  /** Past its due time and not back: 'Atrasada'. */
  overdue: Scalars['Boolean']['output'];
  /** When it was taken, and when it is due back (ISO 8601). */
  since: Scalars['String']['output'];
  /** The visit it was taken for, if any. */
  visitId?: Maybe<Scalars['ID']['output']>;
};

/** Someone named on a key's loan: the broker who took it, who lent it, who took it back. */
export type KeyPerson = {
  __typename?: 'KeyPerson';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type KeyProperty = {
  __typename?: 'KeyProperty';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A key of a property: what it opens, where it is kept, its code, and who holds it now. */
export type KeyRecord = {
  __typename?: 'KeyRecord';
  code?: Maybe<Scalars['String']['output']>;
  /** Null while it is in its place. */
  holder?: Maybe<KeyHolder>;
  id: Scalars['ID']['output'];
  /** What it opens, e.g. 'Portão + apartamento'. */
  label: Scalars['String']['output'];
  /** Where it is kept. */
  location: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
};

/** A visit of the property a loan may be for. */
export type KeyVisitChoice = {
  __typename?: 'KeyVisitChoice';
  brokerId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The visitor's name. */
  name: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
};

/** A lead with everything it says and its history. */
export type Lead = {
  __typename?: 'Lead';
  assignee?: Maybe<LeadPerson>;
  broker?: Maybe<LeadPerson>;
  /** The client it was converted into. */
  clientId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Oldest first. */
  events: Array<LeadEvent>;
  /** Its first response (ISO 8601): the first move to IN_PROGRESS, a conversion or a chat opened from the lead; null until then. */
  firstResponseAt?: Maybe<Scalars['String']['output']>;
  /** When the automatic distribution passes it on if it is still untaken (ISO 8601); null when it will not. */
  handoverAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The contact form's interest. */
  interest?: Maybe<ContactInterest>;
  /** The listing code a portal named when no property has it (the property is then unknown). */
  listingCode?: Maybe<Scalars['String']['output']>;
  /** The contact form's message. */
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The page a chat click came from. */
  page?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  property?: Maybe<LeadProperty>;
  source: LeadSource;
  status: LeadStatus;
  updatedAt: Scalars['String']['output'];
};

/** How the agency hands out its new leads. */
export type LeadDistribution = {
  __typename?: 'LeadDistribution';
  /** The minutes a lead waits to be taken before the distribution passes it on (1 to 1440). */
  handoverMinutes: Scalars['Int']['output'];
  mode: LeadDistributionMode;
};

/** How new leads are handed out. */
export type LeadDistributionMode =
  /** Rodízio do plantão: the active brokers on duty get the leads in turn. */
  | 'DUTY_ROTATION'
  /** Manual: staff assign each lead. */
  | 'MANUAL'
  /** Corretor responsável pelo imóvel: the property's responsible broker gets the lead. */
  | 'PROPERTY_BROKER';

export type LeadDistributionResult = {
  __typename?: 'LeadDistributionResult';
  /** The setting as saved; null when refused. */
  distribution?: Maybe<LeadDistribution>;
  /** A refusal the user can fix, under the argument names (mode, handoverMinutes). */
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** One entry of a lead's history. */
export type LeadEvent = {
  __typename?: 'LeadEvent';
  /** Who did it; null for a visitor (the lead's arrival). */
  actor?: Maybe<LeadPerson>;
  /** ASSIGNED and HANDED_OVER: the new assignee; null when the lead was unassigned. */
  assignee?: Maybe<LeadPerson>;
  /** When (ISO 8601). */
  at: Scalars['String']['output'];
  /** CONVERTED: the client's id, for /app/clientes/editar/{id}. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** HANDED_OVER: the name of the broker the lead left. */
  fromName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: LeadEventKind;
  /** HANDED_OVER: the minutes the lead waited untaken. */
  minutes?: Maybe<Scalars['Int']['output']>;
  /** CREATED: where the lead came from. */
  source?: Maybe<LeadSource>;
  /** STATUS: the new status. */
  status?: Maybe<LeadStatus>;
};

/** What happened to a lead. */
export type LeadEventKind =
  /** It was assigned to someone (assignee), or unassigned (no assignee). */
  | 'ASSIGNED'
  /** Someone opened the lead's WhatsApp from the back office (actor). */
  | 'CHAT'
  /** It was converted into a client (clientId). */
  | 'CONVERTED'
  /** It came in (source: where from). */
  | 'CREATED'
  /** The automatic distribution passed it on untaken (fromName: the broker it left, assignee: the one it went to, minutes: how long it waited). */
  | 'HANDED_OVER'
  /** Its status changed (status: the new one). */
  | 'STATUS';

/** One page of the lead inbox, newest first. */
export type LeadPage = {
  __typename?: 'LeadPage';
  items: Array<LeadSummary>;
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  /** Every lead matching the search and filters, across pages. */
  total: Scalars['Int']['output'];
};

/** The 'Desempenho' view of a period of São Paulo days. */
export type LeadPerformance = {
  __typename?: 'LeadPerformance';
  /** Every lead of the period, assigned or not. */
  agency: LeadResponseFigures;
  /** How many of the agency's leads were assigned to someone. */
  assigned: Scalars['Int']['output'];
  /** Most leads first. */
  brokers: Array<BrokerLeadPerformance>;
  /** AAAA-MM-DD, the first day of the period. */
  from: Scalars['String']['output'];
  /** AAAA-MM-DD, the last day of the period. */
  to: Scalars['String']['output'];
  weeks: Array<LeadPerformanceWeek>;
};

/** One week of the period, Monday first (São Paulo); the first and the last week count only the period's days. */
export type LeadPerformanceWeek = {
  __typename?: 'LeadPerformanceWeek';
  /** Every source, in the inbox's order, those without leads with 0. */
  sources: Array<LeadSourceCount>;
  /** The week's Monday, AAAA-MM-DD. */
  start: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** A member of staff named on a lead: its broker, its assignee or who changed it. */
export type LeadPerson = {
  __typename?: 'LeadPerson';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A portal that posts the leads it receives to the site's lead address. */
export type LeadPortal =
  /** Chaves na Mão; the secret is the HTTP Basic password. */
  | 'CHAVES_NA_MAO'
  /** Grupo OLX: ZAP Imóveis, Viva Real and OLX; the secret is part of the address. */
  | 'GRUPO_OLX';

/** The property a lead is about. */
export type LeadProperty = {
  __typename?: 'LeadProperty';
  code?: Maybe<Scalars['String']['output']>;
  /** The property's id, for its form at /app/imoveis/editar/{id}. */
  id: Scalars['ID']['output'];
  /** For its public page at /imovel/{slug}. */
  slug?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/**
 * How fast leads were answered: the first response is the first move to 'Em atendimento', the conversion or a chat
 * opened from the lead. Unanswered leads count in `leads` and not in the minutes.
 */
export type LeadResponseFigures = {
  __typename?: 'LeadResponseFigures';
  answered: Scalars['Int']['output'];
  /** converted / leads, from 0 to 1; null without leads. */
  conversionRate?: Maybe<Scalars['Float']['output']>;
  converted: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  /** Median of the minutes from arrival to first response, over the answered leads; null when none was answered. */
  medianMinutes?: Maybe<Scalars['Float']['output']>;
  /** 90th percentile of the same minutes; null when none was answered. */
  p90Minutes?: Maybe<Scalars['Float']['output']>;
};

export type LeadResult = {
  __typename?: 'LeadResult';
  error?: Maybe<MutationError>;
  lead?: Maybe<Lead>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** Where a lead came from. */
export type LeadSource =
  /** Chaves na Mão: posted by the portal. */
  | 'CHAVESNAMAO'
  /** Formulário de contato: a message sent through the public contact form. */
  | 'CONTACT'
  /** OLX: posted by the portal (Grupo OLX's lead integration). */
  | 'OLX'
  /** Cadastro de imóvel: an owner's registration of a property. */
  | 'REGISTRATION'
  /** Agendamento: a visit a visitor booked from the property page. */
  | 'VISIT'
  /** Viva Real: posted by the portal (Grupo OLX's lead integration). */
  | 'VIVAREAL'
  /** WhatsApp: a click on a chat link ('Falar com o Corretor', a consultant's WhatsApp). */
  | 'WHATSAPP'
  /** ZAP Imóveis: posted by the portal (Grupo OLX's lead integration). */
  | 'ZAP';

/** How many leads of one source arrived in a week. */
export type LeadSourceCount = {
  __typename?: 'LeadSourceCount';
  count: Scalars['Int']['output'];
  source: LeadSource;
};

/** Where a lead stands. */
export type LeadStatus =
  /** Convertido */
  | 'CONVERTED'
  /** Descartado */
  | 'DISCARDED'
  /** Em atendimento */
  | 'IN_PROGRESS'
  /** Novo */
  | 'NEW';

/** A lead as the inbox lists it. */
export type LeadSummary = {
  __typename?: 'LeadSummary';
  assignee?: Maybe<LeadPerson>;
  /** The property's responsible user when the lead came in, or the consultant clicked. */
  broker?: Maybe<LeadPerson>;
  /** When it came in (ISO 8601). */
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Its first response (ISO 8601): the first move to IN_PROGRESS, a conversion or a chat opened from the lead; null until then. */
  firstResponseAt?: Maybe<Scalars['String']['output']>;
  /** When the automatic distribution passes it on if it is still untaken (ISO 8601); null when it will not. */
  handoverAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The listing code a portal named when no property has it (the property is then unknown). */
  listingCode?: Maybe<Scalars['String']['output']>;
  /** Null for a chat click, whose visitor is unknown. */
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  propertyCode?: Maybe<Scalars['String']['output']>;
  propertyId?: Maybe<Scalars['ID']['output']>;
  source: LeadSource;
  status: LeadStatus;
};

export type LoginResult = {
  __typename?: 'LoginResult';
  error?: Maybe<MutationError>;
  ok: Scalars['Boolean']['output'];
  session?: Maybe<Session>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Anonymizes everything held about the person with this e-mail or phone, at once and for good: personal fields
   * replaced, portal documents naming them deleted, photos of registrations never published removed; recorded in the
   * audit trail. Needs permission privacidade.
   */
  anonymizePerson: AnonymizePersonResult;
  /** Assigns the lead to an active broker; a null userId unassigns it. Needs permission leads. */
  assignLead: LeadResult;
  /** A visitor asks for a visit; a slot taken meanwhile comes back with the next free ones. */
  bookVisit: BookVisitResult;
  /** The visitor cancels their visit, before its time. */
  cancelMyVisit: VisitorVisitResult;
  /** Cancels a visit, with the reason. Needs permission agenda. */
  cancelVisit: VisitResult;
  /** Sets a broker's password (at least 6 characters) and ends their other sessions. */
  changeBrokerPassword: ActionResult;
  /** Moves the lead to NEW, IN_PROGRESS or DISCARDED. CONVERTED comes only with a client, through convertLeadToClient; a converted lead keeps its status. Needs permission leads. */
  changeLeadStatus: LeadResult;
  /**
   * Sets the approval status; with notifyClient (default true) the property's client (or the owner who registered it)
   * is told by email, with a link to the owner's tracking page. REJECTED needs a reason ('Motivo'), which the owner reads.
   */
  changePropertyStatus: StaffPropertyResult;
  /** Sets a user's password (at least 6 characters) and ends their other sessions. */
  changeUserPassword: ActionResult;
  /** Takes a key back: its holder, or a holder of imoveis or agenda. */
  checkInKey: PropertyKeyResult;
  /** Lends a key until a due time; a key already out is refused naming its holder. Needs imoveis or agenda, or the role broker (to themselves). */
  checkOutKey: PropertyKeyResult;
  /** The visitor confirms, after its time, that they visited ('Confirmo que visitei este imóvel'). */
  confirmMyVisit: VisitorVisitResult;
  /** Confirms a requested visit. Needs permission agenda. */
  confirmVisit: VisitResult;
  /**
   * 'Converter em cliente': links the lead to the client with its e-mail or phone, or creates one from its name, phone and
   * e-mail; the lead becomes CONVERTED. Needs permission leads.
   */
  convertLeadToClient: LeadResult;
  /** Creates a broker (role broker) with an optional photo. */
  createBroker: BrokerResult;
  createClient: ClientResult;
  /** Creates a template; the file (.doc, .docx or .pdf) is required. */
  createContractTemplate: ContractTemplateResult;
  /** Marks one day as a holiday; a second holiday on the same day is refused. Needs permission agenda. */
  createHoliday: HolidayResult;
  /** Creates a property. mainImage becomes the first photo; otherImages follow it. */
  createProperty: StaffPropertyResult;
  createUser: UserResult;
  createVideo: VideoResult;
  /** Books a visit, confirmed at once; one that overlaps another of the broker is refused, naming it. Needs permission agenda. */
  createVisit: VisitResult;
  /** Removes a holiday. Needs permission agenda. */
  deleteHoliday: DeleteResult;
  /** Deletes a property and its photos. */
  deleteProperty: DeleteResult;
  /**
   * Generates a new 'ficha de visita' of the visit (from its start time on, never for a cancelled visit): answers the visit
   * with its fichas. Needs permission agenda, or the visit's own broker.
   */
  generateVisitRecord: VisitResult;
  /** Signs in. Wrong credentials come back as data with the API's pt-BR message. */
  login: LoginResult;
  /** Revokes the bearer token of this request. */
  logout: Scalars['Boolean']['output'];
  /**
   * Records that the user opened the lead's WhatsApp (its history, and its first response if it had none); answers the
   * lead as it is now. Needs permission leads.
   */
  recordLeadChat: Lead;
  /** Records, after its time, whether the client came and, if so, their interest (1 to 5) and a comment. */
  recordVisitOutcome: VisitResult;
  /** Replaces the feed's token: the old address stops working at once. Needs permission imoveis and a role other than broker. */
  regeneratePortalFeedToken: PortalFeedResult;
  /** Registers a property for analysis with its photos: the main one and up to 19 more, JPG or PNG, 15 MB each. */
  registerProperty: RegisterPropertyResult;
  /** Registers a key of a property. Needs permission imoveis (a broker: their own properties). */
  registerPropertyKey: PropertyKeyResult;
  /** Removes a key, kept in the history; refused while it is lent. Needs permission imoveis. */
  removePropertyKey: DeleteResult;
  /** A new address for the signed-in user's calendar feed: the earlier one stops working. Needs permission agenda. */
  replaceCalendarFeed: CalendarFeedResult;
  /**
   * Generates a new secret for the portal's lead address and answers it this once: the old address stops working at
   * once. Needs permission leads and a role other than broker.
   */
  replacePortalLeadSecret: PortalLeadSecretResult;
  /**
   * 'Esqueci minha senha': mails a single-use link for a new password to the active member of staff with this e-mail.
   * The answer is the same whether or not anyone has it.
   */
  requestPasswordReset: ActionResult;
  /** The visitor moves their visit to another free slot, before its time. */
  rescheduleMyVisit: VisitorVisitResult;
  /** Moves a visit to another time of the same broker. Needs permission agenda. */
  rescheduleVisit: VisitResult;
  /** Sets a new password with the link's token; every session of that user ends. */
  resetPassword: ActionResult;
  /**
   * Changes how new leads are handed out and the minutes a lead waits to be taken; leads already waiting keep their
   * time. Needs permissions leads and usuarios (the administrators).
   */
  saveLeadDistribution: LeadDistributionResult;
  /**
   * Sets how many months a lead never converted is kept. Needs permissions privacidade and usuarios (FORBIDDEN with
   * 'Apenas a administração pode mudar o prazo de guarda dos leads.' otherwise).
   */
  savePrivacySettings: PrivacySettingsResult;
  /** Stores the message and mails it to the agency (kept in an outbox until mail succeeds). */
  sendContactMessage: SendContactMessageResult;
  /** Updates a broker; a new photo replaces the old one, removePhoto drops it. */
  updateBroker: BrokerResult;
  updateClient: ClientResult;
  updateCompany: CompanyResult;
  /** Updates a template; the existing file is kept unless a new one is sent. */
  updateContractTemplate: ContractTemplateResult;
  /** Updates a property: a new mainImage replaces the first photo, imagesToDelete (file names) are removed. */
  updateProperty: StaffPropertyResult;
  /** Changes a key's label, place or code. Needs permission imoveis. */
  updatePropertyKey: PropertyKeyResult;
  updateUser: UserResult;
  updateVideo: VideoResult;
};


export type MutationAnonymizePersonArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAssignLeadArgs = {
  id: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationBookVisitArgs = {
  input: VisitRequestInput;
  slug: Scalars['String']['input'];
};


export type MutationCancelMyVisitArgs = {
  token: Scalars['String']['input'];
};


export type MutationCancelVisitArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeBrokerPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationChangeLeadStatusArgs = {
  id: Scalars['ID']['input'];
  status: LeadStatus;
};


export type MutationChangePropertyStatusArgs = {
  id: Scalars['ID']['input'];
  notifyClient?: InputMaybe<Scalars['Boolean']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  status: PropertyStatus;
};


export type MutationChangeUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


export type MutationCheckInKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCheckOutKeyArgs = {
  id: Scalars['ID']['input'];
  input: KeyCheckoutInput;
};


export type MutationConfirmMyVisitArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmVisitArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConvertLeadToClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateBrokerArgs = {
  input: BrokerInput;
  photo?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationCreateClientArgs = {
  input: ClientInput;
};


export type MutationCreateContractTemplateArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  input: ContractTemplateInput;
};


export type MutationCreateHolidayArgs = {
  input: HolidayInput;
};


export type MutationCreatePropertyArgs = {
  input: PropertyInput;
  mainImage?: InputMaybe<Scalars['Upload']['input']>;
  otherImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
};


export type MutationCreateUserArgs = {
  input: UserInput;
};


export type MutationCreateVideoArgs = {
  input: VideoInput;
};


export type MutationCreateVisitArgs = {
  input: VisitInput;
};


export type MutationDeleteHolidayArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePropertyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGenerateVisitRecordArgs = {
  visitId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRecordLeadChatArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordVisitOutcomeArgs = {
  attended?: InputMaybe<Scalars['Boolean']['input']>;
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  interest?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRegisterPropertyArgs = {
  input: PropertyRegistrationInput;
  mainImage?: InputMaybe<Scalars['Upload']['input']>;
  otherImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
};


export type MutationRegisterPropertyKeyArgs = {
  input: PropertyKeyInput;
  propertyId: Scalars['ID']['input'];
};


export type MutationRemovePropertyKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplacePortalLeadSecretArgs = {
  portal: LeadPortal;
};


export type MutationRequestPasswordResetArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRescheduleMyVisitArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationRescheduleVisitArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  time?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveLeadDistributionArgs = {
  handoverMinutes: Scalars['Int']['input'];
  mode: LeadDistributionMode;
};


export type MutationSavePrivacySettingsArgs = {
  leadRetentionMonths: Scalars['Int']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationUpdateBrokerArgs = {
  id: Scalars['ID']['input'];
  input: BrokerInput;
  photo?: InputMaybe<Scalars['Upload']['input']>;
  removePhoto?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientInput;
};


export type MutationUpdateCompanyArgs = {
  id: Scalars['ID']['input'];
  input: CompanyInput;
};


export type MutationUpdateContractTemplateArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  id: Scalars['ID']['input'];
  input: ContractTemplateInput;
};


export type MutationUpdatePropertyArgs = {
  id: Scalars['ID']['input'];
  imagesToDelete?: InputMaybe<Array<Scalars['String']['input']>>;
  input: PropertyInput;
  mainImage?: InputMaybe<Scalars['Upload']['input']>;
  otherImages?: InputMaybe<Array<Scalars['Upload']['input']>>;
};


export type MutationUpdatePropertyKeyArgs = {
  id: Scalars['ID']['input'];
  input: PropertyKeyInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserInput;
};


export type MutationUpdateVideoArgs = {
  id: Scalars['ID']['input'];
  input: VideoInput;
};

/** An expected failure: the pt-BR message to show and the messages of each field at fault. */
export type MutationError = {
  __typename?: 'MutationError';
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

/** How a property is offered. LAUNCH and BOTH come from the REST values launch and both. */
export type Operation =
  | 'BOTH'
  | 'LAUNCH'
  | 'RENT'
  | 'SALE';

/** The keys past due: every one for administrators (permission usuarios), the user's own for the rest. */
export type OverdueKeys = {
  __typename?: 'OverdueKeys';
  everyone: Scalars['Boolean']['output'];
  /** The five most overdue. */
  items: Array<KeyCheckout>;
  total: Scalars['Int']['output'];
};

/** A back-office permission; identifier is one of imoveis, clientes, corretores, videos, modelos-documento, usuarios, empresa. */
export type Permission = {
  __typename?: 'Permission';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
};

/** A client record holding the person's e-mail or phone. */
export type PersonClient = {
  __typename?: 'PersonClient';
  active: Scalars['Boolean']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** As stored (digits, or as typed). */
  phone: Scalars['String']['output'];
};

/** A message the person sent through the public contact form. */
export type PersonContactMessage = {
  __typename?: 'PersonContactMessage';
  /** When it was sent (ISO 8601). */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  interest?: Maybe<ContactInterest>;
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** Everything the agency holds about one person, found by their e-mail or phone. Anonymized records are found no more. */
export type PersonData = {
  __typename?: 'PersonData';
  clients: Array<PersonClient>;
  consents: Array<PrivacyConsent>;
  contactMessages: Array<PersonContactMessage>;
  /**
   * The gateway's download of this data (a zip with dados-pessoais.json and dados-pessoais.csv): fetched with the user's
   * bearer token, never cached; each download is recorded in the audit trail.
   */
  exportUrl: Scalars['String']['output'];
  leads: Array<PersonLead>;
  portalRejects: Array<PersonPortalReject>;
  registrations: Array<PersonRegistration>;
  visits: Array<PersonVisit>;
};

/** A lead of the person: one with their e-mail or phone, or one converted into a client of theirs. */
export type PersonLead = {
  __typename?: 'PersonLead';
  /** The client the lead was converted into, if any. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** When it arrived (ISO 8601). */
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  /** Null for a chat click, which names no one. */
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** The property the lead asked about, if any. */
  propertyId?: Maybe<Scalars['ID']['output']>;
  source: LeadSource;
  status: LeadStatus;
};

/** A document a portal posted that could not be read as a lead and that names the person (kept 30 days). */
export type PersonPortalReject = {
  __typename?: 'PersonPortalReject';
  /** The body as received. */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null for a portal this schema does not know. */
  portal?: Maybe<LeadPortal>;
  /** When it arrived (ISO 8601). */
  receivedAt: Scalars['String']['output'];
};

/** A property the person registered as its owner ('Cadastre seu imóvel'), with the owner's contact as sent. */
export type PersonRegistration = {
  __typename?: 'PersonRegistration';
  /** The property's display code. */
  code: Scalars['String']['output'];
  contactEmail?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** When it was registered (ISO 8601). */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: PropertyStatus;
  title: Scalars['String']['output'];
};

/** A visit booked for the person, from the property page or by staff, with what they said of it. */
export type PersonVisit = {
  __typename?: 'PersonVisit';
  /** When it was booked (ISO 8601). */
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The client's interest after the visit, 1 to 5. */
  interest?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  outcomeComment?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  /** When it begins (ISO 8601). */
  startsAt: Scalars['String']['output'];
  status: VisitStatus;
  visitorConfirmedAddress?: Maybe<Scalars['String']['output']>;
  /** When the visitor confirmed on their link that they visited, and from which address. */
  visitorConfirmedAt?: Maybe<Scalars['String']['output']>;
};

/** The feed's address to give the portals. */
export type PortalFeed = {
  __typename?: 'PortalFeed';
  /** Whether the signed-in user may generate a new address (every role but broker). */
  canRegenerate: Scalars['Boolean']['output'];
  /** The full address with its token: {PUBLIC_URL}/feeds/vrsync.xml?token=… */
  url: Scalars['String']['output'];
};

export type PortalFeedResult = {
  __typename?: 'PortalFeedResult';
  error?: Maybe<MutationError>;
  feed?: Maybe<PortalFeed>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** A portal's lead address as it stands; its secret is never shown again after it is generated. */
export type PortalLeadAddress = {
  __typename?: 'PortalLeadAddress';
  /** When the current address was generated (ISO 8601), or null while the portal has none. */
  createdAt?: Maybe<Scalars['String']['output']>;
  portal: LeadPortal;
};

/** Where a portal posts its leads, with the secret: answered once, when generated. */
export type PortalLeadCredentials = {
  __typename?: 'PortalLeadCredentials';
  /** The HTTP Basic password, which is the secret (Chaves na Mão); null when the secret is in the address. */
  password?: Maybe<Scalars['String']['output']>;
  portal: LeadPortal;
  /**
   * The address to give the portal: {PUBLIC_URL}/portais/leads/grupo-olx/{secret}; for Chaves na Mão
   * {PUBLIC_URL}/portais/leads/chaves-na-mao, with the user and password below.
   */
  url: Scalars['String']['output'];
  /** The HTTP Basic user (Chaves na Mão); null when the secret is in the address. */
  user?: Maybe<Scalars['String']['output']>;
};

/** A document a portal posted that could not be read as a lead ('Recebidos com erro'), kept 30 days. */
export type PortalLeadReject = {
  __typename?: 'PortalLeadReject';
  /** The body as received (at most 64 KB of it). */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  portal: LeadPortal;
  /** Why it was refused, in pt-BR. */
  reason: Scalars['String']['output'];
  /** When it arrived (ISO 8601). */
  receivedAt: Scalars['String']['output'];
};

export type PortalLeadSecretResult = {
  __typename?: 'PortalLeadSecretResult';
  /** The new address with its secret, shown this once. */
  credentials?: Maybe<PortalLeadCredentials>;
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** How prominently a portal shows a listing (VRSync PublicationType). */
export type PortalLevel =
  /** Destaque */
  | 'PREMIUM'
  /** Padrão */
  | 'STANDARD'
  /** Super destaque */
  | 'SUPER_PREMIUM';

/** A property marked for the portals, and whether the feed carries it. */
export type PortalListing = {
  __typename?: 'PortalListing';
  city?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  /** The property's id, for its form at /app/properties/edit/{id}. */
  id: Scalars['ID']['output'];
  level: PortalLevel;
  neighborhood?: Maybe<Scalars['String']['output']>;
  /** True when the feed carries it: approved, active and breaking none of the portals' rules. */
  ready: Scalars['Boolean']['output'];
  /** Every reason it is held back, in pt-BR (for example 'Sem fotos suficientes (mínimo 5)'); empty when ready. */
  reasons: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** The main photo's card picture (320 px), or null without photos. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** Which properties marked for the portals a report lists. */
export type PortalReadiness =
  /** Only those held back, each with its reasons. */
  | 'HELD'
  /** Only those ready for the portals. */
  | 'READY';

/** The 'Portais' screen: the counts over every property the user may see that is marked, and one page of them. */
export type PortalReport = {
  __typename?: 'PortalReport';
  items: Array<PortalListing>;
  /** How many properties are marked for the portals (the M). */
  markedCount: Scalars['Int']['output'];
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  /** How many of the marked properties are ready (the N of 'N de M imóveis prontos para os portais'). */
  readyCount: Scalars['Int']['output'];
  /** Marked properties matching the readiness asked for, across pages. */
  total: Scalars['Int']['output'];
};

/** An address found for a postal code (CEP). */
export type PostalCodeAddress = {
  __typename?: 'PostalCodeAddress';
  /** The CEP as 8 digits. */
  cep: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  neighborhood?: Maybe<Scalars['String']['output']>;
  /** UF, two letters. */
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

export type PostalCodeResult = {
  __typename?: 'PostalCodeResult';
  /** Present when found. */
  address?: Maybe<PostalCodeAddress>;
  found: Scalars['Boolean']['output'];
};

/** The person's consent to the privacy notice (/privacidade), stored with the record their form made. */
export type PrivacyConsent = {
  __typename?: 'PrivacyConsent';
  /** When it was accepted (ISO 8601). */
  acceptedAt: Scalars['String']['output'];
  /** The address the form was sent from; null once erased. */
  address?: Maybe<Scalars['String']['output']>;
  form: ConsentForm;
  id: Scalars['ID']['output'];
  /** The version of the notice accepted, e.g. 2026-11-27. */
  noticeVersion: Scalars['String']['output'];
  recordId: Scalars['ID']['output'];
  recordType: ConsentRecordType;
};

/** The agency's LGPD settings. */
export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  /** The months a lead never converted is kept before it is anonymized (1 to 120). */
  leadRetentionMonths: Scalars['Int']['output'];
};

export type PrivacySettingsResult = {
  __typename?: 'PrivacySettingsResult';
  /** A refusal the user can fix, under the argument name (leadRetentionMonths). */
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The settings as saved; null when refused. */
  settings?: Maybe<PrivacySettings>;
};

export type Property = {
  __typename?: 'Property';
  /**
   * On the public catalogue, only what addressPrivacy makes public (the rest null); staff read the whole address
   * through staffProperty.
   */
  address: Address;
  /** How much of the address is public (STREET unless staff chose otherwise). */
  addressPrivacy: AddressPrivacy;
  /** When the property last became approved (ISO 8601); null while it never was. */
  approvedAt?: Maybe<Scalars['String']['output']>;
  /** Areas in square metres. */
  area?: Maybe<Scalars['Float']['output']>;
  bathrooms: Scalars['Int']['output'];
  bedrooms: Scalars['Int']['output'];
  builtArea?: Maybe<Scalars['Float']['output']>;
  /** The code staff typed, or the generated one: L- rent, V- sale, LA- launch, VL- both, then id, a dash and the year (V-12-2026). */
  code: Scalars['String']['output'];
  deliveryDate?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  features: Array<Feature>;
  forRent: Scalars['Boolean']['output'];
  forSale: Scalars['Boolean']['output'];
  garage: Scalars['Int']['output'];
  /** The highlights text split into lines, blank lines dropped. */
  highlights: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** All photos; the first is the main photo. */
  images: Array<Image>;
  iptuPeriodicity?: Maybe<IptuPeriodicity>;
  iptuValue?: Maybe<Scalars['Float']['output']>;
  isActive: Scalars['Boolean']['output'];
  isLaunch: Scalars['Boolean']['output'];
  isReserved: Scalars['Boolean']['output'];
  lotArea?: Maybe<Scalars['Float']['output']>;
  lotBack?: Maybe<Scalars['Float']['output']>;
  /** Lot front and back in metres. */
  lotFront?: Maybe<Scalars['Float']['output']>;
  mainImage?: Maybe<Image>;
  operation: Operation;
  /** Feature keys outside the canonical set, as sent by the API (underscores kept). */
  otherFeatures: Array<Scalars['String']['output']>;
  /** Price in reais. */
  price?: Maybe<Scalars['Float']['output']>;
  readyToBuild?: Maybe<Scalars['Boolean']['output']>;
  referencePoint?: Maybe<Scalars['String']['output']>;
  /** Monthly rent in reais of a property offered for both sale and rent (operation BOTH); price is then the sale price. */
  rentalPrice?: Maybe<Scalars['Float']['output']>;
  responsibleBroker?: Maybe<Scalars['String']['output']>;
  responsibleBrokerPhone?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  status: PropertyStatus;
  subdivisionName?: Maybe<Scalars['String']['output']>;
  suites: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  totalArea?: Maybe<Scalars['Float']['output']>;
  type: PropertyType;
  usableArea?: Maybe<Scalars['Float']['output']>;
};

/** The top bar's alerts: properties awaiting analysis (status IN_ANALYSIS). */
export type PropertyAlerts = {
  __typename?: 'PropertyAlerts';
  /** How many properties the user may see await analysis. */
  count: Scalars['Int']['output'];
  /** The five newest of them. */
  newest: Array<StaffProperty>;
};

/**
 * Catalogue filters. All bounds are inclusive. operation RENT also matches BOTH, SALE also matches BOTH,
 * LAUNCH matches properties offered as launches or flagged as launches.
 */
export type PropertyFilter = {
  city?: InputMaybe<Scalars['String']['input']>;
  /** true: only properties flagged as launches; false: only the others; absent: both. */
  launch?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minBedrooms?: InputMaybe<Scalars['Int']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  operation?: InputMaybe<Operation>;
  type?: InputMaybe<PropertyType>;
};

/** Every field staff edit on a property. Required fields are checked by the API, with the spec's messages. */
export type PropertyInput = {
  /** How much of the address is public; left out on create, STREET. */
  addressPrivacy?: InputMaybe<AddressPrivacy>;
  area?: InputMaybe<Scalars['Float']['input']>;
  bathrooms?: InputMaybe<Scalars['Int']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  brokerId?: InputMaybe<Scalars['ID']['input']>;
  builtArea?: InputMaybe<Scalars['Float']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * The property's code, unique whatever the letter case: up to 30 letters, digits, '-', '/' or '.'. Left out
   * (or empty) on create, the API generates it (operation prefix, id, year); left out on update, it is kept.
   */
  code?: InputMaybe<Scalars['String']['input']>;
  complement?: InputMaybe<Scalars['String']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** The owner's contact, as given in an owner registration. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  features?: InputMaybe<Array<Feature>>;
  garage?: InputMaybe<Scalars['Int']['input']>;
  highlights?: InputMaybe<Scalars['String']['input']>;
  iptuPeriodicity?: InputMaybe<IptuPeriodicity>;
  iptuValue?: InputMaybe<Scalars['Float']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isLaunch?: InputMaybe<Scalars['Boolean']['input']>;
  isReserved?: InputMaybe<Scalars['Boolean']['input']>;
  lotArea?: InputMaybe<Scalars['Float']['input']>;
  lotBack?: InputMaybe<Scalars['Float']['input']>;
  lotFront?: InputMaybe<Scalars['Float']['input']>;
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Operation>;
  portalLevel?: InputMaybe<PortalLevel>;
  portalPublish?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  readyToBuild?: InputMaybe<Scalars['Boolean']['input']>;
  referencePoint?: InputMaybe<Scalars['String']['input']>;
  /** Monthly rent of a property offered for both sale and rent; sent empty (null) to clear. */
  rentalPrice?: InputMaybe<Scalars['Float']['input']>;
  responsibleBroker?: InputMaybe<Scalars['String']['input']>;
  responsibleBrokerPhone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PropertyStatus>;
  street?: InputMaybe<Scalars['String']['input']>;
  subdivisionName?: InputMaybe<Scalars['String']['input']>;
  suites?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  totalArea?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<PropertyType>;
  usableArea?: InputMaybe<Scalars['Float']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type PropertyKeyInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
};

export type PropertyKeyResult = {
  __typename?: 'PropertyKeyResult';
  error?: Maybe<MutationError>;
  key?: Maybe<KeyRecord>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** A property's 'Chaves' tab: its keys, the newest 50 loans of them, and what the check-out form offers the user. */
export type PropertyKeys = {
  __typename?: 'PropertyKeys';
  /** Every active broker for holders of imoveis or agenda; a broker alone, themselves. */
  brokers: Array<KeyPerson>;
  history: Array<KeyCheckout>;
  keys: Array<KeyRecord>;
  visits: Array<KeyVisitChoice>;
};

export type PropertyPage = {
  __typename?: 'PropertyPage';
  items: Array<Property>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/**
 * An owner's property registration. Fields are optional here so that every rule is answered by the API
 * with its own message at its field; the web checks the same rules before sending.
 */
export type PropertyRegistrationInput = {
  area?: InputMaybe<Scalars['Float']['input']>;
  bathrooms?: InputMaybe<Scalars['Int']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  builtArea?: InputMaybe<Scalars['Float']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  complement?: InputMaybe<Scalars['String']['input']>;
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** Land only, YYYY-MM-DD. */
  deliveryDate?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  features?: InputMaybe<Array<Feature>>;
  garage?: InputMaybe<Scalars['Int']['input']>;
  highlights?: InputMaybe<Scalars['String']['input']>;
  iptuPeriodicity?: InputMaybe<IptuPeriodicity>;
  iptuValue?: InputMaybe<Scalars['Float']['input']>;
  lotArea?: InputMaybe<Scalars['Float']['input']>;
  lotBack?: InputMaybe<Scalars['Float']['input']>;
  lotFront?: InputMaybe<Scalars['Float']['input']>;
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  operation?: InputMaybe<Operation>;
  /** Reais. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /**
   * The version of the privacy notice (/privacidade) the form's page showed beside its button, e.g. 2026-11-27:
   * sending the form accepts it. Absent means the current version; one no longer valid is refused at this field.
   */
  privacyNoticeVersion?: InputMaybe<Scalars['String']['input']>;
  /** Land only. */
  readyToBuild?: InputMaybe<Scalars['Boolean']['input']>;
  referencePoint?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  /** Land only. */
  subdivisionName?: InputMaybe<Scalars['String']['input']>;
  suites?: InputMaybe<Scalars['Int']['input']>;
  termsAccepted: Scalars['Boolean']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  totalArea?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<PropertyType>;
  usableArea?: InputMaybe<Scalars['Float']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type PropertyStatus =
  | 'APPROVED'
  | 'IN_ANALYSIS'
  | 'REJECTED';

export type PropertyType =
  | 'APARTMENT'
  | 'COMMERCIAL'
  | 'HOUSE'
  | 'LAND'
  | 'RURAL';

/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** The active brokers whose agenda the user may open, by name: a broker only themselves. Needs permission agenda. */
  agendaBrokers: Array<VisitBroker>;
  /** The audit trail, newest first, 20 entries a page by default (at most 48). Needs permission usuarios. */
  auditTrail: AuditPage;
  /** One broker; null when missing. Needs permission corretores. */
  broker?: Maybe<Broker>;
  /** Brokers for the back-office table, searched by name and paged on the server (10 per page). Needs permission corretores. */
  brokers: BrokerPage;
  /**
   * The address of the signed-in user's private calendar feed of their visits (iCalendar), to subscribe to from Google
   * Calendar or a phone; made on first ask. Needs permission agenda.
   */
  calendarFeedUrl: Scalars['String']['output'];
  /** Cities of the public catalogue with how many properties each has, by name. */
  cities: Array<CityCount>;
  /** One client; null when missing. Needs permission clientes. */
  client?: Maybe<Client>;
  /**
   * The property form's client select: the first 20 active clients whose name holds every word of the search,
   * by name, plus the chosen one (even inactive) first when it is not among them. Needs permission imoveis.
   */
  clientChoices: Array<ClientChoice>;
  /** Clients by name, every word of the search in the name, searched and paged on the server. Needs permission clientes. */
  clients: ClientPage;
  /** Company records, searched by name, paged and sorted on the server. Needs permission empresa. */
  companies: CompanyPage;
  /** The agency record shown in the footer and used for the property chat link. Null when none exists. */
  company?: Maybe<Company>;
  /** One company record; null when missing. Needs permission empresa. */
  companyRecord?: Maybe<CompanyRecord>;
  /** Active brokers with role broker or adminbroker. */
  consultants: Array<Consultant>;
  /** One contract template; null when missing. Needs permission modelos-documento. */
  contractTemplate?: Maybe<ContractTemplate>;
  /** Every contract template. Needs permission modelos-documento. */
  contractTemplates: Array<ContractTemplate>;
  /** Active external videos for the public home. */
  externalVideos: Array<Video>;
  /** One year's holidays; without a year, the current one in São Paulo. Needs permission agenda. */
  holidays: HolidayYear;
  /** Active internal videos for the dashboard and the training library. Needs a signed-in user. */
  internalVideos: Array<Video>;
  /** One lead with its history; null when it does not exist or is not the user's to see. Needs permission leads. */
  lead?: Maybe<Lead>;
  /** The active brokers a lead may be assigned to (roles broker, leadbroker, adminbroker), by name. Needs permission leads. */
  leadAssignees: Array<LeadPerson>;
  /** How new leads are handed out. Needs permission leads. */
  leadDistribution: LeadDistribution;
  /**
   * Leads by source per week and each broker's response times for the period (`from`, `to`: AAAA-MM-DD; by default
   * this week and the 11 before it, up to today). At most two years. Needs permission leads, and not a broker's role.
   */
  leadPerformance: LeadPerformance;
  /** Active brokers of role leadbroker, for the leader select. Needs permission corretores. */
  leaders: Array<Broker>;
  /**
   * One page of the leads the user may see (a broker: those of their properties, of their chat link or assigned to
   * them), newest first: every word of the search in the name, e-mail, phone or property code (case and accents
   * ignored), the source and the status. Needs permission leads.
   */
  leads: LeadPage;
  /** The user of the bearer token; null without a valid one. */
  me?: Maybe<StaffUser>;
  /** How many new leads the user may see, for the top bar. Needs permission leads. */
  newLeadCount: Scalars['Int']['output'];
  /** The keys past due, for the top bar's alerts. */
  overdueKeys: OverdueKeys;
  /** Every permission a user can be given. Needs a signed-in user. */
  permissions: Array<Permission>;
  /**
   * Everything held about the person with this e-mail or phone (either one matches; case and the phone's punctuation
   * ignored). BAD_USER_INPUT at email or phone without either, or with one that cannot be one. Needs permission
   * privacidade.
   */
  personData: PersonData;
  /** The feed's address (its token is made on first use). Needs permission imoveis. */
  portalFeed: PortalFeed;
  /** Each portal's lead address: whether it has one and since when. Needs permission leads and a role other than broker. */
  portalLeadAddresses: Array<PortalLeadAddress>;
  /**
   * The documents the portals posted that could not be read as leads, newest first, at most 100. Needs permission
   * leads and a role other than broker.
   */
  portalLeadRejects: Array<PortalLeadReject>;
  /**
   * The properties marked for the portals that the user may see (a broker: only their own), with the counts,
   * newest first, optionally only the ready or the held ones. Needs permission imoveis.
   */
  portalReport: PortalReport;
  /** Looks up a CEP (8 digits, mask allowed). Upstream failures are UPSTREAM_UNAVAILABLE / UPSTREAM_ERROR errors. */
  postalCode: PostalCodeResult;
  /** The LGPD settings. Needs permission privacidade. */
  privacySettings: PrivacySettings;
  /** Public catalogue: active, approved properties, filtered and paged on the server. perPage is 1 to 48; page starts at 1. */
  properties: PropertyPage;
  /** One public property by its slug; null when there is none. */
  property?: Maybe<Property>;
  /** How many properties await analysis and the five newest, for the top bar. Needs permission imoveis. */
  propertyAlerts: PropertyAlerts;
  /**
   * A property's keys, with who holds each now, and the history of their loans; null when the property does not exist.
   * Needs permission imoveis or agenda, or the role broker.
   */
  propertyKeys?: Maybe<PropertyKeys>;
  /**
   * A record's 'Histórico', newest first, 10 entries a page, for whoever may open the record (a broker: their own
   * properties and leads). FORBIDDEN without the record's permission, NOT_FOUND for a record not theirs to see.
   */
  recordHistory: AuditPage;
  /** The registered property a private tracking token was issued for; null for an unknown or malformed token. Never cached. */
  registrationTracking?: Maybe<RegistrationTracking>;
  /** One property by id; null when it does not exist or is not the broker's own. Needs permission imoveis. */
  staffProperty?: Maybe<StaffProperty>;
  /**
   * One page of the properties the signed-in user may see (a broker: only their own), newest first: every word
   * of the search in the title, city or neighbourhood (case and accents ignored), and the status. Searched,
   * counted and paged on the server. Needs permission imoveis.
   */
  staffPropertyPage: StaffPropertyPage;
  /** One user with permissions; null when missing. Needs permission usuarios. */
  user?: Maybe<User>;
  /** Every user. Needs permission usuarios. */
  users: Array<User>;
  /** One video; null when missing. Needs permission videos. */
  video?: Maybe<Video>;
  /** Every video, optionally by type and active flag. Needs permission videos. */
  videos: Array<Video>;
  /** One visit; null when it does not exist or the user may not see it. */
  visit?: Maybe<Visit>;
  /** The free slots of a public property's broker, day by day for the next 14 days; never cached. */
  visitSlots: Array<VisitDay>;
  /** A visit by its private link's token; null for any other token. */
  visitorVisit?: Maybe<VisitorVisit>;
  /**
   * The visits that begin in the period (ISO instants, at most 42 days apart), of one broker or of all, in the order of
   * time. A broker sees only their own, without a permission; other staff need permission agenda.
   */
  visits: Array<Visit>;
  /**
   * The visits of one lead, client or property (exactly one of them), newest first, at most 100, for the record's page.
   * A broker sees only their own; other staff need permission agenda.
   */
  visitsOf: Array<Visit>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryAuditTrailArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryBrokerArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryBrokersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryClientChoicesArgs = {
  chosenId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryClientsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryCompaniesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<CompanySortField>;
  sortOrder?: InputMaybe<SortOrder>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryCompanyRecordArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryContractTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryHolidaysArgs = {
  year?: InputMaybe<Scalars['Int']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryLeadArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryLeadPerformanceArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryLeadsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<LeadSource>;
  status?: InputMaybe<LeadStatus>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPersonDataArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPortalReportArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  readiness?: InputMaybe<PortalReadiness>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPostalCodeArgs = {
  cep: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPropertiesArgs = {
  filter?: InputMaybe<PropertyFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPropertyArgs = {
  slug: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryPropertyKeysArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryRecordHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  recordId: Scalars['ID']['input'];
  recordType: AuditRecordType;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryRegistrationTrackingArgs = {
  token: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryStaffPropertyArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryStaffPropertyPageArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PropertyStatus>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVideoArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVideosArgs = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  type?: InputMaybe<VideoType>;
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVisitArgs = {
  id: Scalars['ID']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVisitSlotsArgs = {
  slug: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVisitorVisitArgs = {
  token: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVisitsArgs = {
  brokerId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Root of all queries; the other schema files add their fields with `extend type Query`. */
export type QueryVisitsOfArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  leadId?: InputMaybe<Scalars['ID']['input']>;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
};

export type RegisterPropertyResult = {
  __typename?: 'RegisterPropertyResult';
  error?: Maybe<MutationError>;
  /** The API's message, shown to the visitor when ok. */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** When ok: the owner's private page to follow the property, e.g. /cadastre-seu-imovel/acompanhar/{token}; given only here. */
  trackingPath?: Maybe<Scalars['String']['output']>;
};

/** What the owner's private tracking page shows of a registered property; nothing of the owner or of any broker. */
export type RegistrationTracking = {
  __typename?: 'RegistrationTracking';
  code: Scalars['String']['output'];
  /** When the property was registered (ISO 8601). */
  createdAt?: Maybe<Scalars['String']['output']>;
  /** The photos the owner sent, main photo first. */
  photos: Array<Image>;
  /** Why the property was rejected, as staff wrote it; null unless REJECTED. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The public page's slug, only while the property is approved and active. */
  slug?: Maybe<Scalars['String']['output']>;
  status: PropertyStatus;
  title: Scalars['String']['output'];
  /** How many visits the property had, without anyone's name. */
  visitsDone: Scalars['Int']['output'];
};

export type Role =
  | 'ADMIN'
  | 'ADMINBROKER'
  | 'ADMINISTRATIVE'
  | 'BROKER'
  | 'CLIENT'
  | 'LEADBROKER';

export type SendContactMessageResult = {
  __typename?: 'SendContactMessageResult';
  error?: Maybe<MutationError>;
  /** The confirmation to show when ok. */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type Session = {
  __typename?: 'Session';
  /** Bearer token for the Authorization header of later requests. */
  token: Scalars['String']['output'];
  user: StaffUser;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** A property as staff see it: the public fields plus who is responsible and the owner's contact. */
export type StaffProperty = {
  __typename?: 'StaffProperty';
  /** The responsible broker's user id. */
  brokerId?: Maybe<Scalars['ID']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  contactEmail?: Maybe<Scalars['String']['output']>;
  contactName?: Maybe<Scalars['String']['output']>;
  contactPhone?: Maybe<Scalars['String']['output']>;
  createdAt?: Maybe<Scalars['String']['output']>;
  portalLevel: PortalLevel;
  /** Marked for the portals ('Publicar nos portais?'). */
  portalPublish: Scalars['Boolean']['output'];
  property: Property;
  /** Why the property was rejected ('Motivo'), as its owner reads it on the tracking page; null unless REJECTED. */
  statusReason?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

/** One page of the staff property list, newest first. */
export type StaffPropertyPage = {
  __typename?: 'StaffPropertyPage';
  items: Array<StaffProperty>;
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  /** Every property matching the search and the status, across pages. */
  total: Scalars['Int']['output'];
};

export type StaffPropertyResult = {
  __typename?: 'StaffPropertyResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  property?: Maybe<StaffProperty>;
};

/** The signed-in member of staff. */
export type StaffUser = {
  __typename?: 'StaffUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  role: Role;
};

/** A back-office user with role and permissions, as the users screens manage them. */
export type User = {
  __typename?: 'User';
  creci?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
};

export type UserInput = {
  creci?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only on create. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Ids from the permissions query. */
  permissionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
};

export type UserResult = {
  __typename?: 'UserResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  user?: Maybe<User>;
};

export type Video = {
  __typename?: 'Video';
  description?: Maybe<Scalars['String']['output']>;
  /** Address for an embedded player, when the URL is embeddable. */
  embedUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type: VideoType;
  url: Scalars['String']['output'];
};

export type VideoInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<VideoType>;
  /** A YouTube (watch, youtu.be, shorts) or Vimeo address. */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type VideoResult = {
  __typename?: 'VideoResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  video?: Maybe<Video>;
};

export type VideoType =
  | 'EXTERNAL'
  | 'INTERNAL';

/** A visit in a broker's agenda. */
export type Visit = {
  __typename?: 'Visit';
  broker: VisitBroker;
  cancelReason?: Maybe<Scalars['String']['output']>;
  clientId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The client's interest after the visit, 1 (none) to 5 (wants it). */
  interest?: Maybe<Scalars['Int']['output']>;
  leadId?: Maybe<Scalars['ID']['output']>;
  /** The person who visits, as given when it was booked. */
  name: Scalars['String']['output'];
  outcomeAt?: Maybe<Scalars['String']['output']>;
  outcomeComment?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  property: VisitProperty;
  /** Its 'fichas de visita' (PDFs generated by staff once its time came), newest first. */
  records: Array<VisitRecord>;
  /** When it begins and ends (ISO 8601). */
  startsAt: Scalars['String']['output'];
  status: VisitStatus;
  /** When the visitor confirmed on their link that they visited ('ficha de visita'). */
  visitorConfirmedAt?: Maybe<Scalars['String']['output']>;
};

export type VisitBroker = {
  __typename?: 'VisitBroker';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The free slots of one day for a visit booked from the listing. */
export type VisitDay = {
  __typename?: 'VisitDay';
  /** AAAA-MM-DD, in São Paulo. */
  day: Scalars['String']['output'];
  /** HH:MM starts, in São Paulo; empty when all are taken. */
  times: Array<Scalars['String']['output']>;
};

export type VisitInput = {
  /** Ignored for a broker, who books for themselves; by default the property's broker. */
  brokerId?: InputMaybe<Scalars['ID']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** AAAA-MM-DD or DD/MM/AAAA, and HH:MM, in São Paulo. */
  day?: InputMaybe<Scalars['String']['input']>;
  /** 15 to 480; 60 by default. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The person: a lead's or a client's, or typed. */
  leadId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  propertyCode?: InputMaybe<Scalars['String']['input']>;
  /** The property, by its id or by its code as staff type it (CA-12-2026). */
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
};

/** The property a visit shows, with its address for the broker in the field. */
export type VisitProperty = {
  __typename?: 'VisitProperty';
  /** Street, number, neighbourhood and city on one line; null when the property has no street. */
  address?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A map search for the address (Google Maps), to open from a phone. */
  mapUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A 'ficha de visita': the visit's PDF as it was when generated, kept privately. */
export type VisitRecord = {
  __typename?: 'VisitRecord';
  /** When it was generated (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Who generated it; null once that account is gone. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The gateway's address of the PDF, fetched with the session's bearer token. */
  downloadUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A visitor's request for a visit from the property page. */
export type VisitRequestInput = {
  /** AAAA-MM-DD and HH:MM, one of the free slots of visitSlots. */
  day?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** As on the contact form: the version of the privacy notice the page showed beside its button. */
  privacyNoticeVersion?: InputMaybe<Scalars['String']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
};

export type VisitResult = {
  __typename?: 'VisitResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  visit?: Maybe<Visit>;
};

/** A time to choose instead of one just taken. */
export type VisitSlot = {
  __typename?: 'VisitSlot';
  day: Scalars['String']['output'];
  time: Scalars['String']['output'];
};

/** A visit's course: requested (by a visitor, or booked by staff), confirmed, then done or missed; or cancelled. */
export type VisitStatus =
  /** Cancelada. */
  | 'CANCELLED'
  /** Confirmada. */
  | 'CONFIRMED'
  /** Realizada: the client came. */
  | 'DONE'
  /** Não compareceu: the client did not come. */
  | 'NO_SHOW'
  /** Solicitada: asked for by a visitor, for the broker to confirm. */
  | 'REQUESTED';

/** A visit as its visitor sees it on their private link. */
export type VisitorVisit = {
  __typename?: 'VisitorVisit';
  brokerName: Scalars['String']['output'];
  /** Whether it can still be cancelled or rescheduled: it holds a time that has not come. */
  changeable: Scalars['Boolean']['output'];
  /** Whether the visitor can confirm now that they visited. */
  confirmable: Scalars['Boolean']['output'];
  /** When the visitor confirmed that they visited (ISO 8601). */
  confirmedAt?: Maybe<Scalars['String']['output']>;
  endsAt: Scalars['String']['output'];
  propertyCode: Scalars['String']['output'];
  propertySlug: Scalars['String']['output'];
  propertyTitle: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  status: VisitStatus;
  /** 'sábado, 5 de dezembro, às 10:00'. */
  writtenOut: Scalars['String']['output'];
};

export type VisitorVisitResult = {
  __typename?: 'VisitorVisitResult';
  error?: Maybe<MutationError>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The new start written out, after a reschedule. */
  writtenOut?: Maybe<Scalars['String']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Address: ResolverTypeWrapper<Address>;
  AddressPrivacy: AddressPrivacy;
  AnonymizePersonResult: ResolverTypeWrapper<AnonymizePersonResult>;
  AnonymizedCounts: ResolverTypeWrapper<AnonymizedCounts>;
  AuditAction: AuditAction;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuditRecordType: AuditRecordType;
  BookVisitResult: ResolverTypeWrapper<BookVisitResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broker: ResolverTypeWrapper<Broker>;
  BrokerInput: BrokerInput;
  BrokerLeadPerformance: ResolverTypeWrapper<BrokerLeadPerformance>;
  BrokerPage: ResolverTypeWrapper<BrokerPage>;
  BrokerResult: ResolverTypeWrapper<BrokerResult>;
  CacheControlScope: CacheControlScope;
  CalendarFeedResult: ResolverTypeWrapper<CalendarFeedResult>;
  CityCount: ResolverTypeWrapper<CityCount>;
  Client: ResolverTypeWrapper<Client>;
  ClientChoice: ResolverTypeWrapper<ClientChoice>;
  ClientInput: ClientInput;
  ClientPage: ResolverTypeWrapper<ClientPage>;
  ClientResult: ResolverTypeWrapper<ClientResult>;
  Company: ResolverTypeWrapper<Company>;
  CompanyInput: CompanyInput;
  CompanyPage: ResolverTypeWrapper<CompanyPage>;
  CompanyRecord: ResolverTypeWrapper<CompanyRecord>;
  CompanyResult: ResolverTypeWrapper<CompanyResult>;
  CompanySortField: CompanySortField;
  ConsentForm: ConsentForm;
  ConsentRecordType: ConsentRecordType;
  Consultant: ResolverTypeWrapper<Consultant>;
  ContactInterest: ContactInterest;
  ContactMessageInput: ContactMessageInput;
  ContractTemplate: ResolverTypeWrapper<ContractTemplate>;
  ContractTemplateInput: ContractTemplateInput;
  ContractTemplateResult: ResolverTypeWrapper<ContractTemplateResult>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  Feature: Feature;
  FeedContact: ResolverTypeWrapper<FeedContact>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Holiday: ResolverTypeWrapper<Holiday>;
  HolidayInput: HolidayInput;
  HolidayResult: ResolverTypeWrapper<HolidayResult>;
  HolidayYear: ResolverTypeWrapper<HolidayYear>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IptuPeriodicity: IptuPeriodicity;
  KeyCheckout: ResolverTypeWrapper<KeyCheckout>;
  KeyCheckoutInput: KeyCheckoutInput;
  KeyHolder: ResolverTypeWrapper<KeyHolder>;
  KeyPerson: ResolverTypeWrapper<KeyPerson>;
  KeyProperty: ResolverTypeWrapper<KeyProperty>;
  KeyRecord: ResolverTypeWrapper<KeyRecord>;
  KeyVisitChoice: ResolverTypeWrapper<KeyVisitChoice>;
  Lead: ResolverTypeWrapper<Lead>;
  LeadDistribution: ResolverTypeWrapper<LeadDistribution>;
  LeadDistributionMode: LeadDistributionMode;
  LeadDistributionResult: ResolverTypeWrapper<LeadDistributionResult>;
  LeadEvent: ResolverTypeWrapper<LeadEvent>;
  LeadEventKind: LeadEventKind;
  LeadPage: ResolverTypeWrapper<LeadPage>;
  LeadPerformance: ResolverTypeWrapper<LeadPerformance>;
  LeadPerformanceWeek: ResolverTypeWrapper<LeadPerformanceWeek>;
  LeadPerson: ResolverTypeWrapper<LeadPerson>;
  LeadPortal: LeadPortal;
  LeadProperty: ResolverTypeWrapper<LeadProperty>;
  LeadResponseFigures: ResolverTypeWrapper<LeadResponseFigures>;
  LeadResult: ResolverTypeWrapper<LeadResult>;
  LeadSource: LeadSource;
  LeadSourceCount: ResolverTypeWrapper<LeadSourceCount>;
  LeadStatus: LeadStatus;
  LeadSummary: ResolverTypeWrapper<LeadSummary>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  Operation: Operation;
  OverdueKeys: ResolverTypeWrapper<OverdueKeys>;
  Permission: ResolverTypeWrapper<Permission>;
  PersonClient: ResolverTypeWrapper<PersonClient>;
  PersonContactMessage: ResolverTypeWrapper<PersonContactMessage>;
  PersonData: ResolverTypeWrapper<PersonData>;
  PersonLead: ResolverTypeWrapper<PersonLead>;
  PersonPortalReject: ResolverTypeWrapper<PersonPortalReject>;
  PersonRegistration: ResolverTypeWrapper<PersonRegistration>;
  PersonVisit: ResolverTypeWrapper<PersonVisit>;
  PortalFeed: ResolverTypeWrapper<PortalFeed>;
  PortalFeedResult: ResolverTypeWrapper<PortalFeedResult>;
  PortalLeadAddress: ResolverTypeWrapper<PortalLeadAddress>;
  PortalLeadCredentials: ResolverTypeWrapper<PortalLeadCredentials>;
  PortalLeadReject: ResolverTypeWrapper<PortalLeadReject>;
  PortalLeadSecretResult: ResolverTypeWrapper<PortalLeadSecretResult>;
  PortalLevel: PortalLevel;
  PortalListing: ResolverTypeWrapper<PortalListing>;
  PortalReadiness: PortalReadiness;
  PortalReport: ResolverTypeWrapper<PortalReport>;
  PostalCodeAddress: ResolverTypeWrapper<PostalCodeAddress>;
  PostalCodeResult: ResolverTypeWrapper<PostalCodeResult>;
  PrivacyConsent: ResolverTypeWrapper<PrivacyConsent>;
  PrivacySettings: ResolverTypeWrapper<PrivacySettings>;
  PrivacySettingsResult: ResolverTypeWrapper<PrivacySettingsResult>;
  Property: ResolverTypeWrapper<Property>;
  PropertyAlerts: ResolverTypeWrapper<PropertyAlerts>;
  PropertyFilter: PropertyFilter;
  PropertyInput: PropertyInput;
  PropertyKeyInput: PropertyKeyInput;
  PropertyKeyResult: ResolverTypeWrapper<PropertyKeyResult>;
  PropertyKeys: ResolverTypeWrapper<PropertyKeys>;
  PropertyPage: ResolverTypeWrapper<PropertyPage>;
  PropertyRegistrationInput: PropertyRegistrationInput;
  PropertyStatus: PropertyStatus;
  PropertyType: PropertyType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterPropertyResult: ResolverTypeWrapper<RegisterPropertyResult>;
  RegistrationTracking: ResolverTypeWrapper<RegistrationTracking>;
  Role: Role;
  SendContactMessageResult: ResolverTypeWrapper<SendContactMessageResult>;
  Session: ResolverTypeWrapper<Session>;
  SortOrder: SortOrder;
  StaffProperty: ResolverTypeWrapper<StaffProperty>;
  StaffPropertyPage: ResolverTypeWrapper<StaffPropertyPage>;
  StaffPropertyResult: ResolverTypeWrapper<StaffPropertyResult>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  UserInput: UserInput;
  UserResult: ResolverTypeWrapper<UserResult>;
  Video: ResolverTypeWrapper<Video>;
  VideoInput: VideoInput;
  VideoResult: ResolverTypeWrapper<VideoResult>;
  VideoType: VideoType;
  Visit: ResolverTypeWrapper<Visit>;
  VisitBroker: ResolverTypeWrapper<VisitBroker>;
  VisitDay: ResolverTypeWrapper<VisitDay>;
  VisitInput: VisitInput;
  VisitProperty: ResolverTypeWrapper<VisitProperty>;
  VisitRecord: ResolverTypeWrapper<VisitRecord>;
  VisitRequestInput: VisitRequestInput;
  VisitResult: ResolverTypeWrapper<VisitResult>;
  VisitSlot: ResolverTypeWrapper<VisitSlot>;
  VisitStatus: VisitStatus;
  VisitorVisit: ResolverTypeWrapper<VisitorVisit>;
  VisitorVisitResult: ResolverTypeWrapper<VisitorVisitResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionResult: ActionResult;
  Address: Address;
  AnonymizePersonResult: AnonymizePersonResult;
  AnonymizedCounts: AnonymizedCounts;
  AuditActor: AuditActor;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  BookVisitResult: BookVisitResult;
  Boolean: Scalars['Boolean']['output'];
  Broker: Broker;
  BrokerInput: BrokerInput;
  BrokerLeadPerformance: BrokerLeadPerformance;
  BrokerPage: BrokerPage;
  BrokerResult: BrokerResult;
  CalendarFeedResult: CalendarFeedResult;
  CityCount: CityCount;
  Client: Client;
  ClientChoice: ClientChoice;
  ClientInput: ClientInput;
  ClientPage: ClientPage;
  ClientResult: ClientResult;
  Company: Company;
  CompanyInput: CompanyInput;
  CompanyPage: CompanyPage;
  CompanyRecord: CompanyRecord;
  CompanyResult: CompanyResult;
  Consultant: Consultant;
  ContactMessageInput: ContactMessageInput;
  ContractTemplate: ContractTemplate;
  ContractTemplateInput: ContractTemplateInput;
  ContractTemplateResult: ContractTemplateResult;
  DeleteResult: DeleteResult;
  FeedContact: FeedContact;
  FieldChange: FieldChange;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  Holiday: Holiday;
  HolidayInput: HolidayInput;
  HolidayResult: HolidayResult;
  HolidayYear: HolidayYear;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  KeyCheckout: KeyCheckout;
  KeyCheckoutInput: KeyCheckoutInput;
  KeyHolder: KeyHolder;
  KeyPerson: KeyPerson;
  KeyProperty: KeyProperty;
  KeyRecord: KeyRecord;
  KeyVisitChoice: KeyVisitChoice;
  Lead: Lead;
  LeadDistribution: LeadDistribution;
  LeadDistributionResult: LeadDistributionResult;
  LeadEvent: LeadEvent;
  LeadPage: LeadPage;
  LeadPerformance: LeadPerformance;
  LeadPerformanceWeek: LeadPerformanceWeek;
  LeadPerson: LeadPerson;
  LeadProperty: LeadProperty;
  LeadResponseFigures: LeadResponseFigures;
  LeadResult: LeadResult;
  LeadSourceCount: LeadSourceCount;
  LeadSummary: LeadSummary;
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  OverdueKeys: OverdueKeys;
  Permission: Permission;
  PersonClient: PersonClient;
  PersonContactMessage: PersonContactMessage;
  PersonData: PersonData;
  PersonLead: PersonLead;
  PersonPortalReject: PersonPortalReject;
  PersonRegistration: PersonRegistration;
  PersonVisit: PersonVisit;
  PortalFeed: PortalFeed;
  PortalFeedResult: PortalFeedResult;
  PortalLeadAddress: PortalLeadAddress;
  PortalLeadCredentials: PortalLeadCredentials;
  PortalLeadReject: PortalLeadReject;
  PortalLeadSecretResult: PortalLeadSecretResult;
  PortalListing: PortalListing;
  PortalReport: PortalReport;
  PostalCodeAddress: PostalCodeAddress;
  PostalCodeResult: PostalCodeResult;
  PrivacyConsent: PrivacyConsent;
  PrivacySettings: PrivacySettings;
  PrivacySettingsResult: PrivacySettingsResult;
  Property: Property;
  PropertyAlerts: PropertyAlerts;
  PropertyFilter: PropertyFilter;
  PropertyInput: PropertyInput;
  PropertyKeyInput: PropertyKeyInput;
  PropertyKeyResult: PropertyKeyResult;
  PropertyKeys: PropertyKeys;
  PropertyPage: PropertyPage;
  PropertyRegistrationInput: PropertyRegistrationInput;
  Query: Record<PropertyKey, never>;
  RegisterPropertyResult: RegisterPropertyResult;
  RegistrationTracking: RegistrationTracking;
  SendContactMessageResult: SendContactMessageResult;
  Session: Session;
  StaffProperty: StaffProperty;
  StaffPropertyPage: StaffPropertyPage;
  StaffPropertyResult: StaffPropertyResult;
  StaffUser: StaffUser;
  String: Scalars['String']['output'];
  Upload: Scalars['Upload']['output'];
  User: User;
  UserInput: UserInput;
  UserResult: UserResult;
  Video: Video;
  VideoInput: VideoInput;
  VideoResult: VideoResult;
  Visit: Visit;
  VisitBroker: VisitBroker;
  VisitDay: VisitDay;
  VisitInput: VisitInput;
  VisitProperty: VisitProperty;
  VisitRecord: VisitRecord;
  VisitRequestInput: VisitRequestInput;
  VisitResult: VisitResult;
  VisitSlot: VisitSlot;
  VisitorVisit: VisitorVisit;
  VisitorVisitResult: VisitorVisitResult;
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AnonymizePersonResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnonymizePersonResult'] = ResolversParentTypes['AnonymizePersonResult']> = ResolversObject<{
  counts?: Resolver<Maybe<ResolversTypes['AnonymizedCounts']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AnonymizedCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnonymizedCounts'] = ResolversParentTypes['AnonymizedCounts']> = ResolversObject<{
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactMessages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  portalRejects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recordLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['AuditRecordType'], ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BookVisitResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookVisitResult'] = ResolversParentTypes['BookVisitResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextSlots?: Resolver<Array<ResolversTypes['VisitSlot']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writtenOut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrokerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Broker'] = ResolversParentTypes['Broker']> = ResolversObject<{
  creci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leaderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onDuty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type BrokerLeadPerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrokerLeadPerformance'] = ResolversParentTypes['BrokerLeadPerformance']> = ResolversObject<{
  broker?: Resolver<ResolversTypes['LeadPerson'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['LeadResponseFigures'], ParentType, ContextType>;
}>;

export type BrokerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrokerPage'] = ResolversParentTypes['BrokerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Broker']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BrokerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrokerResult'] = ResolversParentTypes['BrokerResult']> = ResolversObject<{
  broker?: Resolver<Maybe<ResolversTypes['Broker']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CalendarFeedResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarFeedResult'] = ResolversParentTypes['CalendarFeedResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CityCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CityCount'] = ResolversParentTypes['CityCount']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientChoice'] = ResolversParentTypes['ClientChoice']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClientResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientResult'] = ResolversParentTypes['ClientResult']> = ResolversObject<{
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  chatUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPage'] = ResolversParentTypes['CompanyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CompanyRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyRecord'] = ResolversParentTypes['CompanyRecord']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  creci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedContact?: Resolver<ResolversTypes['FeedContact'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsapp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CompanyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyResult'] = ResolversParentTypes['CompanyResult']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['CompanyRecord']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConsultantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Consultant'] = ResolversParentTypes['Consultant']> = ResolversObject<{
  chatUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onDuty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContractTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTemplate'] = ResolversParentTypes['ContractTemplate']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContractTemplateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTemplateResult'] = ResolversParentTypes['ContractTemplateResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['ContractTemplate']>, ParentType, ContextType>;
}>;

export type DeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FeedContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedContact'] = ResolversParentTypes['FeedContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HolidayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HolidayResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HolidayResult'] = ResolversParentTypes['HolidayResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['Holiday']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HolidayYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HolidayYear'] = ResolversParentTypes['HolidayYear']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  cardUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeyCheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyCheckout'] = ResolversParentTypes['KeyCheckout']> = ResolversObject<{
  broker?: Resolver<ResolversTypes['KeyPerson'], ParentType, ContextType>;
  checkedInAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkedInBy?: Resolver<Maybe<ResolversTypes['KeyPerson']>, ParentType, ContextType>;
  checkedOutAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkedOutBy?: Resolver<Maybe<ResolversTypes['KeyPerson']>, ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['KeyProperty'], ParentType, ContextType>;
  visitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type KeyHolderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyHolder'] = ResolversParentTypes['KeyHolder']> = ResolversObject<{
  broker?: Resolver<ResolversTypes['KeyPerson'], ParentType, ContextType>;
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dueAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type KeyPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyPerson'] = ResolversParentTypes['KeyPerson']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeyPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyProperty'] = ResolversParentTypes['KeyProperty']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeyRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyRecord'] = ResolversParentTypes['KeyRecord']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holder?: Resolver<Maybe<ResolversTypes['KeyHolder']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type KeyVisitChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyVisitChoice'] = ResolversParentTypes['KeyVisitChoice']> = ResolversObject<{
  brokerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Lead'] = ResolversParentTypes['Lead']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  broker?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['LeadEvent']>, ParentType, ContextType>;
  firstResponseAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handoverAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<Maybe<ResolversTypes['ContactInterest']>, ParentType, ContextType>;
  listingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['LeadProperty']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadDistributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadDistribution'] = ResolversParentTypes['LeadDistribution']> = ResolversObject<{
  handoverMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['LeadDistributionMode'], ParentType, ContextType>;
}>;

export type LeadDistributionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadDistributionResult'] = ResolversParentTypes['LeadDistributionResult']> = ResolversObject<{
  distribution?: Resolver<Maybe<ResolversTypes['LeadDistribution']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LeadEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadEvent'] = ResolversParentTypes['LeadEvent']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LeadEventKind'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['LeadSource']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['LeadStatus']>, ParentType, ContextType>;
}>;

export type LeadPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPage'] = ResolversParentTypes['LeadPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LeadSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadPerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPerformance'] = ResolversParentTypes['LeadPerformance']> = ResolversObject<{
  agency?: Resolver<ResolversTypes['LeadResponseFigures'], ParentType, ContextType>;
  assigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  brokers?: Resolver<Array<ResolversTypes['BrokerLeadPerformance']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['LeadPerformanceWeek']>, ParentType, ContextType>;
}>;

export type LeadPerformanceWeekResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPerformanceWeek'] = ResolversParentTypes['LeadPerformanceWeek']> = ResolversObject<{
  sources?: Resolver<Array<ResolversTypes['LeadSourceCount']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LeadPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadPerson'] = ResolversParentTypes['LeadPerson']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadProperty'] = ResolversParentTypes['LeadProperty']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadResponseFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadResponseFigures'] = ResolversParentTypes['LeadResponseFigures']> = ResolversObject<{
  answered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  converted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianMinutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90Minutes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type LeadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadResult'] = ResolversParentTypes['LeadResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LeadSourceCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadSourceCount'] = ResolversParentTypes['LeadSourceCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
}>;

export type LeadSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeadSummary'] = ResolversParentTypes['LeadSummary']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  broker?: Resolver<Maybe<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstResponseAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handoverAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  anonymizePerson?: Resolver<ResolversTypes['AnonymizePersonResult'], ParentType, ContextType, Partial<MutationAnonymizePersonArgs>>;
  assignLead?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationAssignLeadArgs, 'id'>>;
  bookVisit?: Resolver<ResolversTypes['BookVisitResult'], ParentType, ContextType, RequireFields<MutationBookVisitArgs, 'input' | 'slug'>>;
  cancelMyVisit?: Resolver<ResolversTypes['VisitorVisitResult'], ParentType, ContextType, RequireFields<MutationCancelMyVisitArgs, 'token'>>;
  cancelVisit?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationCancelVisitArgs, 'id'>>;
  changeBrokerPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangeBrokerPasswordArgs, 'id' | 'password'>>;
  changeLeadStatus?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationChangeLeadStatusArgs, 'id' | 'status'>>;
  changePropertyStatus?: Resolver<ResolversTypes['StaffPropertyResult'], ParentType, ContextType, RequireFields<MutationChangePropertyStatusArgs, 'id' | 'notifyClient' | 'status'>>;
  changeUserPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangeUserPasswordArgs, 'id' | 'password'>>;
  checkInKey?: Resolver<ResolversTypes['PropertyKeyResult'], ParentType, ContextType, RequireFields<MutationCheckInKeyArgs, 'id'>>;
  checkOutKey?: Resolver<ResolversTypes['PropertyKeyResult'], ParentType, ContextType, RequireFields<MutationCheckOutKeyArgs, 'id' | 'input'>>;
  confirmMyVisit?: Resolver<ResolversTypes['VisitorVisitResult'], ParentType, ContextType, RequireFields<MutationConfirmMyVisitArgs, 'token'>>;
  confirmVisit?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationConfirmVisitArgs, 'id'>>;
  convertLeadToClient?: Resolver<ResolversTypes['LeadResult'], ParentType, ContextType, RequireFields<MutationConvertLeadToClientArgs, 'id'>>;
  createBroker?: Resolver<ResolversTypes['BrokerResult'], ParentType, ContextType, RequireFields<MutationCreateBrokerArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['ClientResult'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createContractTemplate?: Resolver<ResolversTypes['ContractTemplateResult'], ParentType, ContextType, RequireFields<MutationCreateContractTemplateArgs, 'input'>>;
  createHoliday?: Resolver<ResolversTypes['HolidayResult'], ParentType, ContextType, RequireFields<MutationCreateHolidayArgs, 'input'>>;
  createProperty?: Resolver<ResolversTypes['StaffPropertyResult'], ParentType, ContextType, RequireFields<MutationCreatePropertyArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createVideo?: Resolver<ResolversTypes['VideoResult'], ParentType, ContextType, RequireFields<MutationCreateVideoArgs, 'input'>>;
  createVisit?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationCreateVisitArgs, 'input'>>;
  deleteHoliday?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteHolidayArgs, 'id'>>;
  deleteProperty?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePropertyArgs, 'id'>>;
  generateVisitRecord?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationGenerateVisitRecordArgs, 'visitId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, Partial<MutationLoginArgs>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordLeadChat?: Resolver<ResolversTypes['Lead'], ParentType, ContextType, RequireFields<MutationRecordLeadChatArgs, 'id'>>;
  recordVisitOutcome?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationRecordVisitOutcomeArgs, 'id'>>;
  regeneratePortalFeedToken?: Resolver<ResolversTypes['PortalFeedResult'], ParentType, ContextType>;
  registerProperty?: Resolver<ResolversTypes['RegisterPropertyResult'], ParentType, ContextType, RequireFields<MutationRegisterPropertyArgs, 'input'>>;
  registerPropertyKey?: Resolver<ResolversTypes['PropertyKeyResult'], ParentType, ContextType, RequireFields<MutationRegisterPropertyKeyArgs, 'input' | 'propertyId'>>;
  removePropertyKey?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationRemovePropertyKeyArgs, 'id'>>;
  replaceCalendarFeed?: Resolver<ResolversTypes['CalendarFeedResult'], ParentType, ContextType>;
  replacePortalLeadSecret?: Resolver<ResolversTypes['PortalLeadSecretResult'], ParentType, ContextType, RequireFields<MutationReplacePortalLeadSecretArgs, 'portal'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, Partial<MutationRequestPasswordResetArgs>>;
  rescheduleMyVisit?: Resolver<ResolversTypes['VisitorVisitResult'], ParentType, ContextType, RequireFields<MutationRescheduleMyVisitArgs, 'token'>>;
  rescheduleVisit?: Resolver<ResolversTypes['VisitResult'], ParentType, ContextType, RequireFields<MutationRescheduleVisitArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, Partial<MutationResetPasswordArgs>>;
  saveLeadDistribution?: Resolver<ResolversTypes['LeadDistributionResult'], ParentType, ContextType, RequireFields<MutationSaveLeadDistributionArgs, 'handoverMinutes' | 'mode'>>;
  savePrivacySettings?: Resolver<ResolversTypes['PrivacySettingsResult'], ParentType, ContextType, RequireFields<MutationSavePrivacySettingsArgs, 'leadRetentionMonths'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  updateBroker?: Resolver<ResolversTypes['BrokerResult'], ParentType, ContextType, RequireFields<MutationUpdateBrokerArgs, 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['ClientResult'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input'>>;
  updateCompany?: Resolver<ResolversTypes['CompanyResult'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'id' | 'input'>>;
  updateContractTemplate?: Resolver<ResolversTypes['ContractTemplateResult'], ParentType, ContextType, RequireFields<MutationUpdateContractTemplateArgs, 'id' | 'input'>>;
  updateProperty?: Resolver<ResolversTypes['StaffPropertyResult'], ParentType, ContextType, RequireFields<MutationUpdatePropertyArgs, 'id' | 'input'>>;
  updatePropertyKey?: Resolver<ResolversTypes['PropertyKeyResult'], ParentType, ContextType, RequireFields<MutationUpdatePropertyKeyArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateVideo?: Resolver<ResolversTypes['VideoResult'], ParentType, ContextType, RequireFields<MutationUpdateVideoArgs, 'id' | 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OverdueKeysResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OverdueKeys'] = ResolversParentTypes['OverdueKeys']> = ResolversObject<{
  everyone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['KeyCheckout']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonClient'] = ResolversParentTypes['PersonClient']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonContactMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonContactMessage'] = ResolversParentTypes['PersonContactMessage']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<Maybe<ResolversTypes['ContactInterest']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonData'] = ResolversParentTypes['PersonData']> = ResolversObject<{
  clients?: Resolver<Array<ResolversTypes['PersonClient']>, ParentType, ContextType>;
  consents?: Resolver<Array<ResolversTypes['PrivacyConsent']>, ParentType, ContextType>;
  contactMessages?: Resolver<Array<ResolversTypes['PersonContactMessage']>, ParentType, ContextType>;
  exportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leads?: Resolver<Array<ResolversTypes['PersonLead']>, ParentType, ContextType>;
  portalRejects?: Resolver<Array<ResolversTypes['PersonPortalReject']>, ParentType, ContextType>;
  registrations?: Resolver<Array<ResolversTypes['PersonRegistration']>, ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['PersonVisit']>, ParentType, ContextType>;
}>;

export type PersonLeadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonLead'] = ResolversParentTypes['PersonLead']> = ResolversObject<{
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LeadSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
}>;

export type PersonPortalRejectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonPortalReject'] = ResolversParentTypes['PersonPortalReject']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portal?: Resolver<Maybe<ResolversTypes['LeadPortal']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonRegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonRegistration'] = ResolversParentTypes['PersonRegistration']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PropertyStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonVisit'] = ResolversParentTypes['PersonVisit']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomeComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VisitStatus'], ParentType, ContextType>;
  visitorConfirmedAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitorConfirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PortalFeedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalFeed'] = ResolversParentTypes['PortalFeed']> = ResolversObject<{
  canRegenerate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortalFeedResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalFeedResult'] = ResolversParentTypes['PortalFeedResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  feed?: Resolver<Maybe<ResolversTypes['PortalFeed']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PortalLeadAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalLeadAddress'] = ResolversParentTypes['PortalLeadAddress']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['LeadPortal'], ParentType, ContextType>;
}>;

export type PortalLeadCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalLeadCredentials'] = ResolversParentTypes['PortalLeadCredentials']> = ResolversObject<{
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['LeadPortal'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PortalLeadRejectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalLeadReject'] = ResolversParentTypes['PortalLeadReject']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['LeadPortal'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortalLeadSecretResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalLeadSecretResult'] = ResolversParentTypes['PortalLeadSecretResult']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PortalLeadCredentials']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PortalListingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalListing'] = ResolversParentTypes['PortalListing']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['PortalLevel'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortalReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortalReport'] = ResolversParentTypes['PortalReport']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PortalListing']>, ParentType, ContextType>;
  markedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PostalCodeAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostalCodeAddress'] = ResolversParentTypes['PostalCodeAddress']> = ResolversObject<{
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PostalCodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostalCodeResult'] = ResolversParentTypes['PostalCodeResult']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['PostalCodeAddress']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PrivacyConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivacyConsent'] = ResolversParentTypes['PrivacyConsent']> = ResolversObject<{
  acceptedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  form?: Resolver<ResolversTypes['ConsentForm'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  noticeVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['ConsentRecordType'], ParentType, ContextType>;
}>;

export type PrivacySettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivacySettings'] = ResolversParentTypes['PrivacySettings']> = ResolversObject<{
  leadRetentionMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PrivacySettingsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrivacySettingsResult'] = ResolversParentTypes['PrivacySettingsResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['PrivacySettings']>, ParentType, ContextType>;
}>;

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = ResolversObject<{
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  addressPrivacy?: Resolver<ResolversTypes['AddressPrivacy'], ParentType, ContextType>;
  approvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bathrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  builtArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  forRent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  garage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  highlights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  iptuPeriodicity?: Resolver<Maybe<ResolversTypes['IptuPeriodicity']>, ParentType, ContextType>;
  iptuValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLaunch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReserved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lotArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lotBack?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lotFront?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['Operation'], ParentType, ContextType>;
  otherFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  readyToBuild?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  referencePoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rentalPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  responsibleBroker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responsibleBrokerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PropertyStatus'], ParentType, ContextType>;
  subdivisionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suites?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PropertyType'], ParentType, ContextType>;
  usableArea?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PropertyAlertsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyAlerts'] = ResolversParentTypes['PropertyAlerts']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newest?: Resolver<Array<ResolversTypes['StaffProperty']>, ParentType, ContextType>;
}>;

export type PropertyKeyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyKeyResult'] = ResolversParentTypes['PropertyKeyResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['KeyRecord']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PropertyKeysResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyKeys'] = ResolversParentTypes['PropertyKeys']> = ResolversObject<{
  brokers?: Resolver<Array<ResolversTypes['KeyPerson']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['KeyCheckout']>, ParentType, ContextType>;
  keys?: Resolver<Array<ResolversTypes['KeyRecord']>, ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['KeyVisitChoice']>, ParentType, ContextType>;
}>;

export type PropertyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyPage'] = ResolversParentTypes['PropertyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  agendaBrokers?: Resolver<Array<ResolversTypes['VisitBroker']>, ParentType, ContextType>;
  auditTrail?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditTrailArgs, 'page' | 'perPage'>>;
  broker?: Resolver<Maybe<ResolversTypes['Broker']>, ParentType, ContextType, RequireFields<QueryBrokerArgs, 'id'>>;
  brokers?: Resolver<ResolversTypes['BrokerPage'], ParentType, ContextType, RequireFields<QueryBrokersArgs, 'page' | 'perPage'>>;
  calendarFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['CityCount']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientChoices?: Resolver<Array<ResolversTypes['ClientChoice']>, ParentType, ContextType, Partial<QueryClientChoicesArgs>>;
  clients?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'page' | 'perPage'>>;
  companies?: Resolver<ResolversTypes['CompanyPage'], ParentType, ContextType, RequireFields<QueryCompaniesArgs, 'page' | 'perPage' | 'sortBy' | 'sortOrder'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyRecord?: Resolver<Maybe<ResolversTypes['CompanyRecord']>, ParentType, ContextType, RequireFields<QueryCompanyRecordArgs, 'id'>>;
  consultants?: Resolver<Array<ResolversTypes['Consultant']>, ParentType, ContextType>;
  contractTemplate?: Resolver<Maybe<ResolversTypes['ContractTemplate']>, ParentType, ContextType, RequireFields<QueryContractTemplateArgs, 'id'>>;
  contractTemplates?: Resolver<Array<ResolversTypes['ContractTemplate']>, ParentType, ContextType>;
  externalVideos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType>;
  holidays?: Resolver<ResolversTypes['HolidayYear'], ParentType, ContextType, Partial<QueryHolidaysArgs>>;
  internalVideos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType>;
  lead?: Resolver<Maybe<ResolversTypes['Lead']>, ParentType, ContextType, RequireFields<QueryLeadArgs, 'id'>>;
  leadAssignees?: Resolver<Array<ResolversTypes['LeadPerson']>, ParentType, ContextType>;
  leadDistribution?: Resolver<ResolversTypes['LeadDistribution'], ParentType, ContextType>;
  leadPerformance?: Resolver<ResolversTypes['LeadPerformance'], ParentType, ContextType, Partial<QueryLeadPerformanceArgs>>;
  leaders?: Resolver<Array<ResolversTypes['Broker']>, ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['LeadPage'], ParentType, ContextType, RequireFields<QueryLeadsArgs, 'page' | 'perPage'>>;
  me?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  newLeadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueKeys?: Resolver<ResolversTypes['OverdueKeys'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  personData?: Resolver<ResolversTypes['PersonData'], ParentType, ContextType, Partial<QueryPersonDataArgs>>;
  portalFeed?: Resolver<ResolversTypes['PortalFeed'], ParentType, ContextType>;
  portalLeadAddresses?: Resolver<Array<ResolversTypes['PortalLeadAddress']>, ParentType, ContextType>;
  portalLeadRejects?: Resolver<Array<ResolversTypes['PortalLeadReject']>, ParentType, ContextType>;
  portalReport?: Resolver<ResolversTypes['PortalReport'], ParentType, ContextType, RequireFields<QueryPortalReportArgs, 'page' | 'perPage'>>;
  postalCode?: Resolver<ResolversTypes['PostalCodeResult'], ParentType, ContextType, RequireFields<QueryPostalCodeArgs, 'cep'>>;
  privacySettings?: Resolver<ResolversTypes['PrivacySettings'], ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['PropertyPage'], ParentType, ContextType, RequireFields<QueryPropertiesArgs, 'page' | 'perPage'>>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'slug'>>;
  propertyAlerts?: Resolver<ResolversTypes['PropertyAlerts'], ParentType, ContextType>;
  propertyKeys?: Resolver<Maybe<ResolversTypes['PropertyKeys']>, ParentType, ContextType, RequireFields<QueryPropertyKeysArgs, 'propertyId'>>;
  recordHistory?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryRecordHistoryArgs, 'page' | 'recordId' | 'recordType'>>;
  registrationTracking?: Resolver<Maybe<ResolversTypes['RegistrationTracking']>, ParentType, ContextType, RequireFields<QueryRegistrationTrackingArgs, 'token'>>;
  staffProperty?: Resolver<Maybe<ResolversTypes['StaffProperty']>, ParentType, ContextType, RequireFields<QueryStaffPropertyArgs, 'id'>>;
  staffPropertyPage?: Resolver<ResolversTypes['StaffPropertyPage'], ParentType, ContextType, RequireFields<QueryStaffPropertyPageArgs, 'page' | 'perPage'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType, RequireFields<QueryVideoArgs, 'id'>>;
  videos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType, Partial<QueryVideosArgs>>;
  visit?: Resolver<Maybe<ResolversTypes['Visit']>, ParentType, ContextType, RequireFields<QueryVisitArgs, 'id'>>;
  visitSlots?: Resolver<Array<ResolversTypes['VisitDay']>, ParentType, ContextType, RequireFields<QueryVisitSlotsArgs, 'slug'>>;
  visitorVisit?: Resolver<Maybe<ResolversTypes['VisitorVisit']>, ParentType, ContextType, RequireFields<QueryVisitorVisitArgs, 'token'>>;
  visits?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType, RequireFields<QueryVisitsArgs, 'from' | 'to'>>;
  visitsOf?: Resolver<Array<ResolversTypes['Visit']>, ParentType, ContextType, Partial<QueryVisitsOfArgs>>;
}>;

export type RegisterPropertyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPropertyResult'] = ResolversParentTypes['RegisterPropertyResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackingPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegistrationTrackingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationTracking'] = ResolversParentTypes['RegistrationTracking']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PropertyStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitsDone?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SendContactMessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendContactMessageResult'] = ResolversParentTypes['SendContactMessageResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
}>;

export type StaffPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffProperty'] = ResolversParentTypes['StaffProperty']> = ResolversObject<{
  brokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  portalLevel?: Resolver<ResolversTypes['PortalLevel'], ParentType, ContextType>;
  portalPublish?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StaffPropertyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPropertyPage'] = ResolversParentTypes['StaffPropertyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StaffProperty']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StaffPropertyResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPropertyResult'] = ResolversParentTypes['StaffPropertyResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['StaffProperty']>, ParentType, ContextType>;
}>;

export type StaffUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  creci?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type UserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type VideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  embedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VideoType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoResult'] = ResolversParentTypes['VideoResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
}>;

export type VisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Visit'] = ResolversParentTypes['Visit']> = ResolversObject<{
  broker?: Resolver<ResolversTypes['VisitBroker'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  leadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomeAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcomeComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['VisitProperty'], ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['VisitRecord']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VisitStatus'], ParentType, ContextType>;
  visitorConfirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VisitBrokerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitBroker'] = ResolversParentTypes['VisitBroker']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisitDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitDay'] = ResolversParentTypes['VisitDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  times?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VisitPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitProperty'] = ResolversParentTypes['VisitProperty']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisitRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitRecord'] = ResolversParentTypes['VisitRecord']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VisitResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitResult'] = ResolversParentTypes['VisitResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visit?: Resolver<Maybe<ResolversTypes['Visit']>, ParentType, ContextType>;
}>;

export type VisitSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitSlot'] = ResolversParentTypes['VisitSlot']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisitorVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitorVisit'] = ResolversParentTypes['VisitorVisit']> = ResolversObject<{
  brokerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VisitStatus'], ParentType, ContextType>;
  writtenOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisitorVisitResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitorVisitResult'] = ResolversParentTypes['VisitorVisitResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  writtenOut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActionResult?: ActionResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AnonymizePersonResult?: AnonymizePersonResultResolvers<ContextType>;
  AnonymizedCounts?: AnonymizedCountsResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BookVisitResult?: BookVisitResultResolvers<ContextType>;
  Broker?: BrokerResolvers<ContextType>;
  BrokerLeadPerformance?: BrokerLeadPerformanceResolvers<ContextType>;
  BrokerPage?: BrokerPageResolvers<ContextType>;
  BrokerResult?: BrokerResultResolvers<ContextType>;
  CalendarFeedResult?: CalendarFeedResultResolvers<ContextType>;
  CityCount?: CityCountResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientChoice?: ClientChoiceResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  ClientResult?: ClientResultResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyPage?: CompanyPageResolvers<ContextType>;
  CompanyRecord?: CompanyRecordResolvers<ContextType>;
  CompanyResult?: CompanyResultResolvers<ContextType>;
  Consultant?: ConsultantResolvers<ContextType>;
  ContractTemplate?: ContractTemplateResolvers<ContextType>;
  ContractTemplateResult?: ContractTemplateResultResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  FeedContact?: FeedContactResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  HolidayResult?: HolidayResultResolvers<ContextType>;
  HolidayYear?: HolidayYearResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  KeyCheckout?: KeyCheckoutResolvers<ContextType>;
  KeyHolder?: KeyHolderResolvers<ContextType>;
  KeyPerson?: KeyPersonResolvers<ContextType>;
  KeyProperty?: KeyPropertyResolvers<ContextType>;
  KeyRecord?: KeyRecordResolvers<ContextType>;
  KeyVisitChoice?: KeyVisitChoiceResolvers<ContextType>;
  Lead?: LeadResolvers<ContextType>;
  LeadDistribution?: LeadDistributionResolvers<ContextType>;
  LeadDistributionResult?: LeadDistributionResultResolvers<ContextType>;
  LeadEvent?: LeadEventResolvers<ContextType>;
  LeadPage?: LeadPageResolvers<ContextType>;
  LeadPerformance?: LeadPerformanceResolvers<ContextType>;
  LeadPerformanceWeek?: LeadPerformanceWeekResolvers<ContextType>;
  LeadPerson?: LeadPersonResolvers<ContextType>;
  LeadProperty?: LeadPropertyResolvers<ContextType>;
  LeadResponseFigures?: LeadResponseFiguresResolvers<ContextType>;
  LeadResult?: LeadResultResolvers<ContextType>;
  LeadSourceCount?: LeadSourceCountResolvers<ContextType>;
  LeadSummary?: LeadSummaryResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  OverdueKeys?: OverdueKeysResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PersonClient?: PersonClientResolvers<ContextType>;
  PersonContactMessage?: PersonContactMessageResolvers<ContextType>;
  PersonData?: PersonDataResolvers<ContextType>;
  PersonLead?: PersonLeadResolvers<ContextType>;
  PersonPortalReject?: PersonPortalRejectResolvers<ContextType>;
  PersonRegistration?: PersonRegistrationResolvers<ContextType>;
  PersonVisit?: PersonVisitResolvers<ContextType>;
  PortalFeed?: PortalFeedResolvers<ContextType>;
  PortalFeedResult?: PortalFeedResultResolvers<ContextType>;
  PortalLeadAddress?: PortalLeadAddressResolvers<ContextType>;
  PortalLeadCredentials?: PortalLeadCredentialsResolvers<ContextType>;
  PortalLeadReject?: PortalLeadRejectResolvers<ContextType>;
  PortalLeadSecretResult?: PortalLeadSecretResultResolvers<ContextType>;
  PortalListing?: PortalListingResolvers<ContextType>;
  PortalReport?: PortalReportResolvers<ContextType>;
  PostalCodeAddress?: PostalCodeAddressResolvers<ContextType>;
  PostalCodeResult?: PostalCodeResultResolvers<ContextType>;
  PrivacyConsent?: PrivacyConsentResolvers<ContextType>;
  PrivacySettings?: PrivacySettingsResolvers<ContextType>;
  PrivacySettingsResult?: PrivacySettingsResultResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyAlerts?: PropertyAlertsResolvers<ContextType>;
  PropertyKeyResult?: PropertyKeyResultResolvers<ContextType>;
  PropertyKeys?: PropertyKeysResolvers<ContextType>;
  PropertyPage?: PropertyPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPropertyResult?: RegisterPropertyResultResolvers<ContextType>;
  RegistrationTracking?: RegistrationTrackingResolvers<ContextType>;
  SendContactMessageResult?: SendContactMessageResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  StaffProperty?: StaffPropertyResolvers<ContextType>;
  StaffPropertyPage?: StaffPropertyPageResolvers<ContextType>;
  StaffPropertyResult?: StaffPropertyResultResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
  VideoResult?: VideoResultResolvers<ContextType>;
  Visit?: VisitResolvers<ContextType>;
  VisitBroker?: VisitBrokerResolvers<ContextType>;
  VisitDay?: VisitDayResolvers<ContextType>;
  VisitProperty?: VisitPropertyResolvers<ContextType>;
  VisitRecord?: VisitRecordResolvers<ContextType>;
  VisitResult?: VisitResultResolvers<ContextType>;
  VisitSlot?: VisitSlotResolvers<ContextType>;
  VisitorVisit?: VisitorVisitResolvers<ContextType>;
  VisitorVisitResult?: VisitorVisitResultResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
