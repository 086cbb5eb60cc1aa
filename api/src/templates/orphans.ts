import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { removeUnreferencedFiles } from '../files/unreferenced-files.js';
import { TEMPLATES_PREFIX } from './storage.js';

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
  const rows = await db.selectFrom('contract_templates').select('stored_file').where('stored_file', 'is not', null).execute();
  const referenced = new Set(rows.map((row) => row.stored_file));
  return removeUnreferencedFiles(store, TEMPLATES_PREFIX, referenced, now, undefined, signal);
}
