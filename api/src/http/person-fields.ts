import type { FormReader } from './form.js';
import { readPhone } from './field-readers.js';

const NAME_REQUIRED_MESSAGE = 'O nome é obrigatório.';
const EMAIL_REQUIRED_MESSAGE = 'O e-mail é obrigatório.';
export const CRECI_REQUIRED_MESSAGE = 'O CRECI é obrigatório.';
const PHONE_REQUIRED_MESSAGE = 'O Telefone é obrigatório.';
export const PASSWORD_REQUIRED_MESSAGE = 'A senha é obrigatória.';
const PASSWORD_TOO_SHORT_MESSAGE = 'A senha deve ter no mínimo 6 caracteres.';
const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase; argon2 hashes whatever length in the same time. */
const PASSWORD_MAX_LENGTH = 128;

export function readName(form: FormReader): string | undefined {
  return form.text('name', { required: true, requiredMessage: NAME_REQUIRED_MESSAGE, maxLength: 120 });
}

/** A required e-mail of the basic pattern, as typed (case is kept; uniqueness ignores it). */
export function readEmail(form: FormReader): string | undefined {
  return form.email('email', { required: true, requiredMessage: EMAIL_REQUIRED_MESSAGE });
}

/** A phone with area code (10 or 11 digits), stored as digits. */
export function readRequiredPhone(form: FormReader, name = 'phone'): string | undefined {
  return readPhone(form, name, { required: true, requiredMessage: PHONE_REQUIRED_MESSAGE });
}

export function readCreci(form: FormReader, rules: { required: boolean }): string | undefined {
  return form.text('creci', { required: rules.required, requiredMessage: CRECI_REQUIRED_MESSAGE, maxLength: 40 });
}

/**
 * A new password, exactly as typed (spaces are part of it): `requiredMessage` when missing or blank,
 * 'A senha deve ter no mínimo 6 caracteres.' when shorter.
 */
export function readNewPassword(form: FormReader, body: Readonly<Record<string, unknown>>, requiredMessage: string): string | undefined {
  const value = body.password;
  if (value !== undefined && value !== null && typeof value !== 'string') return form.fail('password', requiredMessage);
  const password = value ?? '';
  if (password.trim() === '') return form.fail('password', requiredMessage);
  if ([...password].length < PASSWORD_MIN_LENGTH) return form.fail('password', PASSWORD_TOO_SHORT_MESSAGE);
  if ([...password].length > PASSWORD_MAX_LENGTH) return form.fail('password', `Use no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  return password;
}
