/** Brazil's national holidays on fixed dates (Lei 662/1949 and later laws), as `MM-DD` with their names. */
export const FIXED_NATIONAL_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string }> = [
  { monthDay: '01-01', name: 'Confraternização Universal' },
  { monthDay: '04-21', name: 'Tiradentes' },
  { monthDay: '05-01', name: 'Dia do Trabalho' },
  { monthDay: '09-07', name: 'Independência do Brasil' },
  { monthDay: '10-12', name: 'Nossa Senhora Aparecida' },
  { monthDay: '11-02', name: 'Finados' },
  { monthDay: '11-15', name: 'Proclamação da República' },
  { monthDay: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
  { monthDay: '12-25', name: 'Natal' },
];
