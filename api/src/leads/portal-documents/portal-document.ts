import type { ContactInterest } from '../../db/schema.js';

/** The portals whose leads arrive by themselves, as the lead's source. */
export type PortalLeadSource = 'zap' | 'vivareal' | 'olx' | 'chavesnamao';

/** A lead as a portal's document gives it, read and checked. */
export interface PortalLead {
  source: PortalLeadSource;
  /** The portal's own id of the lead: the same id sent again is the same lead. */
  originLeadId: string;
  /** Our property's code as the portal names the listing; null when the document names none. */
  listingCode: string | null;
  name: string | null;
  email: string | null;
  /** Digits, with the area code. */
  phone: string | null;
  message: string | null;
  interest: ContactInterest | null;
}

/** What a portal's document is: a lead, the portal's test of the address, or something that cannot be read. */
export type PortalReading = { kind: 'lead'; lead: PortalLead } | { kind: 'ping' } | { kind: 'malformed'; reason: string };

const NAME_MAX = 200;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 5000;
const ID_MAX = 200;
const CODE_MAX = 60;

export const MALFORMED_NOT_OBJECT = 'O documento não é um objeto JSON.';
export const MALFORMED_NO_ID = 'O documento não traz o identificador do lead no portal.';
export const MALFORMED_NO_CONTACT = 'O documento não traz nome, e-mail nem telefone do interessado.';

/** A value as text, trimmed and cut to `max`; null when absent, blank or not a string or number. */
export function textOf(value: unknown, max: number): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text.slice(0, max);
}

/** The members of a JSON object; null for anything else. */
export function objectOf(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A Brazilian phone from its parts, as digits with the area code (10 or 11 digits); null when it is not one. */
export function phoneDigits(...parts: unknown[]): string | null {
  const digits = parts
    .map((part) => textOf(part, 40) ?? '')
    .join('')
    .replace(/\D/g, '')
    .replace(/^55(?=\d{10,11}$)/, '');
  return digits.length === 10 || digits.length === 11 ? digits : null;
}

/** An e-mail of the basic pattern, or null. */
function emailOf(value: unknown): string | null {
  const text = textOf(value, EMAIL_MAX);
  return text !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}

interface LeadParts {
  source: PortalLeadSource;
  originLeadId: unknown;
  listingCode: unknown;
  name: unknown;
  email: unknown;
  phone: string | null;
  message: unknown;
  interest: ContactInterest | null;
}

/** Checks what every portal's lead needs: its id at the portal, and a way to reach the person. */
export function leadReading(parts: LeadParts): PortalReading {
  const originLeadId = textOf(parts.originLeadId, ID_MAX);
  if (originLeadId === null) return { kind: 'malformed', reason: MALFORMED_NO_ID };
  const lead: PortalLead = {
    source: parts.source,
    originLeadId,
    listingCode: textOf(parts.listingCode, CODE_MAX),
    name: textOf(parts.name, NAME_MAX),
    email: emailOf(parts.email),
    phone: parts.phone,
    message: textOf(parts.message, MESSAGE_MAX),
    interest: parts.interest,
  };
  if (lead.name === null && lead.email === null && lead.phone === null) return { kind: 'malformed', reason: MALFORMED_NO_CONTACT };
  return { kind: 'lead', lead };
}

/** A document with no member at all: the portal trying the address. */
export function isPing(document: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(document).length === 0;
}
