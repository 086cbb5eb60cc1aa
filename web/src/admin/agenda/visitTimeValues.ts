import { minutesOfClockTime } from '../../../../shared/sao-paulo-times';
import { LONGEST_VISIT_MINUTES, VISIT_MINUTES } from '../../../../shared/visit-rules';
import { agendaMessages } from '../../forms/agendaMessages';
import { dayOf, isCalendarDay, timeOf } from './agendaDays';

const rules = agendaMessages.rules;
/** The shortest visit the API books. */
const SHORTEST_VISIT_MINUTES = 15;

/** When a visit is: the day and time as typed in São Paulo, and how long it lasts. */
export interface VisitTimeValues {
  /** AAAA-MM-DD, as the date input gives it. */
  day?: string;
  /** HH:MM. */
  time?: string;
  /** Minutes, as typed. */
  durationMinutes?: string;
}

export type VisitTimeField = keyof VisitTimeValues;

/** The time of a visit as its fields show it: São Paulo's day and time, its length in minutes. */
export function visitTimeValuesOf(visit: { startsAt: string; endsAt: string }): VisitTimeValues {
  const minutes = Math.round((Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000);
  return { day: dayOf(visit.startsAt), time: timeOf(visit.startsAt), durationMinutes: String(minutes) };
}

/** A new visit's time: the day asked for, no time yet, an hour long. */
export function newVisitTimeValues(day: string): VisitTimeValues {
  return { day, durationMinutes: String(VISIT_MINUTES) };
}

function durationOf(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const minutes = Number(trimmed);
  return minutes >= SHORTEST_VISIT_MINUTES && minutes <= LONGEST_VISIT_MINUTES ? minutes : undefined;
}

/** Day, time and duration are required and well formed; whether the broker is free is the API's call. */
export function visitTimeProblems(values: VisitTimeValues): Partial<Record<VisitTimeField, string>> {
  const problems: Partial<Record<VisitTimeField, string>> = {};
  if (!isCalendarDay((values.day ?? '').trim())) problems.day = rules.dayRequired;
  if (minutesOfClockTime((values.time ?? '').trim()) === undefined) problems.time = rules.timeRequired;
  if (durationOf(values.durationMinutes) === undefined) problems.durationMinutes = rules.duration(LONGEST_VISIT_MINUTES);
  return problems;
}

/** The fields as the schema takes them. */
export function toVisitTime(values: VisitTimeValues): { day: string; time: string; durationMinutes: number } {
  return {
    day: (values.day ?? '').trim(),
    time: (values.time ?? '').trim(),
    durationMinutes: durationOf(values.durationMinutes) ?? VISIT_MINUTES,
  };
}
