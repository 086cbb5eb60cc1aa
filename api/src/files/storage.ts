import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type ImageExtension = 'jpg' | 'png' | 'webp';

/** Stored names are random hex plus an image extension; nothing else is ever served. */
const SAFE_IMAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,99}\.(jpg|jpeg|png|webp)$/i;

export function isSafeImageName(name: string): boolean {
  return SAFE_IMAGE_NAME.test(name);
}

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, 'images');
}

/** Absolute path of a stored image; the name must have passed `isSafeImageName`. */
export function imagePath(dataDir: string, name: string): string {
  if (!isSafeImageName(name)) throw new Error(`Nome de imagem inválido: ${name}`);
  return path.join(imagesDir(dataDir), name);
}

/** Random, never reused file names: 16 hex characters and the extension. */
export function newImageName(extension: ImageExtension): string {
  return `${randomBytes(8).toString('hex')}.${extension}`;
}

/** Writes an image under a new random name in `DATA_DIR/images` and returns that name. */
export async function storeImage(dataDir: string, data: Buffer, extension: ImageExtension): Promise<string> {
  await mkdir(imagesDir(dataDir), { recursive: true });
  for (;;) {
    const name = newImageName(extension);
    try {
      await writeFile(imagePath(dataDir, name), data, { flag: 'wx' });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
