import { digitsOf } from '../../forms/masks';

/**
 * A stored phone as the lists show it: 11 digits read (XX) XXXXX-XXXX, 10 digits (XX) XXXX-XXXX
 * (spec §9); anything else is shown as stored, and nothing as an empty text.
 */
export function formatPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  const digits = digitsOf(text);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return text;
}
