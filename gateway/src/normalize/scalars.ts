/** Scalar quirks of the REST API, read once: 0/1 flags, numeric strings, empty texts. */

/** 1/0, '1'/'0', true/false, 'true'/'false' → boolean; null, missing or anything else → null. */
export function toBool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (value === 1) return true;
    if (value === 0) return false;
    return null;
  }
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
  }
  return null;
}

/** A finite number from a number or a numeric string ("350000.00", " 12 "); anything else → null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A whole count (rooms, parking spaces); missing or unreadable → 0. */
export function toCount(value: unknown): number {
  const number = toNumber(value);
  return number === null ? 0 : Math.max(0, Math.trunc(number));
}

/** A non-empty trimmed text, or null. Numbers become their decimal text (house numbers). */
export function toText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** An identifier as a GraphQL ID. */
export function toId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : null;
  return toText(value);
}

/** Digits only ("(19) 99123-4567" → "19991234567"). */
export function digitsOf(value: unknown): string {
  const text = toText(value);
  return text === null ? '' : text.replace(/\D+/g, '');
}

/** A direct chat link to a Brazilian phone, https://wa.me/55<digits>; null without digits. */
export function chatUrlFor(phone: unknown): string | null {
  const digits = digitsOf(phone);
  if (digits.length < 8) return null;
  const international = digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
  return `https://wa.me/${international}`;
}
