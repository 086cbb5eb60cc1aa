import { openingHoursOf } from '../../../shared/opening-hours.js';
import { addDays, saoPauloDayOf } from '../../../shared/sao-paulo-days.js';
import { clockTime, minutesOfClockTime, saoPauloInstantAt } from '../../../shared/sao-paulo-times.js';
import { BOOKING_DAYS, BOOKING_NOTICE_MINUTES, SLOT_STEP_MINUTES, VISIT_MINUTES } from '../../../shared/visit-rules.js';

const MINUTE_MS = 60_000;

/** A time a broker is already taken: a visit that holds them. */
export interface TakenTime {
  startsAt: Date;
  endsAt: Date;
}

/** One day's free slots, as `HH:MM` São Paulo times. */
export interface DaySlots {
  day: string;
  times: string[];
}

/** A slot: its day and time in São Paulo, and the instants it begins and ends. */
export interface Slot {
  day: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/** What the free slots depend on besides the hours: the moment, the agency's holidays and the broker's visits. */
export interface SlotCalendar {
  now: Date;
  holidays: ReadonlySet<string>;
  taken: readonly TakenTime[];
}

/** The weekday of a calendar day, 0 being Sunday. */
function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The days a visitor may book: today in São Paulo and the next ones, `BOOKING_DAYS` in all. */
export function bookingDays(now: Date): string[] {
  const today = saoPauloDayOf(now);
  return Array.from({ length: BOOKING_DAYS }, (_, index) => addDays(today, index));
}

/** Whether two times overlap: one begins before the other ends, and ends after it begins. */
export function overlaps(a: TakenTime, b: TakenTime): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** Every slot of a day inside the opening hours, free or not; none on a closed day or a holiday. */
function slotsOfDay(day: string, holidays: ReadonlySet<string>): Slot[] {
  const hours = openingHoursOf(weekdayOf(day));
  if (hours === undefined || holidays.has(day)) return [];
  const opens = minutesOfClockTime(hours.opens) ?? 0;
  const closes = minutesOfClockTime(hours.closes) ?? 0;
  const slots: Slot[] = [];
  for (let minutes = opens; minutes + VISIT_MINUTES <= closes; minutes += SLOT_STEP_MINUTES) {
    const startsAt = saoPauloInstantAt(day, minutes);
    slots.push({ day, time: clockTime(minutes), startsAt, endsAt: new Date(startsAt.getTime() + VISIT_MINUTES * MINUTE_MS) });
  }
  return slots;
}

/** Whether a slot may be booked now: far enough ahead and clear of the broker's visits. */
function isFree(slot: Slot, calendar: SlotCalendar): boolean {
  if (slot.startsAt.getTime() < calendar.now.getTime() + BOOKING_NOTICE_MINUTES * MINUTE_MS) return false;
  return !calendar.taken.some((taken) => overlaps(slot, taken));
}

/** The free slots of each open day a visitor may book, in order; a day with none left keeps an empty list. */
export function bookableSlots(calendar: SlotCalendar): DaySlots[] {
  return bookingDays(calendar.now)
    .map((day) => ({ day, slots: slotsOfDay(day, calendar.holidays) }))
    .filter(({ slots }) => slots.length > 0)
    .map(({ day, slots }) => ({ day, times: slots.filter((slot) => isFree(slot, calendar)).map((slot) => slot.time) }));
}

/**
 * The slot a visitor asked for (`day` as AAAA-MM-DD, `time` as HH:MM) when it is one the agency offers: a booking
 * day, open, no holiday, a slot's start, far enough ahead. Whether the broker is free is asked separately.
 */
export function offeredSlot(day: string, time: string, calendar: Omit<SlotCalendar, 'taken'>): Slot | undefined {
  if (!bookingDays(calendar.now).includes(day)) return undefined;
  const slot = slotsOfDay(day, calendar.holidays).find((candidate) => candidate.time === time);
  return slot !== undefined && isFree(slot, { ...calendar, taken: [] }) ? slot : undefined;
}

/** The first free slots after a lost one, for the visitor to choose instead. */
export function nextFreeSlots(calendar: SlotCalendar, after: Date, count: number): Slot[] {
  const free: Slot[] = [];
  for (const day of bookingDays(calendar.now)) {
    for (const slot of slotsOfDay(day, calendar.holidays)) {
      if (slot.startsAt > after && isFree(slot, calendar)) free.push(slot);
      if (free.length === count) return free;
    }
  }
  return free;
}
