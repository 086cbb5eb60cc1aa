import { isCalendarDay, PERFORMANCE_MAX_DAYS, periodDays } from '../../../../shared/lead-performance-rules';
import { performanceMessages } from '../../forms/performanceMessages';

const texts = performanceMessages.period;

/** The period asked for: two São Paulo days written AAAA-MM-DD, null for the API's default (the last 12 weeks). */
export interface AskedPeriod {
  from: string | null;
  to: string | null;
}

/** The picker's two days as typed (empty while not filled). */
export interface PeriodDraft {
  from: string;
  to: string;
}

export type PeriodErrors = Partial<Record<keyof PeriodDraft, string>>;

/** What is wrong with the days typed, by field, with the API's own rules; nothing when the period may be asked. */
export function periodErrors({ from, to }: PeriodDraft): PeriodErrors {
  const errors: PeriodErrors = {};
  if (from === '') errors.from = texts.fromRequired;
  else if (!isCalendarDay(from)) errors.from = texts.invalidDay;
  if (to === '') errors.to = texts.toRequired;
  else if (!isCalendarDay(to)) errors.to = texts.invalidDay;
  if (errors.from !== undefined || errors.to !== undefined) return errors;
  const days = periodDays(from, to);
  if (days < 1) errors.to = texts.order;
  else if (days > PERFORMANCE_MAX_DAYS) errors.to = texts.tooLong(PERFORMANCE_MAX_DAYS);
  return errors;
}

/** The period the address keeps (`de`, `ate`); both null, the default, unless they make a period the API accepts. */
export function askedPeriod(params: URLSearchParams): AskedPeriod {
  const draft = { from: params.get('de') ?? '', to: params.get('ate') ?? '' };
  return Object.keys(periodErrors(draft)).length === 0 ? draft : { from: null, to: null };
}

/** The address's parameters for a period. */
export function periodParams({ from, to }: PeriodDraft): URLSearchParams {
  return new URLSearchParams({ de: from, ate: to });
}
