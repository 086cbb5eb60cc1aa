import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, NewProperty } from '../db/schema.js';
import { approvalDateChange } from './approval-date.js';
import { propertyCode, propertySlug } from './identity.js';
import { propertySearchText } from './search-text.js';

/**
 * A new property's columns; the slug, the searched text, the code when staff typed none (undefined or null) and —
 * for a property stored approved — the approval date (its creation) are derived here.
 */
export type PropertyToInsert = Omit<NewProperty, 'slug' | 'code' | 'search_text' | 'approved_at'> & { code?: string | null | undefined };

/**
 * The generated code (operation prefix, id, year), or — in the rare case staff already typed exactly that
 * code for another property — the first of `-2`, `-3`… after it that no property has.
 */
async function freeGeneratedCode(db: Kysely<Database>, values: PropertyToInsert, id: number): Promise<string> {
  const generated = propertyCode(values.operation, id, values.year);
  const taken = await db
    .selectFrom('properties')
    .select(sql<string>`lower(code)`.as('code'))
    .where(sql<string>`lower(code)`, 'like', `${generated.toLowerCase()}%`)
    .execute();
  const takenCodes = new Set(taken.map((row) => row.code));
  let candidate = generated;
  for (let suffix = 2; takenCodes.has(candidate.toLowerCase()); suffix += 1) candidate = `${generated}-${suffix}`;
  return candidate;
}

/**
 * Slug and generated code need the id the insert gives, and both columns are required and unique: the row is
 * inserted with a value no other row can hold, replaced in the same transaction, so no one ever reads it.
 */
async function insertWithSlug(db: Kysely<Database>, values: PropertyToInsert): Promise<number> {
  const pending = `pending-${randomUUID()}`;
  const { id } = await db
    .insertInto('properties')
    .values({
      ...values,
      ...approvalDateChange(undefined, values.status, values.created_at),
      slug: pending,
      code: values.code ?? pending,
      search_text: propertySearchText(values),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('properties')
    .set({ slug: propertySlug(values.title, id), code: values.code ?? (await freeGeneratedCode(db, values, id)) })
    .where('id', '=', id)
    .execute();
  return id;
}

/**
 * Inserts a property and gives it its slug, which needs the new id, and — unless staff typed one — its
 * generated code; all in one transaction (the caller's, when it passes one). Returns the id.
 */
export async function insertProperty(db: Kysely<Database>, values: PropertyToInsert): Promise<number> {
  if (db.isTransaction) return insertWithSlug(db, values);
  return db.transaction().execute((transaction) => insertWithSlug(transaction, values));
}
