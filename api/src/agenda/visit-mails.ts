import icalGenerator, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { publicAddress } from '../catalogue/public-address.js';
import type { PropertyRow, VisitRow } from '../db/schema.js';
import { formatDisplayPhone } from '../http/field-readers.js';
import type { MailToQueue } from '../mail/queue.js';
import { visitStartWrittenOut } from '../../../shared/visit-dates.js';

/** The visitor's private page of a visit: `{site}/visita/{token}`. */
const VISIT_PAGE_PATH = '/visita/';
const VISIT_LINK = new RegExp(`${VISIT_PAGE_PATH.replace(/[/-]/g, '\\$&')}[A-Za-z0-9_-]+`, 'g');

/** The private page's absolute address. */
export function visitPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${VISIT_PAGE_PATH}${token}`;
}

/** A mail's text with the token of every visit link taken out, for what the outbox keeps once the mail is sent. */
export function withoutVisitTokens(text: string): string {
  return text.replace(VISIT_LINK, `${VISIT_PAGE_PATH}…`);
}

/** What the visitor's mails tell of the property: its code, title and the public part of its address. */
export type VisitProperty = Pick<
  PropertyRow,
  'code' | 'title' | 'address' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'zip_code' | 'address_privacy'
>;

/** The agency and the broker, as the mails name them. */
export interface VisitPeople {
  agency: { name: string; email: string };
  broker: { name: string; phone: string | null };
}

/** The public part of the property's address on one line: 'Rua das Flores, 120 — Cambuí — Campinas - SP'. */
export function visitPlace(property: VisitProperty): string {
  const shown = publicAddress(property);
  const street = [shown.address, shown.number].filter(Boolean).join(', ');
  const city = [shown.city, shown.state].filter(Boolean).join(' - ');
  return [street, shown.neighborhood, city].filter(Boolean).join(' — ');
}

/** 'Ana Souza, (19) 99876-5432', or the name alone. */
function brokerLine(broker: VisitPeople['broker']): string {
  return broker.phone ? `${broker.name}, ${formatDisplayPhone(broker.phone)}` : broker.name;
}

/** To the visitor, at once: the request received, when, where, and the private link to see, move or cancel it. */
export function visitRequestedMail(
  visit: Pick<VisitRow, 'id' | 'email' | 'name' | 'starts_at'>,
  property: VisitProperty,
  link: string,
): MailToQueue | undefined {
  if (!visit.email) return undefined;
  const when = visitStartWrittenOut(new Date(visit.starts_at));
  return {
    kind: 'visit_requested',
    referenceId: visit.id,
    to: visit.email,
    subject: `Pedido de visita recebido: ${property.code}`,
    text: [
      `Olá, ${visit.name}!`,
      '',
      `Recebemos o seu pedido de visita ao imóvel ${property.code} — ${property.title}, para ${when}.`,
      `Local: ${visitPlace(property)}`,
      '',
      'O corretor vai confirmar o horário por e-mail. Para ver, remarcar ou cancelar a visita, e depois dela confirmar que você visitou o imóvel, use o seu link:',
      link,
      '',
      'Este link é só seu: não o compartilhe.',
    ].join('\n'),
  };
}

/**
 * To the visitor, when staff confirm: when, where and with whom, with the invitation for their calendar
 * (iCalendar, `METHOD:REQUEST`, the times in UTC so every calendar places them right).
 */
export function visitConfirmedMail(
  visit: VisitRow,
  property: VisitProperty,
  people: VisitPeople,
  siteHost: string,
): MailToQueue | undefined {
  if (!visit.email) return undefined;
  const when = visitStartWrittenOut(new Date(visit.starts_at));
  const place = visitPlace(property);
  return {
    kind: 'visit_confirmed',
    referenceId: visit.id,
    to: visit.email,
    subject: `Visita confirmada: ${property.code}, ${when}`,
    text: [
      `Olá, ${visit.name}!`,
      '',
      `Sua visita ao imóvel ${property.code} — ${property.title} está confirmada para ${when}.`,
      `Local: ${place}`,
      `Corretor: ${brokerLine(people.broker)}`,
      '',
      'O convite vai anexo para a sua agenda. Para remarcar ou cancelar, use o link do e-mail do seu pedido.',
      '',
      people.agency.name,
    ].join('\n'),
    calendar: visitInvitation(visit, property, people, siteHost),
  };
}

/** The day before: to the visitor (when they gave an e-mail) and to the broker, when, where and with whom. */
export function visitReminderMails(
  visit: VisitRow,
  property: VisitProperty,
  people: { agency: VisitPeople['agency']; broker: VisitPeople['broker'] & { email: string } },
): MailToQueue[] {
  const when = visitStartWrittenOut(new Date(visit.starts_at));
  const place = visitPlace(property);
  const toBroker: MailToQueue = {
    kind: 'visit_reminder',
    referenceId: visit.id,
    to: people.broker.email,
    subject: `Lembrete: visita ${when} — ${property.code}`,
    text: [
      `Olá, ${people.broker.name}!`,
      '',
      `Você tem uma visita ${when} ao imóvel ${property.code} — ${property.title}.`,
      // The broker drives there: the full address.
      `Local: ${visitPlace({ ...property, address_privacy: 'full' })}`,
      `Cliente: ${visit.name}${visit.phone ? `, ${formatDisplayPhone(visit.phone)}` : ''}`,
    ].join('\n'),
  };
  if (!visit.email) return [toBroker];
  const toVisitor: MailToQueue = {
    kind: 'visit_reminder',
    referenceId: visit.id,
    to: visit.email,
    subject: `Lembrete: sua visita ${when}`,
    text: [
      `Olá, ${visit.name}!`,
      '',
      `Lembramos da sua visita ao imóvel ${property.code} — ${property.title}, ${when}.`,
      `Local: ${place}`,
      `Corretor: ${brokerLine(people.broker)}`,
      '',
      'Para remarcar ou cancelar, use o link do e-mail do seu pedido.',
      '',
      people.agency.name,
    ].join('\n'),
  };
  return [toVisitor, toBroker];
}

/** The visit as one iCalendar event, its UID stable per visit so a new invitation updates the earlier one. */
function visitInvitation(visit: VisitRow, property: VisitProperty, people: VisitPeople, siteHost: string): string {
  const calendar = icalGenerator({
    name: people.agency.name,
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: people.agency.name, product: 'Agenda de visitas', language: 'PT-BR' },
  });
  calendar.createEvent({
    id: `visita-${visit.id}@${siteHost}`,
    start: new Date(visit.starts_at),
    end: new Date(visit.ends_at),
    summary: `Visita ao imóvel ${property.code} — ${property.title}`,
    location: visitPlace(property),
    description: `Corretor: ${brokerLine(people.broker)}`,
    status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: people.agency.email ? { name: people.agency.name, email: people.agency.email } : null,
    attendees: visit.email ? [{ name: visit.name, email: visit.email, rsvp: false }] : [],
    stamp: new Date(visit.updated_at),
    lastModified: new Date(visit.updated_at),
  });
  return calendar.toString();
}
