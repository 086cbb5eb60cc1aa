/** When the agency attends, in schema.org's terms; /horarios shows the same hours in pt-BR (messages.hours). */
export const openingHours = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '13:00' },
] as const;
