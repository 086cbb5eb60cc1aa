/**
 * CNPJ: 12 characters (the company's root and branch) and 2 check digits. Since July 2026 new CNPJs may
 * carry capital letters in the first 12 places; every character counts as its code minus 48 ('0' is 0,
 * 'A' is 17), so numeric CNPJs check exactly as before.
 */
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < characters.length; index += 1) {
    sum += (characters.charCodeAt(index) - 48) * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** `12.345.678/0001-95`, `12345678000195` or `12.ABC.345/01DE-35` → the 14 characters, in capitals. */
function cnpjCharacters(text: string): string {
  return text.replace(/[\s./-]/g, '').toUpperCase();
}

/** Whether the CNPJ (with or without punctuation) has a valid shape and both check digits right. */
export function isValidCnpj(text: string): boolean {
  const cnpj = cnpjCharacters(text);
  if (!SHAPE.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), FIRST_WEIGHTS);
  const second = checkDigit(cnpj.slice(0, 12) + String(first), SECOND_WEIGHTS);
  return cnpj.slice(12) === `${first}${second}`;
}

/** The CNPJ as it is written and stored: `12.345.678/0001-95`. */
export function formatCnpj(text: string): string {
  const cnpj = cnpjCharacters(text);
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
