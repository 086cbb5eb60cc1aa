import { adminRoutes } from '../adminRoutes';

/** Whose visits a record's 'Visitas' lists: a lead's, a client's or a property's (with its code, to book one). */
export type RecordVisitKey = { leadId: string } | { clientId: string } | { propertyId: string; propertyCode: string };

/** The query's variables for the record. */
export function visitsOfVariables(key: RecordVisitKey): { leadId?: string; clientId?: string; propertyId?: string } {
  if ('leadId' in key) return { leadId: key.leadId };
  if ('clientId' in key) return { clientId: key.clientId };
  return { propertyId: key.propertyId };
}

/** 'Agendar visita' for the record: its person (a lead's, a client's) or its property, on the new visit's form. */
export function newVisitAddress(key: RecordVisitKey): string {
  if ('leadId' in key) return adminRoutes.agenda.createForLead(key.leadId);
  if ('clientId' in key) return adminRoutes.agenda.createForClient(key.clientId);
  return adminRoutes.agenda.createForProperty(key.propertyCode);
}
