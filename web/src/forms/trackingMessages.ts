import type { PropertyStatus } from '../gql/graphql';

/** Texts of the owner's private tracking page (/cadastre-seu-imovel/acompanhar/:token). */
export const trackingMessages = {
  pageTitle: 'Acompanhe seu cadastro',
  description: 'A situação do imóvel que você cadastrou.',
  notFoundTitle: 'Link de acompanhamento não encontrado',
  notFoundText: 'Confira se o endereço está completo, como recebido por e-mail.',
  loadError: 'Não foi possível carregar o acompanhamento agora. Tente novamente em instantes.',
  code: (code: string) => `Código: ${code}`,
  registeredOn: (date: string) => `Cadastrado em ${date}`,
  /** How many visits the property had; none said only once there is one. */
  visitsDone: (count: number) => (count === 1 ? '1 visita realizada' : `${count} visitas realizadas`),
  statusLabel: 'Situação',
  statuses: {
    IN_ANALYSIS: 'Em análise',
    APPROVED: 'Aprovado',
    REJECTED: 'Recusado',
  } satisfies Record<PropertyStatus, string>,
  explanations: {
    IN_ANALYSIS: 'Nossa equipe está analisando as informações e as fotos enviadas. Avisaremos por e-mail quando houver uma decisão.',
    APPROVED: 'Seu imóvel foi aprovado pela nossa equipe.',
    REJECTED: 'Seu imóvel não foi aprovado pela nossa equipe.',
  } satisfies Record<PropertyStatus, string>,
  reasonTitle: 'Motivo',
  /** A rejection made without a reason (from the property form, which has no such field). */
  noReason: 'Fale com a imobiliária para saber o motivo e o que pode ser ajustado.',
  publicPage: 'Ver a página do imóvel',
  photosTitle: 'Fotos enviadas',
  photoAlt: (title: string, position: number, total: number) => `${title} — foto ${position} de ${total}`,
  home: 'Ir para a página inicial',
} as const;
