import { HttpError } from '../http/errors.js';

export const DUPLICATE_EMAIL_MESSAGE = 'Este e-mail já está cadastrado.';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/**
 * Whether a database error is the unique e-mail index refusing a second row with the same e-mail:
 * PostgreSQL reports unique violations as code 23505 naming the index, SQLite as
 * SQLITE_CONSTRAINT_UNIQUE naming the index or the column.
 */
export function isDuplicateEmailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as DatabaseError;
  if (code === '23505') return typeof constraint === 'string' && constraint.includes('email');
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return typeof message === 'string' && message.includes('email');
  return false;
}

/**
 * Runs a write and answers 409 'Este e-mail já está cadastrado.' (also under `errors.email`) when the
 * unique index refuses its e-mail. The index decides, so two saves racing with one e-mail cannot both win.
 */
export async function refusingDuplicateEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateEmailError(error)) throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE, { email: [DUPLICATE_EMAIL_MESSAGE] });
    throw error;
  }
}
