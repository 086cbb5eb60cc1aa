import { FormReader } from '../http/form.js';
import type { PropertyValues } from '../catalogue/property-values.js';
import { IPTU_PERIODICITIES, OPERATIONS, PROPERTY_TYPES } from '../db/schema.js';
import {
  AREA_FIELDS,
  MAX_MEASURE,
  MAX_MONEY,
  MAX_ROOMS,
  readDate,
  readFeatures,
  readPhone,
  readState,
  readZipCode,
  ROOM_FIELDS,
  type AreaField,
  type RoomField,
} from '../http/field-readers.js';

const TERMS_MESSAGE = 'Você deve aceitar a Declaração de Responsabilidade para continuar.';

/** Columns only staff set: the owner's property gets their defaults when it is stored for review. */
type StaffOnlyColumn =
  | 'code'
  | 'status'
  | 'responsible_broker'
  | 'responsible_broker_phone'
  | 'user_id'
  | 'client_id'
  | 'is_active'
  | 'is_reserved'
  | 'is_launch'
  | 'portal_publish'
  | 'portal_level'
  | 'rental_price'
  | 'address_privacy';
/** Text the owner must give, which staff may leave empty. */
type RequiredText = 'description' | 'address' | 'number' | 'neighborhood' | 'state' | 'contact_name' | 'contact_phone' | 'contact_email';

/** The property as the owner described it, ready to be stored. */
export type RegisteredProperty = Omit<PropertyValues, StaffOnlyColumn | RequiredText | 'price'> &
  Record<RequiredText, string> & { price: number };

function readTerms(form: FormReader): void {
  if (form.flag('terms_accepted') !== 1 && form.errors.terms_accepted === undefined) form.fail('terms_accepted', TERMS_MESSAGE);
}

/**
 * Reads every field of the owner's registration form, collecting the spec's message for each problem in
 * `form.errors`. Answers the property when nothing is wrong. Land-only fields are kept only for land, and
 * rooms are not asked for land.
 */
export function readRegistrationFields(form: FormReader, body: Readonly<Record<string, unknown>>): RegisteredProperty | undefined {
  const operation = form.oneOf('operation', OPERATIONS, { required: true });
  const type = form.oneOf('type', PROPERTY_TYPES, { required: true });
  const title = form.text('title', { required: true, maxLength: 150 });
  const description = form.text('description', { required: true, maxLength: 10_000, multiline: true });
  const price = form.decimal('price', { required: true, max: MAX_MONEY });
  const address = form.text('address', { required: true, maxLength: 200 });
  const number = form.text('number', { required: true, maxLength: 20 });
  const neighborhood = form.text('neighborhood', { required: true, maxLength: 100 });
  const city = form.text('city', { required: true, maxLength: 100 });
  const state = readState(form, { required: true });
  const contactName = form.text('contactName', { required: true, maxLength: 120 });
  const contactPhone = readPhone(form, 'contactPhone', { required: true });
  const contactEmail = form.email('contactEmail', { required: true });
  const isLand = type === 'land';
  const rooms = Object.fromEntries(ROOM_FIELDS.map((field) => [field, form.count(field, { max: MAX_ROOMS }) ?? 0]));
  const areas = Object.fromEntries(AREA_FIELDS.map((field) => [field, form.decimal(field, { max: MAX_MEASURE }) ?? null]));
  const optional = {
    highlights: form.text('highlights', { maxLength: 5000, multiline: true }) ?? null,
    reference_point: form.text('reference_point', { maxLength: 255 }) ?? null,
    complement: form.text('complement', { maxLength: 100 }) ?? null,
    zip_code: readZipCode(form) ?? null,
    iptu_value: form.decimal('iptu_value', { max: MAX_MONEY }) ?? null,
    iptu_periodicity: form.oneOf('iptu_periodicity', IPTU_PERIODICITIES) ?? null,
    features: readFeatures(form, body),
  };
  const land = {
    subdivision_name: form.text('subdivision_name', { maxLength: 150 }) ?? null,
    delivery_date: readDate(form, 'delivery_date') ?? null,
    ready_to_build: form.flag('ready_to_build') ?? 0,
  };
  readTerms(form);
  if (form.hasErrors) return undefined;
  if (!operation || !type || !title || !description || price === undefined || !address || !number) return undefined;
  if (!neighborhood || !city || !state || !contactName || !contactPhone || !contactEmail) return undefined;
  return {
    operation,
    type,
    title,
    description,
    price,
    address,
    number,
    neighborhood,
    city,
    state,
    ...optional,
    ...(areas as Record<AreaField, number | null>),
    ...(isLand ? { bedrooms: 0, bathrooms: 0, suites: 0, garage: 0 } : (rooms as Record<RoomField, number>)),
    subdivision_name: isLand ? land.subdivision_name : null,
    delivery_date: isLand ? land.delivery_date : null,
    ready_to_build: isLand ? land.ready_to_build : 0,
    contact_name: contactName,
    contact_phone: contactPhone,
    contact_email: contactEmail,
  };
}
