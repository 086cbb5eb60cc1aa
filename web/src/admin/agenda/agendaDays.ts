import { clockTime, saoPauloInstantAt, saoPauloWallClockOf } from '../../../../shared/sao-paulo-times';

/** The agenda's two views: a week (Monday to Sunday) and one day, the phone's. */
export type AgendaView = 'semana' | 'dia';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a calendar day, `AAAA-MM-DD`, that exists. */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The day `count` days after (or before) `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week of `day`: the agency's weeks begin on Monday. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days the view shows around `day`: its week, Monday first, or the day alone. */
export function viewDays(day: string, view: AgendaView): string[] {
  if (view === 'dia') return [day];
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The period of those days as instants, from São Paulo's midnight of the first to that after the last. */
export function periodOf(days: readonly string[]): { from: string; to: string } {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? first;
  return { from: saoPauloInstantAt(first, 0).toISOString(), to: saoPauloInstantAt(addDays(last, 1), 0).toISOString() };
}

/** The day the arrows lead to: a week or a day before or after. */
export function shiftedDay(day: string, view: AgendaView, direction: -1 | 1): string {
  return addDays(day, direction * (view === 'semana' ? 7 : 1));
}

/** Today in São Paulo. */
export function todayInSaoPaulo(now: Date): string {
  return saoPauloWallClockOf(now).day;
}

/** An instant's São Paulo day. */
export function dayOf(instant: string): string {
  return saoPauloWallClockOf(new Date(instant)).day;
}

/** An instant's São Paulo time, `HH:MM`. */
export function timeOf(instant: string): string {
  return clockTime(saoPauloWallClockOf(new Date(instant)).minutes);
}

/**
 * An instant as São Paulo's wall clock without an offset ('2026-12-05T10:00:00'): the calendar is drawn in UTC with
 * these, so it shows São Paulo's times whatever the browser's time zone.
 */
export function wallClockText(instant: string | Date): string {
  const clock = saoPauloWallClockOf(new Date(instant));
  return `${clock.day}T${clockTime(clock.minutes)}:00`;
}

/** What the agenda's address asks for: `dia`, `vista`, `corretor` and the open `visita`, each checked. */
export interface AgendaAddress {
  day: string;
  view: AgendaView;
  brokerId: string | null;
  visitId: string | null;
}

const ID_PATTERN = /^[1-9]\d{0,8}$/;

export function readAgendaAddress(params: URLSearchParams, today: string): AgendaAddress {
  const day = params.get('dia') ?? '';
  const broker = params.get('corretor') ?? '';
  const visit = params.get('visita') ?? '';
  return {
    day: isCalendarDay(day) ? day : today,
    view: params.get('vista') === 'dia' ? 'dia' : 'semana',
    brokerId: ID_PATTERN.test(broker) ? broker : null,
    visitId: ID_PATTERN.test(visit) ? visit : null,
  };
}

/** The address's parameters for an agenda state; the defaults (this week, every broker, none open) are left out. */
export function agendaParams(address: AgendaAddress): URLSearchParams {
  const params = new URLSearchParams({ dia: address.day });
  if (address.view === 'dia') params.set('vista', 'dia');
  if (address.brokerId !== null) params.set('corretor', address.brokerId);
  if (address.visitId !== null) params.set('visita', address.visitId);
  return params;
}
