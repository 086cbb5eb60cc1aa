/*
 * São Paulo's calendar days, written AAAA-MM-DD, whatever the machine's time zone: the day of an instant, the days
 * around it, and the instant a day begins. The API compares stored instants with them (the 'Desempenho' view, the
 * audit trail's periods).
 */

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** São Paulo has been two or three hours behind UTC, its clocks changing on the hour: a day begins within these hours of UTC. */
const LATEST_DAY_START_HOURS = 6;

/** The calendar day of an instant in São Paulo, whatever the server's time zone. */
export function saoPauloDayOf(instant: Date): string {
  return SAO_PAULO_DAY.format(instant);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of a São Paulo day: its midnight, or 01:00 on the days summer time began at midnight (until 2019),
 * when midnight never came.
 */
export function saoPauloDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (let hours = 0; hours <= LATEST_DAY_START_HOURS; hours += 1) {
    const instant = new Date(utcMidnight + hours * HOUR_MS);
    if (saoPauloDayOf(instant) === day) return instant;
  }
  throw new Error(`Dia sem início em São Paulo: ${day}`);
}
