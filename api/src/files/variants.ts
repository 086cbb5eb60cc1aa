import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imagePath } from './storage.js';

/** The WebP widths the site asks for (card, list, detail, full screen). */
export const VARIANT_WIDTHS = ['320', '640', '1080', '1600'] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const WEBP_QUALITY = 78;
/** libwebp's effort 2 of 6: about the same size as the default 4 at a fraction of the time (variants are made at upload). */
const WEBP_EFFORT = 2;
const inFlight = new Map<string, Promise<string>>();

export function variantPath(dataDir: string, name: string, width: VariantWidth): string {
  return path.join(dataDir, 'image-variants', `w${width}`, `${name}.webp`);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function makeVariant(source: string, target: string, width: number): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await sharp(source)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toFile(temporary);
    await rename(temporary, target);
    return target;
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The WebP of a stored image at the given width (never wider than the original), made on first request
 * and kept on disk. Concurrent requests for the same variant share one conversion.
 */
export async function ensureVariant(dataDir: string, name: string, width: VariantWidth): Promise<string> {
  const target = variantPath(dataDir, name, width);
  if (await exists(target)) return target;
  const pending = inFlight.get(target);
  if (pending !== undefined) return pending;
  const conversion = makeVariant(imagePath(dataDir, name), target, Number(width)).finally(() => {
    inFlight.delete(target);
  });
  inFlight.set(target, conversion);
  return conversion;
}
