const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const share = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 24 * MINUTES_IN_HOUR;

/** Minutes as a person reads them: "25 min", "5,5 min", "1 h 19 min", "2 d 3 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < MINUTES_IN_HOUR) return `${decimal.format(minutes)} min`;
  if (minutes < MINUTES_IN_DAY) {
    const total = Math.round(minutes);
    const hours = Math.floor(total / MINUTES_IN_HOUR);
    const rest = total % MINUTES_IN_HOUR;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const totalHours = Math.round(minutes / MINUTES_IN_HOUR);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return hours === 0 ? `${days} d` : `${days} d ${hours} h`;
}

/** A share from 0 to 1 as a percentage: "40%", "12,5%". */
export function formatShare(rate: number): string {
  return share.format(rate);
}

/** A day AAAA-MM-DD as the chart's axis writes it: "03/03". */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-');
  return month === undefined || date === undefined ? day : `${date}/${month}`;
}

/** A day AAAA-MM-DD as the tables write it: "03/03/2031". */
export function formatNumericDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year === undefined || month === undefined || date === undefined ? day : `${date}/${month}/${year}`;
}
