import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseImageList } from './image-list.js';
import type { ObjectStore } from './object-store.js';
import { IMAGES_PREFIX } from './storage.js';
import { removeUnreferencedFiles } from './unreferenced-files.js';
import { IMAGE_VARIANTS, variantExtension, variantFolder } from './variants.js';

/**
 * Every photo a row points to: property photos and user (broker) portraits. A new table that keeps
 * photos in the images folder must be added here, or its photos would be swept (and a backup would not
 * check that it holds them).
 */
export async function referencedPhotos(db: Kysely<Database>): Promise<Set<string>> {
  const [properties, users] = await Promise.all([
    db.selectFrom('properties').select('images').execute(),
    db.selectFrom('users').select('image').where('image', 'is not', null).execute(),
  ]);
  const names = new Set<string>();
  for (const row of properties) for (const name of parseImageList(row.images)) names.add(name);
  for (const row of users) if (row.image !== null) names.add(row.image);
  return names;
}

/** `abc.jpg`, `abc.jpg.1f2e.tmp` (an interrupted write) → `abc.jpg`. */
function photoOfOriginal(entry: string): string {
  return entry.replace(/\.[0-9a-f]+\.tmp$/, '');
}

/** The photo a variant file is made of: `abc.jpg.webp` (widths), `abc.jpg.jpg` (share) → `abc.jpg`. */
function photoOfVariant(extension: string): (entry: string) => string {
  return (entry) => {
    const file = photoOfOriginal(entry);
    return file.endsWith(extension) ? file.slice(0, -extension.length) : file;
  };
}

/**
 * Removes photos (and their variants) that no row references and that are older than an hour: left
 * by a process that stopped after storing a form's photos but before writing its row, or by a delete
 * whose file removal failed. Answers how many files went. Nothing is removed if a row's photo list
 * cannot be read.
 */
export async function sweepOrphanPhotos(db: Kysely<Database>, store: ObjectStore, now = Date.now(), signal?: AbortSignal): Promise<number> {
  const referenced = await referencedPhotos(db);
  let removed = await removeUnreferencedFiles(store, IMAGES_PREFIX, referenced, now, photoOfOriginal, signal);
  for (const variant of IMAGE_VARIANTS) {
    if (signal?.aborted) break;
    removed += await removeUnreferencedFiles(
      store,
      variantFolder(variant),
      referenced,
      now,
      photoOfVariant(variantExtension(variant)),
      signal,
    );
  }
  return removed;
}
