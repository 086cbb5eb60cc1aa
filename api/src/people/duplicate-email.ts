import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';

const DUPLICATE_EMAIL_MESSAGE = 'Este e-mail já está cadastrado.';

/** Whether a database error is the unique e-mail index refusing a second row with the same e-mail. */
function isDuplicateEmailError(error: unknown): boolean {
  return isUniqueViolation(error, 'email');
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
