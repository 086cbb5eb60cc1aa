import { randomBytes } from 'node:crypto';
import type { ObjectStore } from './object-store.js';

export type ImageExtension = 'jpg' | 'png' | 'webp';

/** Stored names are random hex plus an image extension; nothing else is ever served. */
const SAFE_IMAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,99}\.(jpg|jpeg|png|webp)$/i;

/** The folder of the stored photos (`DATA_DIR/images` on disk). */
export const IMAGES_PREFIX = 'images/';

export function isSafeImageName(name: string): boolean {
  return SAFE_IMAGE_NAME.test(name);
}

/** The storage key of a stored image; the name must have passed `isSafeImageName`. */
export function imageKey(name: string): string {
  if (!isSafeImageName(name)) throw new Error(`Nome de imagem inválido: ${name}`);
  return `${IMAGES_PREFIX}${name}`;
}

/** Random, never reused file names: 16 hex characters (64 random bits) and the extension. */
export function newImageName(extension: ImageExtension): string {
  return `${randomBytes(8).toString('hex')}.${extension}`;
}

const IMAGE_CONTENT_TYPES: Readonly<Record<ImageExtension, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Writes an image under a new random name and returns that name. */
export async function storeImage(store: ObjectStore, data: Buffer, extension: ImageExtension): Promise<string> {
  const name = newImageName(extension);
  await store.put(imageKey(name), data, { contentType: IMAGE_CONTENT_TYPES[extension] });
  return name;
}
