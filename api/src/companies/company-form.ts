import type { CompanyJson, FeedContactColumn } from '../catalogue/company.js';
import type { FormReader } from '../http/form.js';
import { formatDisplayPhone, readPhone, readState, readZipCode } from '../http/field-readers.js';
import type { ChangeCollector } from '../http/changes.js';
import { CRECI_REQUIRED_MESSAGE, readEmail, readName } from '../http/person-fields.js';
import { formatCnpj, isValidCnpj } from './cnpj.js';

const CNPJ_REQUIRED_MESSAGE = 'O CNPJ é obrigatório.';
const CNPJ_INVALID_MESSAGE = 'CNPJ inválido.';
const WHATSAPP_REQUIRED_MESSAGE = 'O Whatsapp é obrigatório.';
const WEBSITE_MESSAGE = 'Informe o endereço completo do site, começando com http:// ou https://.';

/** The columns of the company form: every column of the company but its id, the active flag as 0 or 1. */
export type CompanyColumns = Omit<CompanyJson, 'id' | 'is_active'> & { is_active: 0 | 1 } & Record<FeedContactColumn, string | null>;

/** Every column the company form writes, in the form's order: the ones the audit trail compares. */
export const COMPANY_FORM_COLUMNS = [
  'document',
  'name',
  'email',
  'whatsapp',
  'creci',
  'phone',
  'zip_code',
  'address',
  'number',
  'neighborhood',
  'city',
  'state',
  'is_active',
  'feed_contact_name',
  'feed_email',
  'feed_phone',
  'feed_website',
] as const satisfies readonly (keyof CompanyColumns)[];

/** A CNPJ with valid check digits, stored with its punctuation. */
function readCnpj(form: FormReader): string | undefined {
  const text = form.text('document', { required: true, requiredMessage: CNPJ_REQUIRED_MESSAGE, maxLength: 30 });
  if (text === undefined) return undefined;
  return isValidCnpj(text) ? formatCnpj(text) : form.fail('document', CNPJ_INVALID_MESSAGE);
}

/** A display phone, optional, stored as `(19) 99812-4500` or `(19) 3251-4500`. */
function readDisplayPhone(form: FormReader, name: string): string | undefined {
  const digits = readPhone(form, name, { required: false });
  return digits === undefined ? undefined : formatDisplayPhone(digits);
}

/**
 * Reads the company form into `fields`: CNPJ (`document`, with check digits), name, email, whatsapp and
 * creci required; the display phone and the address optional, the CEP with 8 digits and the UF a state.
 */
export function readCompanyFields(form: FormReader, fields: ChangeCollector<CompanyColumns>): void {
  const text = (name: string, maxLength: number) => () => form.text(name, { maxLength }) ?? null;
  fields.take('document', 'document', () => readCnpj(form), '');
  fields.take('name', 'name', () => readName(form), '');
  fields.take('email', 'email', () => readEmail(form), '');
  fields.take(
    'whatsapp',
    'whatsapp',
    () => readPhone(form, 'whatsapp', { required: true, requiredMessage: WHATSAPP_REQUIRED_MESSAGE }),
    '',
  );
  fields.take('creci', 'creci', () => form.text('creci', { required: true, requiredMessage: CRECI_REQUIRED_MESSAGE, maxLength: 40 }), '');
  fields.take('phone', 'phone', () => readDisplayPhone(form, 'phone') ?? null, null);
  fields.take('zip_code', 'zip_code', () => readZipCode(form) ?? null, null);
  fields.take('address', 'address', text('address', 200), null);
  fields.take('number', 'number', text('number', 20), null);
  fields.take('neighborhood', 'neighborhood', text('neighborhood', 100), null);
  fields.take('city', 'city', text('city', 100), null);
  fields.take('state', 'state', () => readState(form, { required: false }) ?? null, null);
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  fields.take('feed_contact_name', 'feed_contact_name', text('feed_contact_name', 120), null);
  fields.take('feed_email', 'feed_email', () => form.email('feed_email', {}) ?? null, null);
  fields.take('feed_phone', 'feed_phone', () => readDisplayPhone(form, 'feed_phone') ?? null, null);
  fields.take('feed_website', 'feed_website', () => readWebsite(form, 'feed_website') ?? null, null);
}

/** A site's full address, http or https, optional. */
function readWebsite(form: FormReader, name: string): string | undefined {
  const text = form.text(name, { maxLength: 200 });
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return form.fail(name, WEBSITE_MESSAGE);
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? text : form.fail(name, WEBSITE_MESSAGE);
}
