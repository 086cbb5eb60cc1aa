import { sql, type Kysely } from 'kysely';
import { PROPERTY_CODE_INDEX } from '../db/migrations/0007-property-codes.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import type { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { PROPERTY_CODE_MAX_LENGTH, PROPERTY_CODE_PATTERN } from '../../../shared/property-rules.js';

const CODE_FIELD = 'code';
const CODE_REQUIRED_MESSAGE = 'O código é obrigatório.';
const CODE_FORMAT_MESSAGE = 'Use apenas letras, números, hífen (-), barra (/) ou ponto (.), sem espaços.';
const DUPLICATE_CODE_MESSAGE = 'Já existe um imóvel com este código.';

/**
 * The code staff typed, trimmed and kept in its letter case. On create an empty code reads as undefined
 * (the API then generates one); on update a code sent empty is refused as required.
 */
export function readPropertyCode(form: FormReader, required: boolean): string | undefined {
  const code = form.text(CODE_FIELD, { required, requiredMessage: CODE_REQUIRED_MESSAGE, maxLength: PROPERTY_CODE_MAX_LENGTH });
  if (code === undefined) return undefined;
  return PROPERTY_CODE_PATTERN.test(code) ? code : form.fail(CODE_FIELD, CODE_FORMAT_MESSAGE);
}

/** Whether another property (any broker's: codes are unique across the agency) already has this code. */
async function isCodeTaken(db: Kysely<Database>, code: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('properties')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Records the duplicate-code message when the typed code belongs to another property. */
export async function checkCodeIsFree(
  db: Kysely<Database>,
  form: FormReader,
  code: string | null | undefined,
  exceptId?: number,
): Promise<void> {
  if (code && (await isCodeTaken(db, code, exceptId))) form.fail(CODE_FIELD, DUPLICATE_CODE_MESSAGE);
}

/**
 * Runs a write and answers 422 'Já existe um imóvel com este código.' under `errors.code` when the unique
 * index refuses its code: two saves racing with one code cannot both win, whatever the check before said.
 */
export async function refusingDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, PROPERTY_CODE_INDEX))
      throw new HttpError(422, FORM_ERRORS_MESSAGE, { [CODE_FIELD]: [DUPLICATE_CODE_MESSAGE] });
    throw error;
  }
}
