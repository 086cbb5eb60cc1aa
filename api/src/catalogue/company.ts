import type { Kysely } from 'kysely';
import type { CompanyRow, Database } from '../db/schema.js';

export interface CompanyJson {
  id: number;
  document: string;
  creci: string;
  name: string;
  phone: string | null;
  whatsapp: string;
  email: string;
  zip_code: string | null;
  address: string | null;
  number: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  is_active: number;
}

export function toCompanyJson(row: CompanyRow): CompanyJson {
  return {
    id: row.id,
    document: row.document,
    creci: row.creci,
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    zip_code: row.zip_code,
    address: row.address,
    number: row.number,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    is_active: row.is_active,
  };
}

/** Active company records, oldest first: the first one is the agency itself. */
export async function findActiveCompanies(db: Kysely<Database>): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().where('is_active', '=', 1).orderBy('id', 'asc').execute();
}
