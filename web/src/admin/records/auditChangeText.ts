import { auditFieldLabel, auditMessages } from '../../forms/auditMessages';
import { addressPrivacyLabels } from '../../forms/adminPropertyMessages';
import { propertyStatusLabels, roleLabels } from '../../forms/adminMessages';
import { leadDistributionModeTexts, leadInterestLabels, leadSourceLabels, leadStatusLabels } from '../../forms/leadMessages';
import { formatPhone, maskCnpj, maskZipCode } from '../../forms/masks';
import { featureLabels, iptuPeriodicityLabels, operationLabels, propertyTypeLabels } from '../../forms/messages';
import { portalLevelLabels } from '../../forms/portalMessages';
import { videoTypeLabels } from '../../forms/videoMessages';
import { visitStatusLabels } from '../../forms/visitMessages';
import type { AuditAction, AuditEntryFieldsFragment, AuditRecordType } from '../../gql/graphql';
import { formatCurrency, formatDateTime } from '../../lib/format';

const texts = auditMessages.values;

export type FieldChange = AuditEntryFieldsFragment['changes'][number];

/** Names of staff accounts by id, when the screen has them at hand (the 'Auditoria' screen's people). */
export type StaffNames = ReadonlyMap<string, string>;

/** How one value of a field reads; `names` names the staff a value refers to, when known. */
type ValueFormat = (value: string, names: StaffNames) => string;

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function numberOf(value: string): number | null {
  const number = Number(value.trim());
  return value.trim() === '' || !Number.isFinite(number) ? null : number;
}

/** 'R$ 650.000,00'; a value that is not a number as it is. */
const money: ValueFormat = (value) => {
  const number = numberOf(value);
  return number === null ? value : formatCurrency(number);
};

/** '180,5' (the field's name says the unit: m², meses). */
const measure: ValueFormat = (value) => {
  const number = numberOf(value);
  return number === null ? value : numberFormat.format(number);
};

/** Sim / Não, from 1/0 or true/false. */
const flag: ValueFormat = (value) => {
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true') return texts.yes;
  if (text === '0' || text === 'false') return texts.no;
  return value;
};

/** A value the database keeps in lower case ('in_analysis'), by the pt-BR name of the schema's choice ('IN_ANALYSIS'). */
function choice(labels: Readonly<Record<string, string>>): ValueFormat {
  return (value) => labels[value.trim().toUpperCase()] ?? value;
}

/** A calendar day AAAA-MM-DD as dd/mm/aaaa. */
const day: ValueFormat = (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** An instant as dd/mm/aaaa hh:mm in São Paulo. */
const instant: ValueFormat = (value) => formatDateTime(value);

/** The entries of a list kept as JSON text; null when it is not one. */
function listOf(value: string): unknown[] | null {
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A list of photos by how many there are. */
const photoCount: ValueFormat = (value) => {
  const list = listOf(value);
  return list === null ? value : String(list.length);
};

/** A property's features by their pt-BR names ('Piscina, Churrasqueira'); a key of another system as it is. */
const features: ValueFormat = (value) => {
  const list = listOf(value);
  if (list === null) return value;
  const names = list.map((key) => featureLabels[String(key).toUpperCase() as keyof typeof featureLabels] ?? String(key));
  return names.length === 0 ? texts.empty : names.join(', ');
};

/** A member of staff by name when known, else by number ('#12'). */
const staffMember: ValueFormat = (value, names) => names.get(value.trim()) ?? texts.reference(value.trim());

/** A client, property or other record by number ('#12'). */
const reference: ValueFormat = (value) => texts.reference(value.trim());

const phone: ValueFormat = (value) => formatPhone(value);
const zipCode: ValueFormat = (value) => (/^\d{8}$/.test(value.trim()) ? maskZipCode(value) : value);
const cnpj: ValueFormat = (value) => (/^\d{14}$/.test(value.trim()) ? maskCnpj(value) : value);

const distributionModes = Object.fromEntries(Object.entries(leadDistributionModeTexts).map(([mode, { label }]) => [mode, label]));

/** Fields several kinds of records have, read the same in each. */
const commonFormats: Readonly<Record<string, ValueFormat>> = {
  phone,
  is_active: flag,
};

/** How each kind of record's own fields read; a field not listed reads as it is. */
const recordFormats: Record<AuditRecordType, Readonly<Record<string, ValueFormat>>> = {
  PROPERTY: {
    operation: choice(operationLabels),
    type: choice(propertyTypeLabels),
    status: choice(propertyStatusLabels),
    approved_at: instant,
    price: money,
    rental_price: money,
    iptu_value: money,
    iptu_periodicity: choice(iptuPeriodicityLabels),
    area: measure,
    total_area: measure,
    usable_area: measure,
    built_area: measure,
    lot_area: measure,
    lot_front: measure,
    lot_back: measure,
    zip_code: zipCode,
    address_privacy: choice(addressPrivacyLabels),
    responsible_broker_phone: phone,
    user_id: staffMember,
    client_id: reference,
    is_reserved: flag,
    is_launch: flag,
    features,
    delivery_date: day,
    ready_to_build: flag,
    images: photoCount,
    contact_phone: phone,
    portal_publish: flag,
    portal_level: choice(portalLevelLabels),
  },
  CLIENT: {},
  USER: {
    role: choice(roleLabels),
    is_plantao: flag,
    leadbroker_id: staffMember,
  },
  COMPANY: { document: cnpj, whatsapp: phone, feed_phone: phone, zip_code: zipCode },
  VIDEO: { type: choice(videoTypeLabels) },
  TEMPLATE: {},
  LEAD: {
    source: choice(leadSourceLabels),
    status: choice(leadStatusLabels),
    interest: choice(leadInterestLabels),
    property_id: reference,
    broker_id: staffMember,
    assigned_to: staffMember,
    client_id: reference,
    first_response_at: instant,
    handover_at: instant,
  },
  HOLIDAY: { day },
  LEAD_DISTRIBUTION: { mode: choice(distributionModes), last_broker_id: staffMember },
  PORTAL_ADDRESS: {},
  PORTAL_FEED: {},
  PRIVACY_SETTINGS: { lead_retention_months: measure },
  VISIT: {
    status: choice(visitStatusLabels),
    property_id: reference,
    broker_id: staffMember,
    lead_id: reference,
    client_id: reference,
    starts_at: instant,
    ends_at: instant,
  },
  PROPERTY_KEY: { property_id: reference },
  KEY_CHECKOUT: { key_id: reference, broker_id: staffMember, visit_id: reference, due_at: instant, checked_in_at: instant },
};

/** One value as the entry shows it: '—' when there is none. */
function valueText(recordType: AuditRecordType, field: string, value: string | null, names: StaffNames): string {
  if (value === null || value.trim() === '') return texts.empty;
  const format = recordFormats[recordType][field] ?? commonFormats[field];
  return format ? format(value, names) : value;
}

export interface ChangeContext {
  recordType: AuditRecordType;
  action: AuditAction;
  /** Staff named by the screen; without them a member of staff reads as their number. */
  names?: StaffNames;
}

/**
 * One changed field as a line of the entry, in pt-BR: 'Preço: R$ 690.000,00 → R$ 650.000,00', 'Imóvel ativo: Sim →
 * Não', 'Fotos: 5 → 6', 'Senha: alterada'. A record created shows only its value ('Nome: Helena Prado'), a record
 * deleted the value it had.
 */
export function changeText(change: FieldChange, { recordType, action, names = new Map() }: ChangeContext): string {
  const label = auditFieldLabel(recordType, change.field);
  if (change.secret) return texts.secretChanged(label);
  const before = valueText(recordType, change.field, change.before, names);
  const after = valueText(recordType, change.field, change.after, names);
  if (action === 'CREATED' && change.before === null) return texts.single(label, after);
  if (action === 'DELETED' && change.after === null) return texts.single(label, before);
  return texts.change(label, before, after);
}
