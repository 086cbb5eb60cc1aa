/** pt-BR formatting of money and measures, all through Intl. */

const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const measureFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

/** 850000 → "R$ 850.000,00". */
export function formatCurrency(reais: number): string {
  return currencyFormat.format(reais);
}

/** 12345 cents → "R$ 123,45". */
export function formatCents(cents: number): string {
  return currencyFormat.format(cents / 100);
}

/** 180.5 → "180,5 m²". */
export function formatSquareMetres(value: number): string {
  return `${measureFormat.format(value)} m²`;
}

/** 12 → "12 m". */
export function formatMetres(value: number): string {
  return `${measureFormat.format(value)} m`;
}

/** 1234 → "1.234". */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** Midnight UTC of the calendar day a pattern matched as (year, month, day); null without a match. */
function utcMidnightOf(match: RegExpExecArray | null): Date | null {
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2027-06-30" → "30 de junho de 2027"; any other text is shown as it is. */
export function formatDate(value: string): string {
  const date = utcMidnightOf(/^(\d{4})-(\d{2})-(\d{2})/.exec(value));
  return date ? dateFormat.format(date) : value;
}

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** "2026-12-25" → "sexta-feira": the weekday of a calendar day, whatever the browser's time zone; other text as it is. */
export function formatWeekday(value: string): string {
  const date = utcMidnightOf(/^(\d{4})-(\d{2})-(\d{2})$/.exec(value));
  return date ? weekdayFormat.format(date) : value;
}

const agencyDayFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/**
 * The day of an instant in the agency's time zone (Brasília): "2026-11-26T01:30:00.000Z" → "25 de novembro de 2026",
 * since it was still the 25th at 22:30 in Brasília. A bare day ("2027-06-30") is that day; any other text as it is.
 */
export function formatInstantDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDate(value.trim());
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) return value;
  return agencyDayFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-11-25T16:34:25.426Z" → "25/11/2026 13:34", in the agency's time zone (Brasília); any other text as it is. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (value.trim() === '' || Number.isNaN(date.getTime())) return value;
  return dateTimeFormat.format(date).replace(',', '');
}
