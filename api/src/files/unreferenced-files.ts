import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file younger than this may belong to a save still in progress (stored, row not yet written). */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/**
 * Removes the files of `dir` that no row references (each entry checked under the name `nameOf` gives it)
 * when older than the minimum age. A missing folder has nothing to remove. Answers how many files went.
 */
export async function removeUnreferencedFiles(
  dir: string,
  referenced: Pick<ReadonlySet<string>, 'has'>,
  now: number,
  nameOf: (entry: string) => string = (entry) => entry,
): Promise<number> {
  let removed = 0;
  for (const entry of await entriesOf(dir)) {
    if (referenced.has(nameOf(entry))) continue;
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => undefined);
    if (info === undefined || !info.isFile() || now - info.mtimeMs < ORPHAN_MIN_AGE_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
