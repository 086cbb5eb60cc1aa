import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { removeUnreferencedFiles } from '../files/unreferenced-files.js';
import { TEMPLATES_PREFIX } from './storage.js';

/** Every template file a row points to, by stored name. */
export async function referencedTemplateFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('contract_templates').select('stored_file').where('stored_file', 'is not', null).execute();
  return new Set(rows.flatMap((row) => (row.stored_file === null ? [] : [row.stored_file])));
}

/**
 * Removes template files that no row references and that are older than an hour: left by a process
 * that stopped after storing a file but before writing its row, or by a replacement whose old file
 * could not be removed. Answers how many files went.
 */
export async function sweepOrphanTemplateFiles(
  db: Kysely<Database>,
  store: ObjectStore,
  now = Date.now(),
  signal?: AbortSignal,
): Promise<number> {
  return removeUnreferencedFiles(store, TEMPLATES_PREFIX, await referencedTemplateFiles(db), now, undefined, signal);
}
