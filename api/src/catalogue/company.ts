import type { Kysely } from 'kysely';
import type { CompanyRow, Database } from '../db/schema.js';

/** The contact the portals' feed gives, kept on the company record (null: the company's own). */
export type FeedContactColumn = 'feed_contact_name' | 'feed_email' | 'feed_phone' | 'feed_website';

/** A company as the public call answers it: every column but the timestamps and the feed's contact. */
export type CompanyJson = Omit<CompanyRow, 'created_at' | 'updated_at' | FeedContactColumn>;

export function toCompanyJson(row: CompanyRow): CompanyJson {
  const { created_at, updated_at, feed_contact_name, feed_email, feed_phone, feed_website, ...json } = row;
  return json;
}

/** Active company records, oldest first: the first one is the agency itself. */
export async function findActiveCompanies(db: Kysely<Database>): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().where('is_active', '=', 1).orderBy('id', 'asc').execute();
}

/** The name the agency's mails sign with: its registered company's, else 'Imobiliária'. */
export function agencyNameOf(company: Pick<CompanyRow, 'name'> | undefined): string {
  return company?.name ?? 'Imobiliária';
}
