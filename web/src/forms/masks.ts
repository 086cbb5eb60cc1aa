/** Input masks of the storefront's and the back office's forms, as pure functions of what was typed. */

/** Only the digits of a text: "13025-000" → "13025000". */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Applies a mask where `#` takes the next digit; literal characters appear only once a digit follows them. */
function applyMask(mask: string, digits: string): string {
  let result = '';
  let next = 0;
  for (const character of mask) {
    if (next >= digits.length) break;
    if (character === '#') {
      result += digits[next];
      next += 1;
    } else {
      result += character;
    }
  }
  return result;
}

const zipCodeMask = '#####-###';
const mobilePhoneMask = '(##) #####-####';
/** Ten-digit numbers (landlines) read (##) ####-####. */
const landlinePhoneMask = '(##) ####-####';

/** A CEP as typed, masked `#####-###`: "13025000" → "13025-000", "1302" → "1302". At most 8 digits. */
export function maskZipCode(text: string): string {
  return applyMask(zipCodeMask, digitsOf(text).slice(0, 8));
}

/**
 * A phone as typed, masked `(##) #####-####`: "19999990000" → "(19) 99999-0000". A complete ten-digit
 * number reads as a landline, "(19) 3333-4444", until an eleventh digit arrives. At most 11 digits.
 */
export function maskPhone(text: string): string {
  const digits = digitsOf(text).slice(0, 11);
  return applyMask(digits.length === 10 ? landlinePhoneMask : mobilePhoneMask, digits);
}

const cnpjMask = '##.###.###/####-##';

/** A CNPJ as typed, masked ##.###.###/####-##: "12345678000190" → "12.345.678/0001-90". At most 14 digits. */
export function maskCnpj(text: string): string {
  return applyMask(cnpjMask, digitsOf(text).slice(0, 14));
}

/**
 * A stored phone as the lists show it: 11 digits read (XX) XXXXX-XXXX, 10 digits (XX) XXXX-XXXX
 * (spec §9); anything else is shown as stored, and nothing as an empty text.
 */
export function formatPhone(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  const digits = digitsOf(text);
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : text;
}
