import type { Feature, PropertyInput, PropertyRegistrationInput } from '../generated/resolvers.js';

/**
 * The multipart property forms of the REST API (the owner's registration and the staff form) share most
 * fields. Each form is described by tables of input field → form field, grouped by how the value is
 * written; the compiler checks that every input field of the form has its entry.
 */

type KeysWithValue<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T];

/** The input fields, of either form, written as a REST choice (enum value in lower case). */
type ChoiceFields<I> = Extract<keyof I, 'operation' | 'type' | 'iptuPeriodicity' | 'status' | 'portalLevel' | 'addressPrivacy'>;

export interface PropertyFormTables<I> {
  /** Enums: the REST value is the enum value in lower case (RENT → rent, SINGLE_PAYMENT → single_payment). */
  choices: Readonly<Record<ChoiceFields<I>, string>>;
  /** Texts and ids, sent as they are. */
  texts: Readonly<Record<Exclude<KeysWithValue<I, string>, ChoiceFields<I>>, string>>;
  /** Numbers, as decimal text. */
  numbers: Readonly<Record<KeysWithValue<I, number>, string>>;
  /** Booleans, as 1/0. */
  flags: Readonly<Record<KeysWithValue<I, boolean>, string>>;
}

/** A photo received for a property form and kept in a temporary file until the call ends. */
export interface PropertyPhoto {
  field: PhotoField;
  /** The name the sender's device gave it. */
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

export type PhotoField = 'mainImage' | 'otherImages';

/** Twenty photos of 15 MB take a while to travel and to be processed. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;

/** The photo fields of both forms. */
export const PHOTO_FIELDS: Readonly<Record<PhotoField, string>> = {
  mainImage: 'mainImage',
  otherImages: 'otherImages',
};

/** The input fields both forms have. */
type SharedField = keyof PropertyInput & keyof PropertyRegistrationInput;

const SHARED_CHOICE_FIELDS = {
  operation: 'operation',
  type: 'type',
  iptuPeriodicity: 'iptu_periodicity',
} as const satisfies Partial<Record<SharedField, string>>;

const SHARED_TEXT_FIELDS = {
  title: 'title',
  description: 'description',
  highlights: 'highlights',
  referencePoint: 'reference_point',
  zipCode: 'zip_code',
  street: 'address',
  number: 'number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
  subdivisionName: 'subdivision_name',
  deliveryDate: 'delivery_date',
  contactName: 'contactName',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
} as const satisfies Partial<Record<SharedField, string>>;

const SHARED_NUMBER_FIELDS = {
  price: 'price',
  iptuValue: 'iptu_value',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  suites: 'suites',
  garage: 'garage',
  area: 'area',
  totalArea: 'total_area',
  usableArea: 'usable_area',
  builtArea: 'built_area',
  lotArea: 'lot_area',
  lotFront: 'lot_front',
  lotBack: 'lot_back',
} as const satisfies Partial<Record<SharedField, string>>;

const SHARED_FLAG_FIELDS = {
  readyToBuild: 'ready_to_build',
} as const satisfies Partial<Record<SharedField, string>>;

/** The tables of the fields both forms have; each form spreads them and adds its own fields. */
export const SHARED_FORM_TABLES = {
  choices: SHARED_CHOICE_FIELDS,
  texts: SHARED_TEXT_FIELDS,
  numbers: SHARED_NUMBER_FIELDS,
  flags: SHARED_FLAG_FIELDS,
} as const;

/** The forms' own feature keys (the form's key set of spec §3). */
export const FEATURE_FORM_KEYS: Readonly<Record<Feature, string>> = {
  PET_FRIENDLY: 'pet_friendly',
  CLOSETS: 'closets',
  CALM_LOCATION: 'calm_location',
  COLD_FLOOR: 'cold_floor',
  BACKYARD: 'backyard',
  FAN: 'fan',
  SERVICE_AREA: 'service_area',
  KITCHEN: 'kitchen',
  NEAR_SCHOOL: 'near_school',
  NEAR_PHARMACY: 'near_pharmacy',
  POOL: 'pool',
  GRILL: 'grill',
  FOOTBALL_COURT: 'football_court',
  VOLLEYBALL_COURT: 'volleyball_court',
  TENNIS_COURT: 'tennis_court',
  SPORTS_COURT: 'sports_court',
};

const FEATURES_FIELD = 'features';

function entries<K extends PropertyKey>(table: Readonly<Record<K, string>>): [K, string][] {
  return Object.entries(table) as [K, string][];
}

export interface PropertyFormOptions {
  /**
   * How an input field given as null is sent: left out like a missing one (the owner's registration), or
   * sent empty (the staff form, where an empty field clears the stored value and a missing one keeps it).
   */
  nullAs: 'omitted' | 'empty';
}

/**
 * The text fields of a property form: enums as their REST values, numbers as decimal text, booleans as
 * 1/0, features as JSON text of form keys. Fields missing from the input are left out, so the API answers
 * its own message for each one it requires (or, on an update, keeps their values).
 */
export function propertyFormFields<I extends { features?: readonly Feature[] | null }>(
  input: I,
  tables: PropertyFormTables<I>,
  options: PropertyFormOptions = { nullAs: 'omitted' },
): [string, string][] {
  const fields: [string, string][] = [];
  const write = <K extends keyof I>(table: Readonly<Record<K, string>>, format: (value: NonNullable<I[K]>) => string | null) => {
    for (const [name, field] of entries(table)) {
      const value = input[name];
      if (value === undefined) continue;
      if (value === null) {
        if (options.nullAs === 'empty') fields.push([field, '']);
        continue;
      }
      const text = format(value);
      if (text !== null) fields.push([field, text]);
    }
  };
  write(tables.choices, (value) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : null));
  write(tables.texts, (value) => (typeof value === 'string' ? value : null));
  write(tables.numbers, (value) => (typeof value === 'number' ? String(value) : null));
  write(tables.flags, (value) => (typeof value === 'boolean' ? (value ? '1' : '0') : null));
  if (input.features) {
    const keys = [...new Set(input.features.map((feature) => FEATURE_FORM_KEYS[feature]))];
    fields.push([FEATURES_FIELD, JSON.stringify(keys)]);
  } else if (input.features === null && options.nullAs === 'empty') {
    fields.push([FEATURES_FIELD, '[]']);
  }
  return fields;
}

/**
 * The function naming a field the API reported as the schema names it (`zip_code` → `zipCode`,
 * `address` → `street`, `otherImages[3]` → `otherImages`); a field the form does not have keeps the API's
 * name. `extra` lists form fields outside the tables (photos, lists) with their input names.
 */
export function inputFieldNamer<I>(
  tables: PropertyFormTables<I>,
  extra: Readonly<Record<string, string>> = {},
): (formField: string) => string {
  const inputOfForm = new Map<string, string>([
    ...[tables.choices, tables.texts, tables.numbers, tables.flags].flatMap((table) =>
      Object.entries(table as Readonly<Record<string, string>>).map(([input, form]): [string, string] => [form, input]),
    ),
    ...Object.entries(PHOTO_FIELDS).map(([input, form]): [string, string] => [form, input]),
    [FEATURES_FIELD, 'features'],
    ...Object.entries(extra),
  ]);
  return (formField) => {
    const known = inputOfForm.get(formField);
    if (known) return known;
    const indexed = /^(.+?)(?:\[\d*\]|\.\d+)$/.exec(formField)?.[1];
    return (indexed === undefined ? undefined : inputOfForm.get(indexed)) ?? formField;
  };
}
