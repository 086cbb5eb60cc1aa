/** Texts of the opening hours' page (/horarios), loaded with it. */
export const hoursMessages = {
  pageTitle: 'Horário de Atendimento',
  description: 'Horário de atendimento: segunda a sexta, das 08:00 às 18:00, e sábado, das 09:00 às 13:00.',
  weekdays: 'Segunda a Sexta',
  weekdaysHours: '08:00 - 18:00',
  saturday: 'Sábado',
  saturdayHours: '09:00 - 13:00',
  phone: 'Telefone',
  intro: 'Atendemos presencialmente e por telefone nos horários abaixo.',
} as const;
