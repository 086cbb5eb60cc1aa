import type { Kysely } from 'kysely';
import { BROKER_ROLES } from '../auth/broker-roles.js';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database, VisitRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { seesOnlyOwnVisits } from './staff-visits.js';

const RECORD_REQUIRED_MESSAGE = 'Informe o lead, o cliente ou o imóvel das visitas (lead_id, client_id ou property_id).';
/** The most visits one record lists: far more than any lead, client or property has. */
const MOST_VISITS_OF_A_RECORD = 100;

type RecordColumn = 'lead_id' | 'client_id' | 'property_id';
const RECORD_COLUMNS: readonly RecordColumn[] = ['lead_id', 'client_id', 'property_id'];

function askedRecord(query: Readonly<Record<string, unknown>>): { column: RecordColumn; id: number } {
  const asked = RECORD_COLUMNS.filter((column) => query[column] !== undefined);
  const [column] = asked;
  const text = column === undefined ? undefined : query[column];
  if (asked.length !== 1 || column === undefined || typeof text !== 'string' || !/^[1-9]\d{0,8}$/.test(text)) {
    throw new HttpError(422, RECORD_REQUIRED_MESSAGE);
  }
  return { column, id: Number(text) };
}

/**
 * `GET /api/visits/of?lead_id=…` (or `client_id`, `property_id`): the visits of one lead, client or property, newest
 * first (at most 100), for the record's page; a broker sees only their own among them.
 */
export function visitsOfRecord(db: Kysely<Database>, user: StaffUser, query: Readonly<Record<string, unknown>>): Promise<VisitRow[]> {
  const { column, id } = askedRecord(query);
  return db
    .selectFrom('visits')
    .selectAll()
    .where(column, '=', id)
    .$if(seesOnlyOwnVisits(user), (select) => select.where('broker_id', '=', user.id))
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MOST_VISITS_OF_A_RECORD)
    .execute();
}

/**
 * `GET /api/visits/brokers`: the active brokers whose agenda the user may open, by name: every one for staff with
 * the permission agenda, only themselves for a broker.
 */
export function agendaBrokers(db: Kysely<Database>, user: StaffUser): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('is_active', '=', 1)
    .where('role', 'in', [...BROKER_ROLES])
    .$if(seesOnlyOwnVisits(user), (select) => select.where('id', '=', user.id))
    .orderBy('name')
    .orderBy('id')
    .execute();
}
