import { leadMessages, leadSourceLabels } from '../../forms/leadMessages';
import { formatPhone } from '../../forms/masks';
import type { LeadSource } from '../../gql/graphql';

const texts = leadMessages.list;

/** Who a lead is: the visitor's name, or 'Visitante (WhatsApp)' for a chat click, whose visitor is unknown. */
export function leadNameOf(lead: { name?: string | null; source: LeadSource }): string {
  return lead.name ?? texts.visitor(leadSourceLabels[lead.source]);
}

/** How to reach the visitor: the phone and the e-mail they gave, or nothing for a chat click. */
export function leadContactOf(lead: { phone?: string | null; email?: string | null }): string {
  return [lead.phone ? formatPhone(lead.phone) : null, lead.email ?? null].filter(Boolean).join(' · ');
}

/** The broker of the lead and whom it is assigned to, e.g. 'Ana Souza · Atribuído a Bruno'; '—' with neither. */
export function leadPeopleOf(lead: { broker?: { name: string } | null; assignee?: { name: string } | null }): string {
  const parts = [lead.broker?.name ?? null, lead.assignee ? texts.assignedTo(lead.assignee.name) : null].filter(Boolean);
  return parts.length === 0 ? texts.noOne : parts.join(' · ');
}

/** What a row says of its property: its code and, once a portal named a code no property has, that code. */
interface PropertyOfRow {
  propertyCode?: string | null;
  listingCode?: string | null;
}

/** The inbox table's property: its code, 'Imóvel não identificado' for a code no property has, or '—' with neither. */
export function leadPropertyOf(lead: PropertyOfRow): string {
  if (lead.propertyCode) return lead.propertyCode;
  return lead.listingCode ? texts.unknownProperty : texts.noOne;
}

/** A card's property line: 'Imóvel LA-RISR1', 'Imóvel não identificado (código AP-0404)', or null when it names none. */
export function leadPropertyLine(lead: PropertyOfRow): string | null {
  if (lead.propertyCode) return texts.property(lead.propertyCode);
  return lead.listingCode ? texts.unknownPropertyCode(lead.listingCode) : null;
}
