/*
 * São Paulo's wall-clock times, whatever the machine's time zone: the day and the minute of the day of an instant,
 * and the instant of a day's time. Visits are booked and shown in them.
 */

const SAO_PAULO_WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MINUTE_MS = 60_000;
/** São Paulo has been three hours behind UTC, or two in the summers it kept summer time (until 2019). */
const UTC_OFFSETS_HOURS = [3, 2];

/** A time of a São Paulo day. */
export interface WallClock {
  /** `AAAA-MM-DD`. */
  day: string;
  /** Minutes after midnight, 0 to 1439. */
  minutes: number;
}

/** The São Paulo day and time of an instant. */
export function saoPauloWallClockOf(instant: Date): WallClock {
  const parts = Object.fromEntries(SAO_PAULO_WALL_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The instant São Paulo's clocks show `minutes` after midnight of `day`. A time its clocks skipped when summer time
 * began (until 2019) is taken as the same time an hour later.
 */
export function saoPauloInstantAt(day: string, minutes: number): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offset of UTC_OFFSETS_HOURS) {
    const instant = new Date(utcMidnight + (minutes + offset * 60) * MINUTE_MS);
    const clock = saoPauloWallClockOf(instant);
    if (clock.day === day && clock.minutes === minutes) return instant;
  }
  return saoPauloInstantAt(day, minutes + 60);
}

/** `HH:MM` of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of an `HH:MM` time, or undefined when it is no such time. */
export function minutesOfClockTime(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}
