/** Input masks of the public forms, as pure functions of what was typed. */

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

export const zipCodeMask = '#####-###';
export const mobilePhoneMask = '(##) #####-####';
/** Ten-digit numbers (landlines) read (##) ####-####. */
export const landlinePhoneMask = '(##) ####-####';

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
