/** Reading the numbers an owner types (rooms and measures) the way people write them in Brazil. */

export type TypedNumber = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'negative' } | { kind: 'invalid' };

const empty: TypedNumber = { kind: 'empty' };
const invalid: TypedNumber = { kind: 'invalid' };

/** A whole number of rooms or parking spaces: "3" → 3; "-1" is negative; "2,5" is not whole. */
export function readCount(text: string | null | undefined): TypedNumber {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return empty;
  if (/^-\s*\d+$/.test(trimmed)) return { kind: 'negative' };
  if (!/^\d+$/.test(trimmed)) return invalid;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? { kind: 'number', value } : invalid;
}

/** Thousands grouped with dots and no decimals: "1.200", "12.500.000". */
const groupedThousands = /^\d{1,3}(\.\d{3})+$/;

/**
 * A measure in square metres or metres, pt-BR style: "120", "120,5", "1.200,75"; a dot alone is read as
 * the decimal point ("120.5") unless it groups thousands ("1.200" is 1200). "-3" is negative.
 */
export function readMeasure(text: string | null | undefined): TypedNumber {
  let trimmed = (text ?? '').trim().replace(/\s+/g, '');
  if (trimmed === '') return empty;
  const negative = trimmed.startsWith('-');
  if (negative) trimmed = trimmed.slice(1);
  let normalized: string;
  if (trimmed.includes(',')) normalized = trimmed.replace(/\./g, '').replace(',', '.');
  else if (groupedThousands.test(trimmed)) normalized = trimmed.replace(/\./g, '');
  else normalized = trimmed;
  if (!/^\d+(\.\d+)?$/.test(normalized)) return invalid;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return invalid;
  if (negative && value > 0) return { kind: 'negative' };
  return { kind: 'number', value };
}

/** The value of a typed number, or null when empty or unreadable. */
export function numberOrNull(typed: TypedNumber): number | null {
  return typed.kind === 'number' ? typed.value : null;
}
