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
