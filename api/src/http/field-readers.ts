import type { FormReader } from './form.js';

const STATE_MESSAGE = 'Informe a sigla do estado com 2 letras.';
const ZIP_CODE_MESSAGE = 'Informe um CEP com 8 dígitos.';
const PHONE_MESSAGE = 'Informe o telefone com DDD: (##) #####-####.';
const DATE_MESSAGE = 'Informe uma data válida (AAAA-MM-DD).';
const FEATURES_MESSAGE = 'Envie as características como uma lista JSON, por exemplo ["pool","grill"].';

/** The 27 federative units of Brazil, by their two-letter codes. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];
const MAX_FEATURES = 40;
const FEATURE_KEY = /^[a-z][a-z0-9_]{0,39}$/;

export const MAX_MONEY = 999_999_999_999;
export const MAX_MEASURE = 9_999_999_999;
export const MAX_ROOMS = 1000;
export const AREA_FIELDS = ['area', 'total_area', 'usable_area', 'built_area', 'lot_area', 'lot_front', 'lot_back'] as const;
export const ROOM_FIELDS = ['bedrooms', 'bathrooms', 'suites', 'garage'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];
export type RoomField = (typeof ROOM_FIELDS)[number];

/** A Brazilian state by its two-letter code, in upper case. */
export function readState(form: FormReader, rules: { required: boolean }): string | undefined {
  const state = form.text('state', { required: rules.required, maxLength: 100 })?.toUpperCase();
  if (state === undefined) return undefined;
  return BRAZILIAN_STATES.includes(state) ? state : form.fail('state', STATE_MESSAGE);
}

/** `13025000`, `13025-000` or `13.025-000`, stored as `13025-000`. */
export function readZipCode(form: FormReader): string | undefined {
  const text = form.text('zip_code', { maxLength: 20 });
  if (text === undefined) return undefined;
  const digits = text.replace(/^(\d{2})\.?(\d{3})-?(\d{3})$/, '$1$2$3');
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : form.fail('zip_code', ZIP_CODE_MESSAGE);
}

/** A phone with area code, stored as its 10 or 11 digits (a leading 55 country code is dropped). */
export function readPhone(form: FormReader, name: string, rules: { required: boolean; requiredMessage?: string }): string | undefined {
  const text = form.text(name, { ...rules, maxLength: 30 });
  if (text === undefined) return undefined;
  const digits = text.replace(/[\s().+-]/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return /^\d{10,11}$/.test(digits) ? digits : form.fail(name, PHONE_MESSAGE);
}

/** A phone's 10 or 11 digits as people write it: `19998124500` → `(19) 99812-4500`, `1932514500` → `(19) 3251-4500`. */
export function formatDisplayPhone(digits: string): string {
  const local = digits.slice(2);
  return `(${digits.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
}

/** `AAAA-MM-DD` (or `DD/MM/AAAA`) of a real calendar day, as ISO text. */
export function readDate(form: FormReader, name: string): string | undefined {
  const text = form.text(name, { maxLength: 20 });
  if (text === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (match === null) return form.fail(name, DATE_MESSAGE);
  const [year, month, day] = text.includes('/') ? [match[3], match[2], match[1]] : [match[1], match[2], match[3]];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : form.fail(name, DATE_MESSAGE);
}

/** Feature keys as JSON text (`["pool","grill"]`), or repeated `features[]` fields; stored as JSON text without repeats. */
export function readFeatures(form: FormReader, body: Readonly<Record<string, unknown>>): string {
  const value = body.features;
  let keys: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return '[]';
    try {
      keys = JSON.parse(value);
    } catch {
      keys = undefined;
    }
  }
  if (value === undefined || value === null) return '[]';
  if (!Array.isArray(keys) || keys.length > MAX_FEATURES || !keys.every((key) => typeof key === 'string' && FEATURE_KEY.test(key))) {
    form.fail('features', FEATURES_MESSAGE);
    return '[]';
  }
  return JSON.stringify([...new Set(keys as string[])]);
}
