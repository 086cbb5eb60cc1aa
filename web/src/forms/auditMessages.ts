import type { AuditAction, AuditRecordType } from '../gql/graphql';
import { adminPropertyMessages } from './adminPropertyMessages';
import { leadMessages } from './leadMessages';
import { brokerMessages, companyMessages, peopleCommonMessages, userMessages } from './peopleMessages';
import { templateMessages } from './templateMessages';
import { videoMessages } from './videoMessages';
import { keyFieldLabels as keyFields } from './keyMessages';
import { visitFieldLabels as visit } from './visitMessages';
import { visitRecordMessages } from './visitRecordMessages';

/**
 * Texts of the audit trail: each record's 'Histórico' tab and the administrators' 'Auditoria' screen
 * (/app/auditoria), with the pt-BR name of every field an entry may change. The fields are the database's columns;
 * their names here reuse the forms' own labels where a form shows the field.
 */

/** What an entry says was done, in the past tense of who did it. */
export const auditActionLabels: Record<AuditAction, string> = {
  CREATED: 'Criou',
  UPDATED: 'Alterou',
  DELETED: 'Excluiu',
  SIGNED_IN: 'Entrou',
  SIGN_IN_FAILED: 'Falha ao entrar',
  SIGNED_OUT: 'Saiu',
  PASSWORD_RESET_REQUESTED: 'Pediu nova senha',
  PASSWORD_RESET: 'Redefiniu a senha',
  ANONYMIZED: 'Anonimizou',
  EXPORTED: 'Exportou',
};

/** The kinds of records, as the 'Registro' filter and column name them. */
export const auditRecordTypeLabels: Record<AuditRecordType, string> = {
  PROPERTY: 'Imóvel',
  CLIENT: 'Cliente',
  USER: 'Usuário ou corretor',
  COMPANY: 'Empresa',
  VIDEO: 'Vídeo',
  TEMPLATE: 'Modelo de documento',
  LEAD: 'Lead',
  HOLIDAY: 'Feriado',
  LEAD_DISTRIBUTION: 'Distribuição dos leads',
  PORTAL_ADDRESS: 'Endereço de leads de portal',
  PORTAL_FEED: 'Feed dos portais',
  PRIVACY_SETTINGS: 'Prazo de guarda dos leads',
  VISIT: 'Visita',
  PROPERTY_KEY: 'Chave de imóvel',
  KEY_CHECKOUT: 'Retirada de chave',
};

const property = adminPropertyMessages.form.labels;
const people = peopleCommonMessages.fields;
const company = companyMessages.form;
const lead = leadMessages.detail.fields;

/** Fields several kinds of records have, named the same in each. */
const commonFieldLabels: Readonly<Record<string, string>> = {
  name: people.name,
  email: people.email,
  phone: people.phone,
  title: videoMessages.form.title,
  description: videoMessages.form.description,
  is_active: peopleCommonMessages.active,
  creci: company.creci,
};

/** Each kind of record's own fields, by column. */
const recordFieldLabels: Record<AuditRecordType, Readonly<Record<string, string>>> = {
  PROPERTY: {
    code: property.code,
    title: property.title,
    description: property.description,
    highlights: property.highlights,
    reference_point: property.referencePoint,
    operation: property.operation,
    type: property.type,
    status: property.status,
    status_reason: 'Motivo da recusa',
    approved_at: 'Aprovado em',
    price: property.price,
    rental_price: property.rentalPrice,
    iptu_value: property.iptuValue,
    iptu_periodicity: property.iptuPeriodicity,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    suites: property.suites,
    garage: property.garage,
    area: property.area,
    total_area: property.totalArea,
    usable_area: property.usableArea,
    built_area: property.builtArea,
    lot_area: property.lotArea,
    lot_front: property.lotFront,
    lot_back: property.lotBack,
    address: property.street,
    number: property.number,
    complement: property.complement,
    neighborhood: property.neighborhood,
    city: property.city,
    state: property.state,
    zip_code: property.zipCode,
    address_privacy: property.addressPrivacy,
    responsible_broker: property.responsibleBroker,
    responsible_broker_phone: property.responsibleBrokerPhone,
    user_id: 'Usuário responsável',
    client_id: property.clientId,
    is_active: property.isActive,
    is_reserved: property.isReserved,
    is_launch: property.isLaunch,
    features: adminPropertyMessages.form.sections.features,
    subdivision_name: property.subdivisionName,
    delivery_date: property.deliveryDate,
    ready_to_build: property.readyToBuild,
    images: adminPropertyMessages.form.photosTab,
    contact_name: 'Nome do proprietário',
    contact_phone: 'Telefone do proprietário',
    contact_email: 'E-mail do proprietário',
    portal_publish: 'Publicar nos portais',
    portal_level: property.portalLevel,
  },
  CLIENT: {},
  USER: {
    role: userMessages.form.role,
    is_plantao: brokerMessages.list.onDuty,
    leadbroker_id: brokerMessages.form.leader,
    image: brokerMessages.form.photoTab,
    permissions: userMessages.form.permissions,
    password_hash: people.password,
    calendar_feed: 'Endereço da agenda no calendário',
  },
  COMPANY: {
    document: company.document,
    name: company.name,
    phone: company.phone,
    whatsapp: company.whatsapp,
    zip_code: company.zipCode,
    address: company.street,
    number: company.number,
    neighborhood: company.neighborhood,
    city: company.city,
    state: company.state,
    feed_contact_name: company.feed.contactName,
    feed_email: company.feed.email,
    feed_phone: company.feed.phone,
    feed_website: company.feed.website,
  },
  VIDEO: {
    video_url: videoMessages.form.url,
    video_url_embed: 'Endereço do player',
    type: videoMessages.form.type,
  },
  TEMPLATE: {
    file_name: templateMessages.form.file,
    stored_file: 'Arquivo guardado',
    file_kind: 'Tipo do arquivo',
  },
  LEAD: {
    source: lead.source,
    status: lead.status,
    interest: lead.interest,
    message: lead.message,
    page: lead.page,
    property_id: lead.property,
    broker_id: lead.broker,
    assigned_to: 'Atribuído a',
    client_id: lead.client,
    listing_code: 'Código do anúncio no portal',
    first_response_at: lead.response,
    handover_at: lead.handover,
  },
  HOLIDAY: { day: 'Dia' },
  LEAD_DISTRIBUTION: {
    mode: leadMessages.distribution.mode,
    handover_minutes: leadMessages.distribution.minutes,
    last_broker_id: 'Último corretor da vez',
  },
  PORTAL_ADDRESS: { portal: 'Portal', secret_hash: 'Chave do endereço' },
  PORTAL_FEED: { token: 'Chave do endereço do feed' },
  PRIVACY_SETTINGS: { lead_retention_months: 'Prazo de guarda (meses)' },
  VISIT: {
    property_id: visit.property,
    broker_id: visit.broker,
    lead_id: visit.lead,
    client_id: visit.client,
    starts_at: visit.startsAt,
    ends_at: visit.endsAt,
    status: visit.status,
    cancel_reason: visit.cancelReason,
    interest: visit.interest,
    outcome_comment: visit.outcomeComment,
    visit_record: visitRecordMessages.audited,
  },
  PROPERTY_KEY: {
    property_id: keyFields.property,
    label: keyFields.label,
    location: keyFields.location,
    code: keyFields.code,
    is_active: keyFields.active,
  },
  KEY_CHECKOUT: {
    key_id: keyFields.key,
    broker_id: keyFields.broker,
    visit_id: keyFields.visit,
    due_at: keyFields.dueAt,
    checked_in_at: keyFields.checkedInAt,
  },
};

/** A field's name in pt-BR; a field this list does not know is shown by its column's name. */
export function auditFieldLabel(recordType: AuditRecordType, field: string): string {
  return recordFieldLabels[recordType][field] ?? commonFieldLabels[field] ?? field;
}

export const auditMessages = {
  /** How an entry's values read. */
  values: {
    empty: '—',
    yes: 'Sim',
    no: 'Não',
    /** A secret (a password, a key): only that it changed. */
    secretChanged: (label: string) => `${label}: alterada`,
    change: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    /** A record created or deleted: the one value it had. */
    single: (label: string, value: string) => `${label}: ${value}`,
    /** A person or record known only by its number. */
    reference: (id: string) => `#${id}`,
  },
  /** Who did it when no member of staff did. */
  actors: {
    visitor: 'Visitante',
    system: 'Sistema',
  },
  history: {
    formTab: 'Cadastro',
    leadTab: 'Lead',
    tab: 'Histórico',
    tabsLabel: 'Cadastro e histórico',
    listLabel: 'Histórico de alterações',
    loading: 'Carregando o histórico...',
    empty: 'Nenhuma alteração registrada.',
    loadFailure: 'Não foi possível carregar o histórico deste registro.',
    newer: 'Mais recentes',
    older: 'Mais antigas',
    paging: 'Páginas do histórico',
    page: (page: number) => `Página ${page}`,
    /** 'Administrador, de 127.0.0.1' */
    byFrom: (who: string, address: string) => `${who}, de ${address}`,
    noChanges: 'Sem campos alterados.',
    changesLabel: 'Campos alterados',
  },
  trail: {
    pageTitle: 'Auditoria',
    title: 'Auditoria',
    intro: 'Quem fez o quê, quando e de onde: cada alteração de cadastro, cada entrada e saída do painel. Os mais recentes primeiro.',
    filters: {
      label: 'Filtros da auditoria',
      person: 'Pessoa',
      anyone: 'Todas as pessoas',
      peopleFailure: 'Não foi possível carregar a lista de pessoas.',
      recordType: 'Registro',
      anyRecord: 'Todos os registros',
      recordId: 'Número do registro',
      recordIdHint: 'O número que aparece no endereço do cadastro (opcional).',
      recordIdInvalid: 'Informe só os números do registro.',
      recordIdNeedsType: 'Escolha o tipo de registro para buscar pelo número.',
      period: 'Período',
      from: 'De',
      to: 'Até',
      invalidDay: 'Informe uma data válida.',
      order: 'A data final deve ser igual ou posterior à data inicial.',
      apply: 'Filtrar',
      clear: 'Limpar filtros',
    },
    tableLabel: 'Registro de auditoria',
    columns: {
      when: 'Quando',
      who: 'Quem',
      address: 'Endereço',
      action: 'Ação',
      record: 'Registro',
      changes: 'Alterações',
    },
    /** 'Imóvel V-12-2026 — Casa no Taquaral', or 'Cliente #12' once the label was erased. */
    record: (type: string, label: string) => `${type} ${label}`,
    empty: 'Nenhum registro encontrado com estes filtros.',
    loadFailure: 'Não foi possível carregar a auditoria.',
    paging: 'Páginas da auditoria',
  },
} as const;
