import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { phoneDigits, type PersonKey } from './person-key.js';
import { personVisitRecords, type PersonVisitRecord } from './visit-documents.js';

/** Everything the product holds about one person, found by their e-mail or phone. */
export interface PersonRecords {
  clients: { id: number; name: string; email: string; phone: string; is_active: number; created_at: string }[];
  leads: {
    id: number;
    source: string;
    status: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    message: string | null;
    property_id: number | null;
    client_id: number | null;
    created_at: string;
  }[];
  contact_messages: {
    id: number;
    name: string;
    email: string;
    phone: string;
    interest: string | null;
    message: string;
    created_at: string;
  }[];
  /** Properties the person registered as owner (their contact fields). */
  registrations: {
    id: number;
    code: string;
    title: string;
    status: string;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    created_at: string;
  }[];
  /** Visits booked for the person, from the listing or by staff. */
  visits: {
    id: number;
    property_id: number;
    status: string;
    name: string;
    phone: string;
    email: string | null;
    starts_at: string;
    interest: number | null;
    outcome_comment: string | null;
    visitor_confirmed_at: string | null;
    visitor_confirmed_address: string | null;
    created_at: string;
  }[];
  /** The 'fichas de visita' of those visits (PDFs naming the person): when and by whom each was generated. */
  visit_records: PersonVisitRecord[];
  /** The consents stored with the records above. */
  consents: {
    id: number;
    form: string;
    record_type: string;
    record_id: number;
    notice_version: string;
    accepted_at: string;
    address: string | null;
  }[];
  /** Portal documents that could not be read and that name the person (kept 30 days). */
  portal_rejects: { id: number; portal: string; body: string; received_at: string }[];
}

/** A record's e-mail or phone column matches the key (either one, when both are given). */
function matchesKey<T extends keyof Database>(key: PersonKey, emailColumn: string, phoneColumn: string) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const either = [];
    if (key.email !== null) either.push(eb(sql`lower(${sql.ref(emailColumn)})`, '=', key.email));
    if (key.phone !== null) either.push(eb(phoneDigits(sql.ref(phoneColumn)), '=', key.phone));
    return eb.or(either);
  };
}

/** The person's records in every table that holds people's data; anonymized records no longer match. */
export async function findPersonRecords(db: Kysely<Database>, key: PersonKey): Promise<PersonRecords> {
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'name', 'email', 'phone', 'is_active', 'created_at'])
    .where(matchesKey<'clients'>(key, 'email', 'phone'))
    .orderBy('id')
    .execute();
  const clientIds = clients.map((client) => client.id);
  const leads = await db
    .selectFrom('leads')
    .select(['id', 'source', 'status', 'name', 'email', 'phone', 'message', 'property_id', 'client_id', 'created_at'])
    .where((eb) =>
      eb.or([matchesKey<'leads'>(key, 'email', 'phone')(eb), ...(clientIds.length > 0 ? [eb('client_id', 'in', clientIds)] : [])]),
    )
    .orderBy('id')
    .execute();
  const contactMessages = await db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'phone', 'interest', 'message', 'created_at'])
    .where(matchesKey<'contact_messages'>(key, 'email', 'phone'))
    .orderBy('id')
    .execute();
  const registrations = await db
    .selectFrom('properties')
    .select(['id', 'code', 'title', 'status', 'contact_name', 'contact_email', 'contact_phone', 'created_at'])
    .where(matchesKey<'properties'>(key, 'contact_email', 'contact_phone'))
    .orderBy('id')
    .execute();
  const leadIds = leads.map((lead) => lead.id);
  const visits = await db
    .selectFrom('visits')
    .select([
      'id',
      'property_id',
      'status',
      'name',
      'phone',
      'email',
      'starts_at',
      'interest',
      'outcome_comment',
      'visitor_confirmed_at',
      'visitor_confirmed_address',
      'created_at',
    ])
    .where('anonymized_at', 'is', null)
    .where((eb) =>
      eb.or([
        matchesKey<'visits'>(key, 'email', 'phone')(eb),
        ...(clientIds.length > 0 ? [eb('client_id', 'in', clientIds)] : []),
        ...(leadIds.length > 0 ? [eb('lead_id', 'in', leadIds)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  const visitRecords = await personVisitRecords(
    db,
    visits.map((visit) => visit.id),
  );
  const consentOf: [string, number[]][] = [
    ['contact_message', contactMessages.map((row) => row.id)],
    ['property', registrations.map((row) => row.id)],
    ['lead', leadIds],
    ['visit', visits.map((row) => row.id)],
  ];
  const consents = consentOf.some(([, ids]) => ids.length > 0)
    ? await db
        .selectFrom('privacy_consents')
        .select(['id', 'form', 'record_type', 'record_id', 'notice_version', 'accepted_at', 'address'])
        .where((eb) =>
          eb.or(
            consentOf
              .filter(([, ids]) => ids.length > 0)
              .map(([type, ids]) => eb.and([eb('record_type', '=', type), eb('record_id', 'in', ids)])),
          ),
        )
        .orderBy('id')
        .execute()
    : [];
  const portalRejects = await db
    .selectFrom('portal_lead_rejects')
    .select(['id', 'portal', 'body', 'received_at'])
    .where((eb) =>
      eb.or([
        ...(key.email !== null ? [eb(sql`lower(body)`, 'like', `%${key.email}%`)] : []),
        ...(key.phone !== null ? [eb('body', 'like', `%${key.phone}%`)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return {
    clients,
    leads,
    contact_messages: contactMessages,
    registrations,
    visits,
    visit_records: visitRecords,
    consents,
    portal_rejects: portalRejects,
  };
}
