import type { ObjectStore } from './object-store.js';

/** A file younger than this may belong to a save still in progress (stored, row not yet written). */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the objects under `folder` (a prefix ending in `/`) that no row references, each checked under
 * the name `nameOf` gives the part of its key after the folder, when older than the minimum age.
 * Objects in deeper folders are left alone. Stops early once `signal` is aborted (the API stopping). Answers how many went.
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
  let removed = 0;
  for (const key of unreferenced) {
    if (signal?.aborted) break;
    await store.delete(key);
    removed += 1;
  }
  return removed;
}
