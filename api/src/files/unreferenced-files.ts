import { standingDeletionHolds } from './deletion-hold.js';
import type { ObjectStore } from './object-store.js';

/** A file younger than this may belong to a save still in progress (stored, row not yet written). */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The sweep found a backup or a restore under way: it removed nothing. */
class SweepHeldError extends Error {
  constructor(holds: readonly string[]) {
    super(`um backup ou uma restauração está em andamento (${holds.join(', ')}); nada foi removido.`);
    this.name = 'SweepHeldError';
  }
}

/**
 * Removes the objects under `folder` (a prefix ending in `/`) that no row references, each checked under
 * the name `nameOf` gives the part of its key after the folder, when older than the minimum age.
 * Objects in deeper folders are left alone. Stops early once `signal` is aborted (the API stopping). Answers how many went.
 * While a backup or a restore holds the store's deletions (`deletion-hold.ts`) it removes nothing and throws
 * `SweepHeldError`: the hold is looked for after the rows were read, so a backup whose database copy still references a
 * file, or a restore whose database is not in place yet, never loses it to the sweep.
 */
export async function removeUnreferencedFiles(
  store: ObjectStore,
  folder: string,
  referenced: Pick<ReadonlySet<string>, 'has'>,
  now: number,
  nameOf: (entry: string) => string = (entry) => entry,
  signal?: AbortSignal,
): Promise<number> {
  const unreferenced: string[] = [];
  for await (const object of store.list(folder)) {
    if (signal?.aborted) return 0;
    const entry = object.key.slice(folder.length);
    if (entry.includes('/') || referenced.has(nameOf(entry))) continue;
    if (now - object.lastModified.getTime() < ORPHAN_MIN_AGE_MS) continue;
    unreferenced.push(object.key);
  }
  if (unreferenced.length > 0) {
    const holds = await standingDeletionHolds(store);
    if (holds.length > 0) throw new SweepHeldError(holds);
  }
  let removed = 0;
  for (const key of unreferenced) {
    if (signal?.aborted) break;
    await store.delete(key);
    removed += 1;
  }
  return removed;
}
