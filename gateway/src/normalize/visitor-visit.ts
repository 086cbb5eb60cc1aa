import type { VisitDay, VisitorVisit, VisitSlot } from '../generated/resolvers.js';
import type { RawVisitDays, RawVisitorVisitEnvelope } from '../rest/agenda-types.js';
import { toText } from './scalars.js';
import { toVisitStatus } from './visit-status.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const texts = (values: unknown): string[] =>
  Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : [];

/** The free slots, day by day; a day or time not written as the API writes them is left out. */
export function toVisitDays(raw: RawVisitDays | null | undefined): VisitDay[] {
  return (Array.isArray(raw?.data) ? raw.data : []).flatMap((entry) => {
    const day = toText(entry.day);
    if (day === null || !DAY.test(day)) return [];
    return [{ day, times: texts(entry.times).filter((time) => TIME.test(time)) }];
  });
}

/** The next free slots a refusal offered (`data.nextSlots`), those written as slots. */
export function toNextSlots(data: Readonly<Record<string, unknown>> | null): VisitSlot[] {
  const slots = data?.nextSlots;
  if (!Array.isArray(slots)) return [];
  return slots.flatMap((slot: unknown) => {
    if (typeof slot !== 'object' || slot === null) return [];
    const { day, time } = slot as { day?: unknown; time?: unknown };
    return typeof day === 'string' && DAY.test(day) && typeof time === 'string' && TIME.test(time) ? [{ day, time }] : [];
  });
}

/** A visit as its visitor sees it; null without a known status or its times. */
export function toVisitorVisit(raw: RawVisitorVisitEnvelope['data']): VisitorVisit | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const status = toVisitStatus(raw.status);
  const startsAt = toText(raw.startsAt);
  const endsAt = toText(raw.endsAt);
  if (status === null || startsAt === null || endsAt === null) return null;
  return {
    status,
    startsAt,
    endsAt,
    writtenOut: toText(raw.writtenOut) ?? '',
    propertyCode: toText(raw.property?.code) ?? '',
    propertyTitle: toText(raw.property?.title) ?? '',
    propertySlug: toText(raw.property?.slug) ?? '',
    brokerName: toText(raw.broker?.name) ?? '',
    changeable: raw.changeable === true,
    confirmable: raw.confirmable === true,
    confirmedAt: toText(raw.confirmedAt),
  };
}
