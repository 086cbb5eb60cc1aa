import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_NAME } from './archive-name.js';

/**
 * Removes from `outDir` the archives (`backup-….tar.gz`, nothing else) older than the `keep` newest, and answers
 * their names. Their names sort in the order they were taken.
 */
export async function pruneArchives(outDir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(outDir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(outDir, name), { force: true });
  return old;
}
