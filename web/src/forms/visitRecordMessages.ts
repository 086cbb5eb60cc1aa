/** The pt-BR texts of a visit's 'Fichas de visita' (`admin/agenda/VisitRecords.tsx`). */
export const visitRecordMessages = {
  title: 'Fichas de visita',
  /** The audit trail's name of a ficha generated (its value: the PDF's file name). */
  audited: 'Ficha de visita gerada',
  generate: 'Gerar ficha de visita',
  generating: 'Gerando ficha…',
  none: 'Nenhuma ficha gerada.',
  /** Before the visit's time, or for a cancelled visit. */
  notYet: 'A ficha de visita pode ser gerada a partir do horário da visita, se ela não foi cancelada.',
  generateFailure: 'Não foi possível gerar a ficha de visita. Tente novamente.',
  downloadFailure: 'Não foi possível baixar a ficha de visita. Tente novamente.',
  /** A ficha's link: 'Ficha de visita de 05/12/2026 11:32'. */
  recordLink: (generatedAt: string) => `Ficha de visita de ${generatedAt}`,
  /** Who generated it, after the link. */
  generatedBy: (name: string) => `gerada por ${name}`,
};
