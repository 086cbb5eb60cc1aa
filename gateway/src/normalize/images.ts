import type { Image } from '../generated/resolvers.js';

/** WebP widths the API derives from every photo (`/images/<file>?w=<width>`). */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;
export const CARD_WIDTH = 640;
/** The API's 1200×630 JPEG of a photo for link previews (`/images/<file>?variant=share`). */
export const SHARE_VARIANT = 'share';

/** Where photos are served from: the gateway's `/images`, under the public address when one is set. */
export function imagesBase(publicUrl?: string | null): string {
  return `${(publicUrl ?? '').replace(/\/+$/, '')}/images/`;
}

/**
 * The file name inside an images entry: entries are bare names, but `/images/<file>` and absolute
 * URLs ending in a file name are read too. Anything without a usable name → null.
 */
export function imageFileName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const withoutQuery = value.trim().split(/[?#]/)[0] ?? '';
  const name = withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1);
  if (name === '' || name === '.' || name === '..') return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export function toImage(fileName: string, publicUrl?: string | null): Image {
  const url = imagesBase(publicUrl) + encodeURIComponent(fileName);
  return {
    fileName,
    url,
    cardUrl: `${url}?w=${CARD_WIDTH}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    shareUrl: `${url}?variant=${SHARE_VARIANT}`,
  };
}

/** The photo list (a list, JSON text of a list, or null); empty and null entries are dropped. */
export function toImages(value: unknown, publicUrl?: string | null): Image[] {
  return toImageFileNames(value).map((fileName) => toImage(fileName, publicUrl));
}

/** The photo list's file names, in order; empty, null and unusable entries are dropped. */
export function toImageFileNames(value: unknown): string[] {
  return imageEntries(value)
    .map(imageFileName)
    .filter((fileName): fileName is string => fileName !== null);
}

function imageEntries(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (!text.startsWith('[')) return [text];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
