/** `2026-11-27T09:30:12.345` in São Paulo, whatever the server's time zone. */
const SAO_PAULO_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});

/** An archive's name: `backup-` and São Paulo's date and time, `.tar.gz`; the names sort as the backups were taken. */
export const ARCHIVE_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{4,9}\.tar\.gz$/;

/**
 * `backup-2026-11-27T0930.tar.gz` for a backup at 09:30 in São Paulo; when that name is taken, the seconds are added
 * (`…T093012.tar.gz`), then the milliseconds, which keeps the names sorting in the order of the backups.
 */
export function archiveName(now: Date, taken: (name: string) => boolean): string {
  const parts = Object.fromEntries(SAO_PAULO_TIME.formatToParts(now).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const minute = `${parts.hour}${parts.minute}`;
  const candidates = [minute, `${minute}${parts.second}`, `${minute}${parts.second}${parts.fractionalSecond}`];
  const names = candidates.map((time) => `backup-${day}T${time}.tar.gz`);
  const free = names.find((name) => !taken(name));
  if (free === undefined) throw new Error(`já existe um backup chamado ${names.at(-1)}.`);
  return free;
}
