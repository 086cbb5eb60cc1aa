import type { Kysely } from 'kysely';
import type { Database, NewProperty } from '../db/schema.js';
import { propertySlug } from './identity.js';

async function insertWithSlug(db: Kysely<Database>, values: Omit<NewProperty, 'slug'>): Promise<number> {
  const { id } = await db
    .insertInto('properties')
    .values({ ...values, slug: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('properties')
    .set({ slug: propertySlug(values.title, id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * Inserts a property and gives it its slug, which needs the new id; both in one transaction (the
 * caller's, when it passes one). Returns the id.
 */
export async function insertProperty(db: Kysely<Database>, values: Omit<NewProperty, 'slug'>): Promise<number> {
  if (db.isTransaction) return insertWithSlug(db, values);
  return db.transaction().execute((transaction) => insertWithSlug(transaction, values));
}
