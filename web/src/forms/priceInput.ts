import { formatCents } from '../lib/format';

/** Longest digit run accepted in a price field: R$ 99.999.999.999,99. */
const maxDigits = 13;

/**
 * Reads what the visitor typed in a price field: only digits count, and they are cents.
 * "R$ 1.234,5" → 12345. No digit at all → null.
 */
export function centsFromTyping(text: string): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
  if (digits === '') return null;
  return Number(digits);
}

/** What the price field shows for a value in cents: "" when empty, else BRL. */
export function priceFieldText(cents: number | null): string {
  return cents === null ? '' : formatCents(cents);
}

/** 12345 cents → 123.45 reais. */
export function centsToReais(cents: number): number {
  return cents / 100;
}

/** 123.45 reais → 12345 cents, rounded to the nearest cent. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}
