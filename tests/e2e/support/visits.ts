import { saoPauloWallClockOf, clockTime } from '../../../shared/sao-paulo-times';
import { asAdminRest } from './staff';

/** A visit as the REST API answers it. */
export interface BookedVisit {
  id: number;
  status: string;
  starts_at: string;
  property: { id: number; code: string };
}

/** São Paulo's day and time of an instant, as the agenda's forms take them. */
export function saoPauloDayAndTime(instant: Date): { day: string; time: string } {
  const clock = saoPauloWallClockOf(instant);
  return { day: clock.day, time: clockTime(clock.minutes) };
}

/** Books a visit as the first administrator would on 'Nova visita' (confirmed at once). */
export async function bookVisitAsAdmin(fields: {
  propertyId: number;
  brokerId: number;
  name: string;
  phone: string;
  at: Date;
  durationMinutes?: number;
}): Promise<BookedVisit> {
  const { day, time } = saoPauloDayAndTime(fields.at);
  const answer = await asAdminRest<{ data: BookedVisit }>('POST', 'visits', {
    property_id: fields.propertyId,
    broker_id: fields.brokerId,
    name: fields.name,
    phone: fields.phone,
    day,
    time,
    duration_minutes: fields.durationMinutes ?? 60,
  });
  return answer.data;
}
