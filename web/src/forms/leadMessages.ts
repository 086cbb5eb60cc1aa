import type { ContactInterest, LeadSource, LeadStatus } from '../gql/graphql';
import { contactInterestLabels } from './messages';

/** Texts of the lead inbox ('Leads': /app/leads and /app/leads/:id) and of the leads in the top bar's alerts. */

export const leadSourceLabels: Record<LeadSource, string> = {
  CONTACT: 'Formulário de contato',
  REGISTRATION: 'Cadastro de imóvel',
  WHATSAPP: 'WhatsApp',
  ZAP: 'ZAP Imóveis',
  VIVAREAL: 'Viva Real',
  OLX: 'OLX',
  CHAVESNAMAO: 'Chaves na Mão',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  NEW: 'Novo',
  IN_PROGRESS: 'Em atendimento',
  CONVERTED: 'Convertido',
  DISCARDED: 'Descartado',
};

/** The contact form's interest, as the visitor chose it. */
export const leadInterestLabels: Record<ContactInterest, string> = {
  BUY: contactInterestLabels.buy,
  RENT: contactInterestLabels.rent,
  SELL: contactInterestLabels.sell,
  RENT_OUT: contactInterestLabels.rent_out,
  OTHERS: contactInterestLabels.others,
};

export const leadMessages = {
  list: {
    pageTitle: 'Leads',
    title: 'Leads',
    search: 'Buscar leads',
    searchPlaceholder: 'Nome, telefone, e-mail ou código do imóvel',
    source: 'Origem',
    allSources: 'Todas as origens',
    status: 'Situação',
    allStatuses: 'Todas as situações',
    tableLabel: 'Lista de leads',
    paging: 'Paginação da lista de leads',
    count: (total: number) => (total === 1 ? '1 lead encontrado' : `${total} leads encontrados`),
    empty: 'Nenhum lead encontrado.',
    loadFailure: 'Ocorreu um erro ao carregar os leads.',
    columns: {
      date: 'Data',
      source: 'Origem',
      name: 'Nome',
      contact: 'Contato',
      property: 'Imóvel',
      people: 'Corretor / atribuído a',
      status: 'Situação',
    },
    visitor: (source: string) => `Visitante (${source})`,
    noOne: '—',
    assignedTo: (name: string) => `Atribuído a ${name}`,
  },
  detail: {
    pageTitle: 'Lead',
    title: (name: string) => `Lead de ${name}`,
    back: 'Voltar para os leads',
    notFound: 'Lead não encontrado.',
    loadFailure: 'Ocorreu um erro ao carregar o lead.',
    dataTitle: 'Dados do lead',
    fields: {
      source: 'Origem',
      status: 'Situação',
      createdAt: 'Recebido em',
      phone: 'Telefone',
      email: 'E-mail',
      interest: 'Interesse',
      message: 'Mensagem',
      page: 'Página de origem',
      property: 'Imóvel',
      broker: 'Corretor do imóvel',
      client: 'Cliente',
    },
    propertyPage: 'Ver a página pública do imóvel',
    clientLink: 'Abrir o cadastro do cliente',
    none: 'Não informado',
    actionsTitle: 'Atendimento',
    assignee: 'Atribuir a',
    nobody: 'Ninguém',
    assigneesFailure: 'Ocorreu um erro ao carregar os corretores.',
    status: 'Situação do lead',
    convert: 'Converter em cliente',
    converted: 'Este lead já foi convertido em cliente.',
    saving: 'Salvando...',
    changeFailure: 'Não foi possível salvar a alteração. Tente novamente.',
    historyTitle: 'Histórico',
    historyLabel: 'Histórico do lead',
  },
  history: {
    visitor: 'Visitante',
    created: (source: string) => `Lead recebido (${source})`,
    assigned: (name: string) => `Atribuído a ${name}`,
    unassigned: 'Atribuição removida',
    status: (label: string) => `Situação alterada para ${label}`,
    converted: 'Convertido em cliente',
    by: (name: string) => `por ${name}`,
  },
  alerts: {
    newLeads: (count: number) => (count === 1 ? '1 lead novo' : `${count} leads novos`),
    seeNew: 'Ver leads novos',
  },
} as const;
