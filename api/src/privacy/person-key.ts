import { sql, type Expression, type RawBuilder } from 'kysely';
import { HttpError } from '../http/errors.js';
import { QueryReader } from '../http/query.js';

const PERSON_KEY_MESSAGE = 'Informe o e-mail ou o telefone da pessoa.';
const PHONE_MESSAGE = 'Informe o telefone com DDD: ao menos 10 dígitos.';
const EMAIL_MESSAGE = 'Informe um e-mail válido.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How staff name the person whose data they look for: an e-mail, a phone, or both (either one matches). */
export interface PersonKey {
  /** Lower case, trimmed. */
  email: string | null;
  /** Digits only, with the area code. */
  phone: string | null;
}

/** The e-mail and phone of a search, an export or an erasure; 422 without either, or with one that cannot be one. */
export function readPersonKey(raw: Record<string, unknown>): PersonKey {
  const query = new QueryReader(raw);
  const email = query.text('email')?.toLowerCase() ?? null;
  const phoneText = query.text('phone');
  const phone = phoneText === undefined ? null : phoneText.replace(/\D/g, '');
  if (email !== null && (!EMAIL.test(email) || email.length > 254)) query.reject('email', EMAIL_MESSAGE);
  if (phone !== null && (phone.length < 10 || phone.length > 13)) query.reject('phone', PHONE_MESSAGE);
  query.finish();
  if (email === null && phone === null) throw new HttpError(422, PERSON_KEY_MESSAGE, { email: [PERSON_KEY_MESSAGE] });
  return { email, phone };
}

/** A phone column as digits, whatever was typed around them, in SQL both databases read. */
export function phoneDigits(column: Expression<string | null>): RawBuilder<string | null> {
  let digits: RawBuilder<string | null> = sql`${column}`;
  for (const mark of ['(', ')', ' ', '-', '+', '.']) digits = sql`replace(${digits}, ${mark}, '')`;
  return digits;
}
