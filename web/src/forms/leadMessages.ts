import type { ContactInterest, LeadDistributionMode, LeadSource, LeadStatus } from '../gql/graphql';
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
  VISIT: 'Agendamento',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  NEW: 'Novo',
  IN_PROGRESS: 'Em atendimento',
  CONVERTED: 'Convertido',
  DISCARDED: 'Descartado',
};

/** How new leads are handed out, each with the one line that explains it. */
export const leadDistributionModeTexts: Record<LeadDistributionMode, { label: string; hint: string }> = {
  MANUAL: { label: 'Manual', hint: 'A equipe atribui cada lead a um corretor.' },
  PROPERTY_BROKER: {
    label: 'Corretor responsável pelo imóvel',
    hint: 'O lead vai para o corretor responsável pelo imóvel de que trata; sem corretor, fica com a equipe.',
  },
  DUTY_ROTATION: { label: 'Rodízio do plantão', hint: 'Os leads vão, um de cada vez, para os corretores ativos de plantão.' },
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
      response: 'Resposta',
    },
    visitor: (source: string) => `Visitante (${source})`,
    noOne: '—',
    assignedTo: (name: string) => `Atribuído a ${name}`,
    /** A portal named a listing code that no property has. */
    unknownProperty: 'Imóvel não identificado',
    unknownPropertyCode: (code: string) => `Imóvel não identificado (código ${code})`,
    property: (code: string) => `Imóvel ${code}`,
    age: (duration: string) => `Recebido há ${duration}`,
  },
  /** How long a lead waited for its first response, and when the distribution passes it on. */
  response: {
    answered: (duration: string) => `Respondido em ${duration}`,
    waiting: (duration: string) => `Sem resposta há ${duration}`,
    handover: (duration: string) => `Repasse automático em ${duration}`,
    handoverDue: 'Repasse automático em instantes',
  },
  /** Durations: '12 min', '2 h 5 min', '3 dias'. */
  duration: {
    underAMinute: 'menos de 1 min',
    minutes: (minutes: number) => `${minutes} min`,
    hours: (hours: number, minutes: number) => (minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`),
    days: (days: number) => (days === 1 ? '1 dia' : `${days} dias`),
  },
  /** The one-tap controls of a lead, on its card and on its page. */
  contact: {
    label: (name: string) => `Contato com ${name}`,
    call: 'Ligar',
    callLabel: (name: string) => `Ligar para ${name}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: (name: string) => `Abrir o WhatsApp de ${name}`,
    start: 'Em atendimento',
    startLabel: (name: string) => `Passar ${name} para Em atendimento`,
    /** The WhatsApp message the broker starts from. */
    greeting: (visitor: string | null, broker: string, agency: string, propertyCode: string | null) =>
      `${visitor ? `Olá, ${visitor}!` : 'Olá!'} Aqui é ${broker} da ${agency}${propertyCode ? `, sobre o imóvel ${propertyCode}` : ''}.`,
  },
  distribution: {
    title: 'Distribuição dos leads',
    mode: 'Forma de distribuição',
    minutes: 'Repassar após (minutos)',
    minutesHint: 'Nas formas automáticas, o lead que o corretor não atender nesse tempo passa para o próximo.',
    save: 'Salvar',
    saving: 'Salvando...',
    saved: 'Distribuição dos leads salva com sucesso!',
    saveFailure: 'Não foi possível salvar a distribuição dos leads. Tente novamente.',
    loadFailure: 'Ocorreu um erro ao carregar a distribuição dos leads.',
    summary: 'Corrija os campos destacados.',
    rules: {
      mode: 'Selecione uma forma de distribuição.',
      minutes: 'Informe um tempo entre 1 e 1440 minutos.',
    },
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
      response: 'Primeira resposta',
      handover: 'Repasse automático',
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
    autoAssigned: (name: string) => `Atribuído a ${name} pela distribuição automática`,
    handedOver: (from: string, to: string, minutes: number) => `Repassado de ${from} para ${to} por falta de resposta em ${minutes} min`,
    chat: (name: string) => `${name} abriu o WhatsApp do lead`,
    someone: 'Alguém',
    unknownBroker: 'um corretor',
    status: (label: string) => `Situação alterada para ${label}`,
    converted: 'Convertido em cliente',
    by: (name: string) => `por ${name}`,
  },
  alerts: {
    newLeads: (count: number) => (count === 1 ? '1 lead novo' : `${count} leads novos`),
    seeNew: 'Ver leads novos',
  },
} as const;
