const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in São Paulo, as `AAAA-MM-DD`, whatever the server's time zone. */
export function saoPauloDay(instant: Date): string {
  return SAO_PAULO_DAY.format(instant);
}
