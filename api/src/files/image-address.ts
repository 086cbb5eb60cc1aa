import type { ObjectStore } from './object-store.js';
import { imageKey } from './storage.js';

/** Where a stored photo is fetched: the public bucket or CDN when one is configured, else `/images/{name}`. */
export function imageAddress(files: ObjectStore, name: string): string {
  return files.publicUrl(imageKey(name)) ?? `/images/${name}`;
}
