import type { PropertyValues } from '../catalogue/property-values.js';
import { ADDRESS_PRIVACY_CHOICES, IPTU_PERIODICITIES, OPERATIONS, PORTAL_LEVELS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../db/schema.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import type { FormReader } from '../http/form.js';
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
} from '../http/field-readers.js';
import { readPropertyCode } from './property-code.js';

const TITLE_REQUIRED_MESSAGE = 'O título é obrigatório.';
const OPERATION_REQUIRED_MESSAGE = 'A operação é obrigatória.';
const SITUATION_REQUIRED_MESSAGE = 'A situação é obrigatória.';
const TYPE_REQUIRED_MESSAGE = 'O tipo é obrigatório.';
/** The spec words the price rule (required and not negative) with this one text. */
const PRICE_REQUIRED_MESSAGE = 'O preço é obrigatório.';
const IPTU_NEGATIVE_MESSAGE = 'O valor do IPTU não pode ser negativo.';
const CITY_REQUIRED_MESSAGE = 'A cidade é obrigatória.';
const RENTAL_PRICE_NEGATIVE_MESSAGE = 'O valor do aluguel não pode ser negativo.';
const ADDRESS_PRIVACY_MESSAGE = 'Escolha quanto do endereço é público: endereço completo, só a rua ou só o bairro.';

/**
 * Every column staff edit on a property (the price is required). The slug is derived, never sent; a code
 * left empty on create (null here) is generated once the new id is known.
 */
export type StaffPropertyFields = Omit<PropertyValues, 'price'> & { price: number };

export type StaffPropertyChanges = Partial<StaffPropertyFields>;

/** The form's own names of the fields whose column is named differently. */
const CONTACT_FIELDS = { contact_name: 'contactName', contact_phone: 'contactPhone', contact_email: 'contactEmail' } as const;

/**
 * Reads the staff property form (multipart fields: booleans as 1/0, features as JSON text), recording
 * the spec's message for each problem in `form.errors`. On update, a field that is not sent keeps its
 * value, and an optional field sent empty is cleared.
 */
export function readStaffChanges(form: FormReader, body: Readonly<Record<string, unknown>>, mode: FormMode): StaffPropertyChanges {
  const fields = new ChangeCollector<StaffPropertyFields>(body, mode);
  const text =
    (name: string, maxLength: number, multiline = false) =>
    () =>
      form.text(name, { maxLength, multiline }) ?? null;

  fields.take('title', 'title', () => form.text('title', { required: true, requiredMessage: TITLE_REQUIRED_MESSAGE, maxLength: 150 }), '');
  fields.take('code', 'code', () => readPropertyCode(form, mode === 'update'), null);
  fields.take(
    'operation',
    'operation',
    () => form.oneOf('operation', OPERATIONS, { required: true, requiredMessage: OPERATION_REQUIRED_MESSAGE }),
    'sale',
  );
  fields.take(
    'type',
    'type',
    () => form.oneOf('type', PROPERTY_TYPES, { required: true, requiredMessage: TYPE_REQUIRED_MESSAGE }),
    'house',
  );
  fields.take(
    'status',
    'status',
    () => form.oneOf('status', PROPERTY_STATUSES, { required: true, requiredMessage: SITUATION_REQUIRED_MESSAGE }),
    'in_analysis',
  );
  fields.take(
    'price',
    'price',
    () =>
      form.decimal('price', {
        required: true,
        requiredMessage: PRICE_REQUIRED_MESSAGE,
        negativeMessage: PRICE_REQUIRED_MESSAGE,
        max: MAX_MONEY,
      }),
    0,
  );
  fields.take('city', 'city', () => form.text('city', { required: true, requiredMessage: CITY_REQUIRED_MESSAGE, maxLength: 100 }), '');
  fields.take(
    'iptu_value',
    'iptu_value',
    () => form.decimal('iptu_value', { negativeMessage: IPTU_NEGATIVE_MESSAGE, max: MAX_MONEY }),
    null,
  );
  fields.take(
    'rental_price',
    'rental_price',
    () => form.decimal('rental_price', { negativeMessage: RENTAL_PRICE_NEGATIVE_MESSAGE, max: MAX_MONEY }),
    null,
  );
  fields.take('portal_publish', 'portal_publish', () => form.flag('portal_publish'), 0);
  fields.take('portal_level', 'portal_level', () => form.oneOf('portal_level', PORTAL_LEVELS), 'standard');
  fields.take(
    'address_privacy',
    'address_privacy',
    () => form.oneOf('address_privacy', ADDRESS_PRIVACY_CHOICES, { invalidMessage: ADDRESS_PRIVACY_MESSAGE }),
    'street',
  );
  fields.take('iptu_periodicity', 'iptu_periodicity', () => form.oneOf('iptu_periodicity', IPTU_PERIODICITIES), null);

  fields.take('description', 'description', text('description', 10_000, true), null);
  fields.take('highlights', 'highlights', text('highlights', 5000, true), null);
  fields.take('reference_point', 'reference_point', text('reference_point', 255), null);
  fields.take('address', 'address', text('address', 200), null);
  fields.take('number', 'number', text('number', 20), null);
  fields.take('complement', 'complement', text('complement', 100), null);
  fields.take('neighborhood', 'neighborhood', text('neighborhood', 100), null);
  fields.take('state', 'state', () => readState(form, { required: false }), null);
  fields.take('zip_code', 'zip_code', () => readZipCode(form), null);
  fields.take('responsible_broker', 'responsible_broker', text('responsible_broker', 120), null);
  fields.take('responsible_broker_phone', 'responsible_broker_phone', text('responsible_broker_phone', 30), null);
  fields.take('user_id', 'user_id', () => form.id('user_id'), null);
  fields.take('client_id', 'client_id', () => form.id('client_id'), null);

  for (const room of ROOM_FIELDS) fields.take(room, room, () => form.count(room, { max: MAX_ROOMS }), 0);
  for (const area of AREA_FIELDS) fields.take(area, area, () => form.decimal(area, { max: MAX_MEASURE }), null);

  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  fields.take('is_reserved', 'is_reserved', () => form.flag('is_reserved'), 0);
  fields.take('is_launch', 'is_launch', () => form.flag('is_launch'), 0);
  fields.take('features', 'features', () => readFeatures(form, body), '[]');
  fields.take('subdivision_name', 'subdivision_name', text('subdivision_name', 150), null);
  fields.take('delivery_date', 'delivery_date', () => readDate(form, 'delivery_date'), null);
  fields.take('ready_to_build', 'ready_to_build', () => form.flag('ready_to_build'), 0);

  fields.take('contact_name', CONTACT_FIELDS.contact_name, text(CONTACT_FIELDS.contact_name, 120), null);
  fields.take(
    'contact_phone',
    CONTACT_FIELDS.contact_phone,
    () => readPhone(form, CONTACT_FIELDS.contact_phone, { required: false }),
    null,
  );
  fields.take('contact_email', CONTACT_FIELDS.contact_email, () => form.email(CONTACT_FIELDS.contact_email, {}), null);
  return fields.changes;
}

/** The full property of a create form, or undefined when a required field is missing (its error is recorded). */
export function completeStaffFields(changes: StaffPropertyChanges): StaffPropertyFields | undefined {
  const { title, operation, type, status, price, city } = changes;
  if (!title || !operation || !type || !status || price === undefined || !city) return undefined;
  return {
    code: null,
    description: null,
    highlights: null,
    reference_point: null,
    rental_price: null,
    portal_publish: 0,
    portal_level: 'standard',
    address_privacy: 'street',
    iptu_value: null,
    iptu_periodicity: null,
    address: null,
    number: null,
    complement: null,
    neighborhood: null,
    state: null,
    zip_code: null,
    responsible_broker: null,
    responsible_broker_phone: null,
    user_id: null,
    client_id: null,
    bedrooms: 0,
    bathrooms: 0,
    suites: 0,
    garage: 0,
    area: null,
    total_area: null,
    usable_area: null,
    built_area: null,
    lot_area: null,
    lot_front: null,
    lot_back: null,
    is_active: 1,
    is_reserved: 0,
    is_launch: 0,
    features: '[]',
    subdivision_name: null,
    delivery_date: null,
    ready_to_build: 0,
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    ...changes,
    title,
    operation,
    type,
    status,
    price,
    city,
  };
}
