import type { Kysely } from 'kysely';
import type { Database, VisitRow, VisitStatus } from '../db/schema.js';
import { visitRecordsOf, type VisitRecordJson } from './visit-records.js';

/** A visit as the agenda shows it: the person, the property with its address, the broker, the outcome. */
export interface VisitJson {
  id: number;
  status: VisitStatus;
  starts_at: string;
  ends_at: string;
  name: string;
  phone: string;
  email: string | null;
  cancel_reason: string | null;
  interest: number | null;
  outcome_comment: string | null;
  outcome_at: string | null;
  visitor_confirmed_at: string | null;
  lead_id: number | null;
  client_id: number | null;
  created_at: string;
  property: {
    id: number;
    code: string;
    title: string;
    address: string | null;
    number: string | null;
    neighborhood: string | null;
    city: string;
    state: string | null;
  };
  broker: { id: number; name: string };
  /** Its 'fichas de visita', newest first. */
  records: VisitRecordJson[];
}

/** The visits' rows with their property, broker and fichas, in the order of time. */
export async function visitsJson(db: Kysely<Database>, visits: readonly VisitRow[]): Promise<VisitJson[]> {
  if (visits.length === 0) return [];
  const propertyIds = [...new Set(visits.map((visit) => visit.property_id))];
  const brokerIds = [...new Set(visits.map((visit) => visit.broker_id))];
  const [properties, brokers, records] = await Promise.all([
    db
      .selectFrom('properties')
      .select(['id', 'code', 'title', 'address', 'number', 'neighborhood', 'city', 'state'])
      .where('id', 'in', propertyIds)
      .execute(),
    db.selectFrom('users').select(['id', 'name']).where('id', 'in', brokerIds).execute(),
    visitRecordsOf(
      db,
      visits.map((visit) => visit.id),
    ),
  ]);
  const propertyOf = new Map(properties.map((property) => [property.id, property]));
  const brokerOf = new Map(brokers.map((broker) => [broker.id, broker]));
  return visits.map((visit) => {
    const property = propertyOf.get(visit.property_id);
    const broker = brokerOf.get(visit.broker_id);
    if (property === undefined || broker === undefined) throw new Error(`Visita ${visit.id} sem imóvel ou corretor.`);
    return {
      id: visit.id,
      status: visit.status,
      starts_at: visit.starts_at,
      ends_at: visit.ends_at,
      name: visit.name,
      phone: visit.phone,
      email: visit.email,
      cancel_reason: visit.cancel_reason,
      interest: visit.interest,
      outcome_comment: visit.outcome_comment,
      outcome_at: visit.outcome_at,
      visitor_confirmed_at: visit.visitor_confirmed_at,
      lead_id: visit.lead_id,
      client_id: visit.client_id,
      created_at: visit.created_at,
      property,
      broker,
      records: records.get(visit.id) ?? [],
    };
  });
}
