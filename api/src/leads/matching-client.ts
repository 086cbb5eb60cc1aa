import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The client a lead is about: the first with the lead's e-mail (case ignored) or phone digits, if any. A converted
 * lead links to it rather than making a second client, and a portal's lead comes in linked to it.
 */
export async function matchingClient(db: Kysely<Database>, email: string | null, phone: string): Promise<number | undefined> {
  if (email === null && phone === '') return undefined;
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(email === null ? [] : [eb(sql<string>`lower(email)`, '=', email.toLowerCase())]),
        ...(phone === '' ? [] : [eb('phone', '=', phone)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return client?.id;
}
