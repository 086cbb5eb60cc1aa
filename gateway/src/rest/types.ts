/**
 * Raw shapes of the agency REST API (docs/rest-api.md), typed loosely on purpose: flags may come as
 * 0/1, '0'/'1' or booleans, money as numbers or numeric strings, optional fields may be missing.
 * Only `gateway/src/normalize/` reads these types.
 */

export type RawFlag = number | string | boolean | null | undefined;
export type RawNumber = number | string | null | undefined;
export type RawText = string | null | undefined;
export type RawId = number | string;

/** The address fields of a property or a company (`address` is the street). */
export interface RawAddressFields {
  zip_code?: RawText;
  address?: RawText;
  number?: RawText | number;
  complement?: RawText;
  neighborhood?: RawText;
  city?: RawText;
  state?: RawText;
}

export interface RawProperty extends RawAddressFields {
  id: RawId;
  year?: RawNumber;
  slug?: RawText;
  code?: RawText;
  title?: RawText;
  description?: RawText;
  highlights?: RawText;
  reference_point?: RawText;
  operation?: RawText;
  for_rent?: RawFlag;
  for_sale?: RawFlag;
  type?: RawText;
  price?: RawNumber;
  /** Monthly rent of a property offered for both sale and rent. */
  rental_price?: RawNumber;
  bedrooms?: RawNumber;
  bathrooms?: RawNumber;
  suites?: RawNumber;
  garage?: RawNumber;
  area?: RawNumber;
  total_area?: RawNumber;
  usable_area?: RawNumber;
  built_area?: RawNumber;
  lot_area?: RawNumber;
  lot_front?: RawNumber;
  lot_back?: RawNumber;
  iptu_value?: RawNumber;
  iptu_periodicity?: RawText;
  responsible_broker?: RawText;
  responsible_broker_phone?: RawText;
  user_id?: RawId | null;
  client_id?: RawId | null;
  status?: RawText;
  is_active?: RawFlag;
  is_reserved?: RawFlag;
  is_launch?: RawFlag;
  /** JSON text of keys, or already a list. */
  features?: string | string[] | null;
  subdivision_name?: RawText;
  delivery_date?: RawText;
  ready_to_build?: RawFlag;
  /** File names; the first is the main photo. Some upstreams send JSON text or null entries. */
  images?: (string | null)[] | string | null;
  /** full, street or neighborhood: how much of the address is public (the public calls already leave out the rest). */
  address_privacy?: RawText;
  /** When the property last became approved. */
  approved_at?: RawText;
  created_at?: RawText;
  updated_at?: RawText;
}

export interface RawCompany extends RawAddressFields {
  id?: RawId;
  document?: RawText;
  creci?: RawText;
  name?: RawText;
  phone?: RawText;
  whatsapp?: RawText;
  email?: RawText;
  is_active?: RawFlag;
  properties?: RawProperty[];
}

/** What every staff person has as the API answers it: a broker, a back-office user, the signed-in user. */
export interface RawPerson {
  id?: RawId | null;
  name?: RawText;
  email?: RawText;
  /** broker, leadbroker, adminbroker, administrative, client or admin. */
  role?: RawText;
}

export interface RawBroker extends RawPerson {
  id: RawId;
  creci?: RawText;
  phone?: RawText;
  is_active?: RawFlag;
  is_plantao?: RawFlag;
  leadbroker_id?: RawId | null;
  /** `/images/<file>`, a bare file name, an absolute URL, or null. */
  image_url?: RawText;
}

export interface RawVideo {
  id: RawId;
  title?: RawText;
  description?: RawText;
  video_url?: RawText;
  video_url_embed?: RawText;
  type?: RawText;
  is_active?: RawFlag;
}

interface RawCityCount {
  city?: RawText;
  count?: RawNumber;
}

/** `GET /api/properties`: `data[0]` carries the catalogue and, with the extensions, the paging echo. */
interface RawCatalogueItem {
  name?: RawText;
  whatsapp?: RawText;
  properties?: RawProperty[] | null;
  total?: RawNumber;
  page?: RawNumber;
  per_page?: RawNumber;
}

export interface RawListEnvelope<T> {
  data?: T[] | null;
}

export interface RawItemEnvelope<T> {
  data?: T | null;
}

/** The answer of a create or update: the API's message and the record as stored. */
export interface RawWriteAnswer<T> {
  message?: unknown;
  data?: T | null;
}

export type RawCatalogueEnvelope = RawListEnvelope<RawCatalogueItem>;
export type RawCompanyEnvelope = RawListEnvelope<RawCompany>;
export type RawBrokerEnvelope = RawListEnvelope<RawBroker>;
export type RawVideoEnvelope = RawListEnvelope<RawVideo>;
export type RawCitiesEnvelope = RawListEnvelope<RawCityCount>;
export type RawPropertyEnvelope = RawItemEnvelope<RawProperty>;

/** The JSON body of `POST /api/send-contact-email`. */
export interface RawContactMessage {
  name?: string;
  email?: string;
  phone?: string;
  /** buy, rent, sell, rent_out or others. */
  interest?: string;
  message?: string;
}

/** The answer of the visitors' writes (contact message, property registration). */
export interface RawMessageAnswer {
  message?: unknown;
}

/** `POST /api/property/register`: the confirmation and, given only here, the property's first tracking token. */
export interface RawRegistrationAnswer extends RawMessageAnswer {
  data?: { tracking_token?: RawText } | null;
}

/** `GET /api/registration-tracking/{token}`: what the owner's tracking page shows of the property. */
interface RawRegistrationTracking {
  title?: RawText;
  code?: RawText;
  /** in_analysis, approved or rejected. */
  status?: RawText;
  reason?: RawText;
  /** Only while the property is public. */
  slug?: RawText;
  /** Photo file names, main photo first. */
  images?: unknown;
  created_at?: RawText;
  visits_done?: RawNumber;
}

export interface RawRegistrationTrackingEnvelope {
  data?: RawRegistrationTracking | null;
}

/**
 * `GET /api/cep`: the ViaCEP field names, or `{ erro: true }` for an unknown code (some
 * ViaCEP-compatible services say `"erro": "true"`).
 */
export interface RawPostalCode {
  cep?: RawText;
  uf?: RawText;
  logradouro?: RawText;
  localidade?: RawText;
  bairro?: RawText;
  erro?: RawFlag;
}

/** A back-office permission as the API lists it. */
export interface RawPermission {
  id?: RawId | null;
  description?: RawText;
  identifier?: RawText;
}

/** The signed-in user as `POST /api/auth` and `GET /api/auth/me` answer it. */
export interface RawStaffUser extends RawPerson {
  permissions?: (RawPermission | null)[] | null;
}

/** The JSON body of `POST /api/auth`. */
export interface RawCredentials {
  email?: string;
  password?: string;
}

/** `POST /api/auth`: the user and the bearer token of the new session. */
export interface RawLoginAnswer {
  user?: RawStaffUser | null;
  token?: RawText;
}

/** `GET /api/auth/me`. */
export interface RawMeAnswer {
  user?: RawStaffUser | null;
}

/** `GET /api/permissions`: `{ data: [...] }`, or the list itself. */
export type RawPermissionsAnswer = RawListEnvelope<RawPermission> | RawPermission[];

/** A property as staff read it: the public fields plus the owner's contact and the terms flag. */
export interface RawStaffProperty extends RawProperty {
  contactName?: RawText;
  contactPhone?: RawText;
  contactEmail?: RawText;
  terms_accepted?: RawFlag;
  portal_publish?: RawFlag;
  /** standard, premium or super_premium. */
  portal_level?: RawText;
  /** Why the property was rejected; null unless rejected. */
  status_reason?: RawText;
}

/** One page of `GET /api/properties/fetch` asked with `page`/`per_page`: `{ data, total, page, per_page }`. */
export interface RawStaffPropertyPage {
  data?: RawStaffProperty[] | null;
  total?: RawNumber;
  page?: RawNumber;
  per_page?: RawNumber;
}

/** `GET /api/properties/awaiting-analysis`: how many await analysis and the newest of them. */
export interface RawAwaitingAnalysis {
  total?: RawNumber;
  data?: RawStaffProperty[] | null;
}

export type RawStaffPropertyEnvelope = RawItemEnvelope<RawStaffProperty>;

/** The answer of the staff property writes: the API's message and the property as stored. */
export type RawStaffPropertyAnswer = RawWriteAnswer<RawStaffProperty>;

/** The JSON body of `PUT /api/properties/{id}/status`. */
export interface RawStatusChange {
  /** in_analysis, approved or rejected. */
  status: string;
  notify_client: 0 | 1;
  /** Why the property is rejected; the API requires it with rejected. */
  reason?: string;
}

export interface RawClient {
  id?: RawId | null;
  name?: RawText;
  phone?: RawText;
  email?: RawText;
  is_active?: RawFlag;
}
