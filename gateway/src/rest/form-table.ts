import type { RawJsonForm, RawJsonFormValue } from './people-types.js';

/**
 * The people forms (client, broker, user, company) are each described by one table: input field → REST
 * field and how its value is written. The compiler checks that every input field has its entry and that
 * its kind fits the value's type.
 *
 * - `text`: sent as it is;
 * - `choice`: an enum value, sent in lower case (ADMINBROKER → adminbroker);
 * - `id`: a record id; in JSON a number when it is one ("7" → 7);
 * - `flag`: a boolean, sent as 1/0;
 * - `idList`: a list of ids, each once; in JSON numbers when they are numbers.
 */
type FieldKind = 'text' | 'choice' | 'id' | 'flag' | 'idList';

type KindOf<V> = V extends boolean ? 'flag' : V extends readonly unknown[] ? 'idList' : 'text' | 'choice' | 'id';

export interface FormField<K extends FieldKind = FieldKind> {
  /** The REST field name. */
  name: string;
  kind: K;
}

export type FormTable<I> = { readonly [P in keyof I]-?: FormField<KindOf<NonNullable<I[P]>>> };

export const text = (name: string): FormField<'text'> => ({ name, kind: 'text' });
export const choice = (name: string): FormField<'choice'> => ({ name, kind: 'choice' });
export const id = (name: string): FormField<'id'> => ({ name, kind: 'id' });
export const flag = (name: string): FormField<'flag'> => ({ name, kind: 'flag' });
export const idList = (name: string): FormField<'idList'> => ({ name, kind: 'idList' });

export interface FormOptions<I> {
  /** Input fields this form never sends (a password on an update). */
  leaveOut?: readonly (keyof I)[];
}

type Writer = (kind: FieldKind, value: unknown) => RawJsonFormValue | undefined;

/**
 * The fields of a form in table order. A field missing from the input is not sent (an update keeps its
 * value, a create lets the API answer its own message); a field given as null is sent as `cleared`.
 */
function formEntries<I extends object>(
  input: I,
  table: FormTable<I>,
  options: FormOptions<I>,
  cleared: RawJsonFormValue,
  write: Writer,
): [string, RawJsonFormValue][] {
  const entries: [string, RawJsonFormValue][] = [];
  for (const key of Object.keys(table) as (keyof I & string)[]) {
    if (options.leaveOut?.includes(key)) continue;
    const field: FormField = table[key];
    const value: unknown = input[key];
    if (value === undefined) continue;
    if (value === null) {
      entries.push([field.name, cleared]);
      continue;
    }
    const written = write(field.kind, value);
    if (written !== undefined) entries.push([field.name, written]);
  }
  return entries;
}

const NUMERIC_ID = /^\d{1,15}$/;

function jsonId(value: unknown): string | number | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return NUMERIC_ID.test(trimmed) ? Number(trimmed) : trimmed;
}

function idsOf(value: unknown): (string | number)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map(jsonId).filter((item): item is string | number => item !== undefined && item !== '');
  return [...new Set(ids)];
}

const writeJson: Writer = (kind, value) => {
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'choice':
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    case 'id':
      return jsonId(value);
    case 'flag':
      return typeof value === 'boolean' ? (value ? 1 : 0) : undefined;
    case 'idList':
      return idsOf(value);
  }
};

const writeText: Writer = (kind, value) => {
  switch (kind) {
    case 'id':
      return typeof value === 'string' ? value.trim() : undefined;
    case 'flag':
      return typeof value === 'boolean' ? (value ? '1' : '0') : undefined;
    case 'idList': {
      const ids = idsOf(value);
      return ids === undefined ? undefined : JSON.stringify(ids);
    }
    default:
      return writeJson(kind, value);
  }
};

/** A JSON form body: flags 1/0, ids as numbers when they are, null clearing a field. */
export function jsonFormBody<I extends object>(input: I, table: FormTable<I>, options: FormOptions<I> = {}): RawJsonForm {
  return Object.fromEntries(formEntries(input, table, options, null, writeJson));
}

/** The text fields of a multipart form: flags '1'/'0', id lists as JSON text, null sent empty (clearing a field). */
export function multipartFormFields<I extends object>(input: I, table: FormTable<I>, options: FormOptions<I> = {}): [string, string][] {
  return formEntries(input, table, options, '', writeText).map(([name, value]): [string, string] => [name, String(value)]);
}

/**
 * The function naming a field the API reported as the schema names it (`is_active` → `isActive`,
 * `permissions.2` or `permissions[2]` → `permissionIds`); `extra` names REST fields outside the table
 * (a photo); any other field keeps the API's name.
 */
export function formFieldNamer<I>(table: FormTable<I>, extra: Readonly<Record<string, string>> = {}): (restField: string) => string {
  const inputOf = new Map<string, string>([
    ...Object.entries<FormField>(table as Readonly<Record<string, FormField>>).map(([input, field]): [string, string] => [
      field.name,
      input,
    ]),
    ...Object.entries(extra),
  ]);
  return (restField) => {
    const known = inputOf.get(restField);
    if (known) return known;
    const indexed = /^(.+?)(?:\[\d*\]|\.\d+)$/.exec(restField)?.[1];
    return (indexed === undefined ? undefined : inputOf.get(indexed)) ?? restField;
  };
}
