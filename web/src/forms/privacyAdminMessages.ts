import { LEAD_RETENTION_LIMITS } from '../../../shared/privacy-notice';
import type { ConsentForm, ConsentRecordType } from '../gql/graphql';

/**
 * Texts of the back office's 'Privacidade' screen (/app/privacidade, permission privacidade): a person's data under
 * the LGPD found by e-mail or phone, downloaded and anonymized, and the retention of leads never converted.
 */

/** The public form a consent came with. */
export const consentFormLabels: Record<ConsentForm, string> = {
  CONTACT: 'Formulário de contato',
  REGISTRATION: 'Cadastro de imóvel',
  CHAT: 'WhatsApp do site',
  VISIT: 'Agendamento de visita',
};

/** The record a consent was stored with. */
export const consentRecordLabels: Record<ConsentRecordType, string> = {
  CONTACT_MESSAGE: 'Mensagem de contato',
  PROPERTY: 'Imóvel',
  LEAD: 'Lead',
  VISIT: 'Visita',
};

/** What an anonymization changed, by kind of record. */
type AnonymizedCounts = Record<
  'clients' | 'leads' | 'contactMessages' | 'registrations' | 'visits' | 'consents' | 'portalRejects' | 'photos',
  number
>;

/** One count of an anonymization in words, singular or plural. */
const countWords: Record<keyof AnonymizedCounts, readonly [string, string]> = {
  clients: ['cliente', 'clientes'],
  leads: ['lead', 'leads'],
  contactMessages: ['mensagem de contato', 'mensagens de contato'],
  registrations: ['imóvel cadastrado', 'imóveis cadastrados'],
  visits: ['visita', 'visitas'],
  consents: ['consentimento', 'consentimentos'],
  portalRejects: ['documento de portal apagado', 'documentos de portal apagados'],
  photos: ['foto removida', 'fotos removidas'],
};

/** 'Dados da pessoa anonimizados: 1 cliente, 2 leads e 1 mensagem de contato.'; every count 0 says so. */
function anonymizedText(message: string, counts: AnonymizedCounts): string {
  const parts = (Object.keys(countWords) as (keyof AnonymizedCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${countWords[kind][counts[kind] === 1 ? 0 : 1]}`);
  const base = message.replace(/\.$/, '');
  const last = parts.pop();
  if (last === undefined) return `${base}: nenhum registro precisou ser alterado.`;
  return `${base}: ${parts.length === 0 ? last : `${parts.join(', ')} e ${last}`}.`;
}

const monthsRange = `entre ${LEAD_RETENTION_LIMITS.min} e ${LEAD_RETENTION_LIMITS.max} meses`;

export const privacyAdminMessages = {
  pageTitle: 'Privacidade',
  title: 'Privacidade',
  intro:
    'Atenda aos pedidos das pessoas sobre os seus dados (LGPD): encontre tudo o que a imobiliária guarda sobre alguém pelo e-mail ou pelo telefone, entregue uma cópia ou anonimize os dados.',
  search: {
    label: 'Buscar os dados de uma pessoa',
    email: 'E-mail',
    phone: 'Telefone',
    hint: 'Informe o e-mail, o telefone ou os dois.',
    submit: 'Buscar',
    searching: 'Buscando...',
    summary: 'Corrija os campos destacados.',
    rules: {
      keyRequired: 'Informe o e-mail ou o telefone da pessoa.',
      emailInvalid: 'Informe um e-mail válido.',
      phoneIncomplete: 'Informe o telefone com DDD: ao menos 10 dígitos.',
    },
  },
  results: {
    title: 'Dados encontrados',
    /** 'Busca por marina@example.com e (19) 98888-1111' */
    searched: (who: string) => `Busca por ${who}`,
    searchedBoth: (email: string, phone: string) => `${email} e ${phone}`,
    loadFailure: 'Não foi possível buscar os dados desta pessoa.',
    none: 'Nenhum registro encontrado para esta pessoa.',
    emptyGroup: 'Nenhum registro deste tipo.',
    groupTitle: (title: string, count: number) => `${title} (${count})`,
    groups: {
      clients: 'Clientes',
      leads: 'Leads',
      contactMessages: 'Mensagens de contato',
      registrations: 'Imóveis cadastrados pelo proprietário',
      visits: 'Visitas',
      consents: 'Consentimentos',
      portalRejects: 'Documentos de portais recebidos com erro',
    },
    columns: {
      name: 'Nome',
      email: 'E-mail',
      phone: 'Telefone',
      status: 'Situação',
      createdAt: 'Cadastrado em',
      source: 'Origem',
      receivedAt: 'Recebido em',
      interest: 'Interesse',
      message: 'Mensagem',
      sentAt: 'Enviada em',
      property: 'Imóvel',
      ownerName: 'Nome do proprietário',
      ownerEmail: 'E-mail do proprietário',
      ownerPhone: 'Telefone do proprietário',
      form: 'Formulário',
      record: 'Registro',
      noticeVersion: 'Versão do aviso',
      acceptedAt: 'Data e hora',
      address: 'Endereço IP',
      portal: 'Portal',
      body: 'Conteúdo',
      visitAt: 'Data da visita',
      clientInterest: 'Interesse do cliente',
      comment: 'Comentário',
      visitorConfirmedAt: 'Confirmada pelo visitante em',
    },
    active: 'Ativo',
    inactive: 'Desativado',
    /** A record by its kind and number: 'Lead #12'. */
    reference: (kind: string, id: string) => `${kind} #${id}`,
    /** 'V-12-2026 — Casa no Taquaral' */
    property: (code: string, title: string) => `${code} — ${title}`,
    unknownPortal: 'Portal desconhecido',
    showBody: 'Ver o documento recebido',
    /** A value the record does not have. */
    missing: '—',
  },
  export: {
    button: 'Baixar dados (JSON e CSV)',
    downloading: 'Baixando...',
    /** The zip's name when the server does not give one. */
    fileName: 'dados-pessoais.zip',
    failure: 'Não foi possível baixar os dados desta pessoa. Tente novamente.',
  },
  anonymize: {
    button: 'Anonimizar dados',
    title: 'Anonimizar os dados desta pessoa?',
    /** What happens, naming the person by what was searched. */
    explanation: (who: string) =>
      `Os dados pessoais de ${who} serão apagados de todos os registros encontrados: nome, e-mail, telefone e mensagens dos clientes, leads, mensagens de contato e imóveis cadastrados, e o endereço IP dos consentimentos. Os documentos de portais que citam a pessoa e as fotos de imóveis cadastrados que nunca foram publicados também serão apagados. Os registros continuam existindo, sem os dados da pessoa, e a anonimização fica registrada na auditoria.`,
    irreversible: 'Esta ação não pode ser desfeita.',
    confirm: 'Anonimizar',
    failure: 'Não foi possível anonimizar os dados desta pessoa.',
    success: anonymizedText,
  },
  retention: {
    title: 'Prazo de guarda dos leads',
    intro: 'Os leads que nunca viraram clientes são anonimizados automaticamente depois deste prazo, contado da data em que chegaram.',
    months: 'Prazo de guarda (meses)',
    hint: `De ${LEAD_RETENTION_LIMITS.min} a ${LEAD_RETENTION_LIMITS.max} meses.`,
    save: 'Salvar',
    saving: 'Salvando...',
    saved: 'Prazo de guarda dos leads salvo com sucesso!',
    saveFailure: 'Não foi possível salvar o prazo de guarda dos leads.',
    loadFailure: 'Não foi possível carregar o prazo de guarda dos leads.',
    summary: 'Corrija os campos destacados.',
    /** What the others see: the period, and who may change it. */
    readOnly: (months: number) =>
      `Os leads que nunca viraram clientes são guardados por ${months} ${months === 1 ? 'mês' : 'meses'}. Apenas a administração pode mudar este prazo.`,
    rules: { months: `Informe um prazo ${monthsRange}.` },
  },
} as const;
