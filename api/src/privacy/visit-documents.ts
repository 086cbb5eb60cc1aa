import type { Kysely } from 'kysely';
import { saoPauloDayOf } from '../../../shared/sao-paulo-days.js';
import type { Database } from '../db/schema.js';

/** A visit's ficha as the person's export lists it: what exists and when, not the PDF. */
export interface PersonVisitRecord {
  id: number;
  visit_id: number;
  created_at: string;
  created_by_name: string | null;
}

/** The fichas of the person's visits, oldest first. */
export async function personVisitRecords(db: Kysely<Database>, visitIds: readonly number[]): Promise<PersonVisitRecord[]> {
  if (visitIds.length === 0) return [];
  return db
    .selectFrom('visit_records')
    .leftJoin('users', 'users.id', 'visit_records.created_by')
    .select(['visit_records.id', 'visit_records.visit_id', 'visit_records.created_at', 'users.name as created_by_name'])
    .where('visit_records.visit_id', 'in', visitIds)
    .orderBy('visit_records.id')
    .execute();
}

/**
 * What else holds the person's data from their visits, gone with their anonymization: the visits' fichas (rows
 * deleted here; the stored names answered, for their files to be removed once the transaction is kept) and the brokers'
 * agenda mails of those days, which listed the person's name and phone.
 */
export async function forgetVisitDocuments(db: Kysely<Database>, visitIds: readonly number[]): Promise<string[]> {
  if (visitIds.length === 0) return [];
  const records = await db.selectFrom('visit_records').select('stored_file').where('visit_id', 'in', visitIds).execute();
  await db.deleteFrom('visit_records').where('visit_id', 'in', visitIds).execute();
  const visits = await db.selectFrom('visits').select(['broker_id', 'starts_at']).where('id', 'in', visitIds).execute();
  for (const visit of visits) {
    const claim = await db
      .selectFrom('daily_agenda_mails')
      .select('id')
      .where('broker_id', '=', visit.broker_id)
      .where('day', '=', saoPauloDayOf(new Date(visit.starts_at)))
      .executeTakeFirst();
    if (claim !== undefined) {
      await db.deleteFrom('outbox').where('kind', '=', 'visit_daily_agenda').where('reference_id', '=', claim.id).execute();
    }
  }
  return records.map((record) => record.stored_file);
}
