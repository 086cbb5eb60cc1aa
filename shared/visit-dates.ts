import { clockTime, saoPauloWallClockOf } from './sao-paulo-times.js';

const SAO_PAULO_DAY_WRITTEN_OUT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** A visit's start written out in São Paulo's time, as a visitor reads it: 'sábado, 5 de dezembro, às 10:00'. */
export function visitStartWrittenOut(startsAt: Date): string {
  return `${SAO_PAULO_DAY_WRITTEN_OUT.format(startsAt)}, às ${clockTime(saoPauloWallClockOf(startsAt).minutes)}`;
}

const SAO_PAULO_DATE_WRITTEN_OUT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A day written out in São Paulo's time, without the year: 'sexta-feira, 4 de dezembro'. */
export function saoPauloDayWrittenOut(instant: Date): string {
  return SAO_PAULO_DAY_WRITTEN_OUT.format(instant);
}

/** A visit's time written out in São Paulo's time: 'sábado, 5 de dezembro de 2026, das 10:00 às 11:00'. */
export function visitPeriodWrittenOut(startsAt: Date, endsAt: Date): string {
  const from = clockTime(saoPauloWallClockOf(startsAt).minutes);
  const until = clockTime(saoPauloWallClockOf(endsAt).minutes);
  return `${SAO_PAULO_DATE_WRITTEN_OUT.format(startsAt)}, das ${from} às ${until}`;
}

/** An instant in São Paulo's time as a form shows it: `{ date: '05/12/2026', time: '11:20' }`. */
export function saoPauloDateAndTime(instant: Date): { date: string; time: string } {
  const { day, minutes } = saoPauloWallClockOf(instant);
  const [year, month, date] = day.split('-');
  return { date: `${date}/${month}/${year}`, time: clockTime(minutes) };
}
