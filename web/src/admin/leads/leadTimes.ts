import { leadMessages } from '../../forms/leadMessages';
import type { LeadStatus } from '../../gql/graphql';

const durations = leadMessages.duration;
const texts = leadMessages.response;

const MINUTE_MS = 60_000;
const MINUTES_A_DAY = 24 * 60;

/** The whole minutes from one instant (ISO 8601) to another (ISO 8601 or milliseconds); null when one is unreadable. */
export function minutesBetween(from: string, to: string | number): number | null {
  const start = Date.parse(from);
  const end = typeof to === 'number' ? to : Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - start) / MINUTE_MS));
}

/** A duration in pt-BR, as the inbox shows it: 'menos de 1 min', '12 min', '2 h 5 min', '1 dia', '3 dias'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 1) return durations.underAMinute;
  if (whole < 60) return durations.minutes(whole);
  if (whole < MINUTES_A_DAY) return durations.hours(Math.floor(whole / 60), whole % 60);
  return durations.days(Math.floor(whole / MINUTES_A_DAY));
}

/** What the inbox knows of a lead's times. */
interface LeadTimes {
  status: LeadStatus;
  createdAt: string;
  firstResponseAt?: string | null;
  handoverAt?: string | null;
}

/**
 * The time to first response: 'Respondido em 12 min' once answered, 'Sem resposta há 25 min' while a new lead waits
 * (at `now`, in milliseconds); null for a lead moved on without a recorded response (one older than the records).
 */
export function responseTimeText(lead: LeadTimes, now: number): string | null {
  if (lead.firstResponseAt) {
    const minutes = minutesBetween(lead.createdAt, lead.firstResponseAt);
    return minutes === null ? null : texts.answered(formatDuration(minutes));
  }
  if (lead.status !== 'NEW') return null;
  const waited = minutesBetween(lead.createdAt, now);
  return waited === null ? null : texts.waiting(formatDuration(waited));
}

/**
 * When the automatic distribution passes a new, untaken lead on: 'Repasse automático em 8 min', or 'em instantes'
 * once the time is up; null for any other lead.
 */
export function handoverText(lead: LeadTimes, now: number): string | null {
  if (lead.status !== 'NEW' || lead.firstResponseAt || !lead.handoverAt) return null;
  const due = Date.parse(lead.handoverAt);
  if (Number.isNaN(due)) return null;
  return due <= now ? texts.handoverDue : texts.handover(formatDuration((due - now) / MINUTE_MS));
}

/** How long ago a lead came in: 'Recebido há 25 min'; null when its time is unreadable. */
export function leadAgeText(createdAt: string, now: number): string | null {
  const minutes = minutesBetween(createdAt, now);
  return minutes === null ? null : leadMessages.list.age(formatDuration(minutes));
}

/** A lead's times as the inbox says them at one moment. */
export interface LeadTimeTexts {
  age: string | null;
  response: string | null;
  handover: string | null;
}

/** The inbox's rows with their times said at `now`: a new list each time the clock moves, so every cell shows it. */
export function withLeadTimes<T extends LeadTimes>(rows: readonly T[], now: number): (T & { times: LeadTimeTexts })[] {
  return rows.map((row) => ({
    ...row,
    times: { age: leadAgeText(row.createdAt, now), response: responseTimeText(row, now), handover: handoverText(row, now) },
  }));
}
