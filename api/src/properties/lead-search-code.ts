import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { searchKey } from '../http/paging.js';

/**
 * After a property's code changed: appends the new code, folded as the inbox searches it, to the `search_text` of
 * the property's leads that do not hold it yet. The codes they were written with stay, so staff find a lead by its
 * property's new code and by any old one a message may still quote. Runs in the save's transaction.
 */
export async function addCodeToLeadSearch(db: Kysely<Database>, propertyId: number, code: string): Promise<void> {
  const folded = searchKey(code);
  if (folded === '') return;
  const asWord = `% ${folded.replace(/[\\%_]/g, (character) => `\\${character}`)} %`;
  const searchText = sql.ref('search_text');
  await db
    .updateTable('leads')
    .set({ search_text: sql<string>`case when ${searchText} = '' then ${folded} else ${searchText} || ' ' || ${folded} end` })
    .where('property_id', '=', propertyId)
    .where(sql<boolean>`' ' || ${searchText} || ' ' not like ${asWord} escape '\\'`)
    .execute();
}
