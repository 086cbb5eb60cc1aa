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
