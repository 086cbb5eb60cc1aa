import { minutesOfClockTime, saoPauloInstantAt } from '../../../shared/sao-paulo-times.js';
import { KEY_LOAN_DAYS } from '../../../shared/key-rules.js';

export const DUE_REQUIRED_MESSAGE = 'Informe quando a chave deve voltar (AAAA-MM-DD HH:MM).';
export const DUE_PAST_MESSAGE = 'A devolução prevista precisa ser depois de agora.';
export const DUE_TOO_FAR_MESSAGE = `A devolução prevista pode ser em até ${KEY_LOAN_DAYS} dias.`;

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `AAAA-MM-DD` is a day of the calendar (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const instant = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === day;
}

/**
 * The instant a key is due back: `AAAA-MM-DD HH:MM` (or with a `T`) on São Paulo's clock, or an ISO instant with its
 * offset; undefined for anything else.
 */
export function dueInstantOf(text: string): Date | undefined {
  const wall = WALL_CLOCK.exec(text);
  if (wall?.[1] !== undefined && wall[2] !== undefined) {
    const minutes = minutesOfClockTime(wall[2]);
    if (!isCalendarDay(wall[1]) || minutes === undefined) return undefined;
    return saoPauloInstantAt(wall[1], minutes);
  }
  if (!ISO_INSTANT.test(text) || !isCalendarDay(text.slice(0, 10))) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The refusal of a due time read at `now`: none when it is after now and within KEY_LOAN_DAYS. */
export function dueTimeProblem(due: Date, now: Date): string | undefined {
  if (due.getTime() <= now.getTime()) return DUE_PAST_MESSAGE;
  if (due.getTime() > now.getTime() + KEY_LOAN_DAYS * 86_400_000) return DUE_TOO_FAR_MESSAGE;
  return undefined;
}
