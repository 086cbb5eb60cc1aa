import type { VisitStatus } from '../db/schema.js';
import { formatDisplayPhone } from '../http/field-readers.js';
import type { MailToQueue } from '../mail/queue.js';
import { clockTime, saoPauloWallClockOf } from '../../../shared/sao-paulo-times.js';
import { saoPauloDayWrittenOut } from '../../../shared/visit-dates.js';

/** One visit of the day as the broker's agenda mail lists it. */
export interface DayVisit {
  starts_at: string;
  ends_at: string;
  status: VisitStatus;
  name: string;
  phone: string;
  code: string;
  /** The property's full address on one line. */
  place: string;
}

const STATUS_TEXT: Partial<Record<VisitStatus, string>> = { requested: 'Solicitada', confirmed: 'Confirmada' };

/** The back office's agenda of one day: `{site}/app/agenda?dia=AAAA-MM-DD`. */
function agendaDayUrl(siteUrl: string, day: string): string {
  return `${siteUrl.replace(/\/$/, '')}/app/agenda?dia=${day}`;
}

function visitLines(visit: DayVisit): string[] {
  const from = clockTime(saoPauloWallClockOf(new Date(visit.starts_at)).minutes);
  const until = clockTime(saoPauloWallClockOf(new Date(visit.ends_at)).minutes);
  const phone = visit.phone === '' ? '' : `, ${formatDisplayPhone(visit.phone)}`;
  return [
    `${from} às ${until} — ${visit.code}: ${visit.place}`,
    `    ${visit.name}${phone} — ${STATUS_TEXT[visit.status] ?? visit.status}`,
  ];
}

/**
 * The broker's agenda of a São Paulo day, mailed at 07:00: 'Sua agenda de sexta-feira, 4 de dezembro: 3 visitas', each
 * visit in time order with its property, the person and its status, and the link to the day in the back office.
 */
export function dailyAgendaMail(
  claimId: number,
  broker: { name: string; email: string },
  agency: string,
  day: { day: string; start: Date; siteUrl: string },
  visits: readonly DayVisit[],
): MailToQueue {
  const written = saoPauloDayWrittenOut(day.start);
  const count = visits.length === 1 ? '1 visita' : `${visits.length} visitas`;
  return {
    kind: 'visit_daily_agenda',
    referenceId: claimId,
    to: broker.email,
    subject: `Sua agenda de ${written}: ${count}`,
    text: [
      `Bom dia, ${broker.name}!`,
      '',
      `Suas visitas de ${written}:`,
      '',
      ...visits.flatMap((visit) => [...visitLines(visit), '']),
      `Ver a agenda do dia: ${agendaDayUrl(day.siteUrl, day.day)}`,
      '',
      agency,
    ].join('\n'),
  };
}
