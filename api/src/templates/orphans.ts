import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ORPHAN_MIN_AGE_MS } from '../files/orphans.js';
import { templatesDir } from './storage.js';

/**
 * Removes template files that no row references and that are older than an hour: left by a process
 * that stopped after storing a file but before writing its row, or by a replacement whose old file
 * could not be removed. Answers how many files went.
 */
export async function sweepOrphanTemplateFiles(db: Kysely<Database>, dataDir: string, now = Date.now()): Promise<number> {
  const rows = await db.selectFrom('contract_templates').select('stored_file').where('stored_file', 'is not', null).execute();
  const referenced = new Set(rows.map((row) => row.stored_file));
  const dir = templatesDir(dataDir);
  const entries = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    if (referenced.has(entry)) continue;
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => undefined);
    if (info === undefined || !info.isFile() || now - info.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
