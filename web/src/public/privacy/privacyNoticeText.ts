import { digitsOf, formatPhone, maskCnpj } from '../../forms/masks';
import { phoneHref } from '../lib/contactDetails';

/** A version of the notice (the day it took effect, YYYY-MM-DD) as the page writes it: "27/11/2026". */
export function noticeVersionDay(version: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : version;
}

/** The agency's CNPJ written ##.###.###/####-##; one that is not 14 digits is shown as stored; none is null. */
export function cnpjText(document: string | null | undefined): string | null {
  const text = document?.trim() ?? '';
  if (text === '') return null;
  return digitsOf(text).length === 14 ? maskCnpj(text) : text;
}

/** One way to call the agency: which number it is (its label's key), how it is written and its tel: link. */
export interface AgencyPhoneLine {
  kind: 'phone' | 'whatsapp' | 'phoneAndWhatsapp';
  text: string;
  href: string;
}

/** A Brazilian number without its country code, so that "+55 19 …" and "(19) …" compare equal. */
function nationalDigits(phone: string): string {
  const digits = digitsOf(phone);
  return digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
}

/**
 * The agency's phone and WhatsApp as the notice lists them: one line when both are the same number (the usual
 * case), else one line each; a number missing from the record is left out.
 */
export function agencyPhoneLines(phone: string | null | undefined, whatsapp: string | null | undefined): AgencyPhoneLine[] {
  const display = phone?.trim() || null;
  const chat = whatsapp?.trim() || null;
  const line = (kind: AgencyPhoneLine['kind'], number: string): AgencyPhoneLine => ({
    kind,
    text: formatPhone(number),
    href: phoneHref(number),
  });
  if (display && chat && nationalDigits(display) === nationalDigits(chat)) return [line('phoneAndWhatsapp', display)];
  return [display ? line('phone', display) : null, chat ? line('whatsapp', chat) : null].filter(
    (found): found is AgencyPhoneLine => found !== null,
  );
}
