import type { VisitStatus } from '../gql/graphql';

/** Texts of the visits: the brokers' agenda (/app/agenda), the booking on the property page and the visitor's link. */

export const visitStatusLabels: Record<VisitStatus, string> = {
  REQUESTED: 'Solicitada',
  CONFIRMED: 'Confirmada',
  DONE: 'Realizada',
  CANCELLED: 'Cancelada',
  NO_SHOW: 'Não compareceu',
};

export const visitFieldLabels = {
  property: 'Imóvel',
  broker: 'Corretor',
  lead: 'Lead',
  client: 'Cliente',
  name: 'Nome',
  phone: 'Telefone',
  email: 'E-mail',
  startsAt: 'Início',
  endsAt: 'Fim',
  status: 'Situação',
  cancelReason: 'Motivo do cancelamento',
  interest: 'Interesse do cliente',
  outcomeComment: 'Comentário',
} as const;

/** The visitor's booking (/imovel/:slug/agendar-visita) and their private link (/visita/:token). */
export const visitBookingMessages = {
  /** The property page's link. */
  bookLink: 'Agendar visita',
  pageTitle: (title: string) => `Agendar visita — ${title}`,
  description: 'Escolha o dia e o horário da sua visita ao imóvel.',
  title: 'Agendar visita',
  intro: 'Escolha um dia e um horário. O corretor confirma a visita por e-mail.',
  back: 'Voltar ao imóvel',
  loadFailure: 'Não foi possível carregar os horários livres. Tente novamente.',
  notBookable: 'Este imóvel não aceita agendamento de visitas pelo site. Fale com a imobiliária pelo WhatsApp ou pelo telefone.',
  noSlots: 'Não há horários livres nos próximos 14 dias. Fale com a imobiliária pelo WhatsApp ou pelo telefone.',
  day: 'Dia',
  time: 'Horário',
  noTimesThatDay: 'Todos os horários deste dia já foram reservados.',
  name: 'Nome',
  phone: 'Telefone',
  email: 'E-mail',
  required: '(obrigatório)',
  consentBefore: 'Ao agendar, você concorda com o nosso ',
  consentLink: 'Aviso de Privacidade',
  consentAfter: '.',
  opensInNewTab: ' (abre em nova aba)',
  submit: 'Agendar visita',
  sending: 'Agendando...',
  chooseDay: 'Escolha o dia da visita.',
  chooseTime: 'Escolha o horário da visita.',
  missingFields: 'Preencha nome, telefone e e-mail.',
  invalidEmail: 'Informe um e-mail válido.',
  sendFailure: 'Não foi possível agendar a visita. Tente novamente.',
  /** After a slot was taken meanwhile: the next free ones. */
  nextSlots: 'Horários livres mais próximos:',
  /** A day as its button reads: 'sáb., 6 de dez.' */
  dayLabel: (day: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
      new Date(`${day}T12:00:00Z`),
    ),
  slotLabel: (dayLabel: string, time: string) => `${dayLabel}, às ${time}`,
} as const;

export const visitorVisitMessages = {
  pageTitle: 'Sua visita',
  title: 'Sua visita',
  loadFailure: 'Não foi possível carregar a sua visita. Tente novamente.',
  notFound: 'Visita não encontrada. Confira o endereço recebido por e-mail.',
  /** What the visitor reads of each status. */
  status: {
    REQUESTED: 'Pedido recebido: o corretor vai confirmar o horário.',
    CONFIRMED: 'Visita confirmada.',
    DONE: 'Visita realizada.',
    CANCELLED: 'Visita cancelada.',
    NO_SHOW: 'A visita não aconteceu.',
  } satisfies Record<VisitStatus, string>,
  when: 'Quando',
  property: 'Imóvel',
  broker: 'Corretor',
  cancel: 'Cancelar visita',
  cancelConfirm: 'Cancelar esta visita? O horário fica livre para outra pessoa.',
  keep: 'Manter a visita',
  cancelling: 'Cancelando...',
  reschedule: 'Remarcar',
  rescheduleTitle: 'Escolha o novo dia e horário',
  rescheduleSubmit: 'Remarcar visita',
  rescheduling: 'Remarcando...',
  confirmAttendance: 'Confirmo que visitei este imóvel',
  confirming: 'Confirmando...',
  confirmedAt: (when: string) => `Você confirmou a visita em ${when}.`,
  actionFailure: 'Não foi possível concluir. Tente novamente.',
  /** The outcome of a change made with the page's forms without JavaScript (`?feito=`). */
  done: {
    cancelada: 'Visita cancelada.',
    remarcada: 'Visita remarcada! O corretor vai confirmar o novo horário.',
    confirmada: 'Obrigado! Sua visita ao imóvel está confirmada.',
  } as Readonly<Record<string, string>>,
} as const;
