import type { Kysely } from 'kysely';
import type { CompanyRow, Database } from '../db/schema.js';

/** A company as the API answers it: every column but the timestamps. */
export type CompanyJson = Omit<CompanyRow, 'created_at' | 'updated_at'>;

export function toCompanyJson(row: CompanyRow): CompanyJson {
  const { created_at, updated_at, ...json } = row;
  return json;
}

/** Active company records, oldest first: the first one is the agency itself. */
export async function findActiveCompanies(db: Kysely<Database>): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().where('is_active', '=', 1).orderBy('id', 'asc').execute();
}
