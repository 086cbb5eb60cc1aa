import type { Image } from '../generated/resolvers.js';

/** WebP widths the API derives from every photo (`/images/<file>?w=<width>`). */
const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
const CARD_WIDTH: ImageWidth = 640;
/** The API's 1200×630 JPEG of a photo for link previews (`/images/<file>?variant=share`), made on first request. */
const SHARE_VARIANT = 'share';
/** The API's portal JPEG of a photo, at most 1600 px wide (`/images/<file>?variant=portal`), made on first request. */
export const PORTAL_VARIANT = 'portal';
export type NamedImageVariant = typeof SHARE_VARIANT | typeof PORTAL_VARIANT;

/** Where photos are addressed from. */
export interface ImageAddressOptions {
  /** Public address of the site (no trailing slash); `/images/...` addresses are relative without it. */
  publicUrl?: string | null;
  /**
   * The public bucket, or the CDN in front of it (`STORAGE_PUBLIC_URL`): the original and its width variants are
   * addressed straight at it. Null or absent: every address goes through the gateway's `/images`.
   */
  storagePublicUrl?: string | null;
}

/** Where photos are served from: the gateway's `/images`, under the public address when one is set. */
export function imagesBase(publicUrl?: string | null): string {
  return `${withoutTrailingSlash(publicUrl)}/images/`;
}

/**
 * The keys the API stores a photo and its width variants under, as they are addressed in the public bucket.
 * The other half of this layout is api/src/files/variants.ts (`variantKey`, `variantFolder`, `variantExtension`)
 * with `imageKey` of api/src/files/storage.ts: a change to one is a change to both.
 *
 * - the original: `images/<name>`
 * - a width: `image-variants/w<width>/<name>.webp` (made when the photo is stored)
 *
 * The share and portal JPEGs (`image-variants/share/<name>.jpg`, `image-variants/portal/<name>.jpg`) are made on first
 * request to the API, so they are never addressed in the bucket: they always go through `/images/<name>?variant=`.
 */
function bucketAddress(storagePublicUrl: string, fileName: string, width?: ImageWidth): string {
  const base = withoutTrailingSlash(storagePublicUrl);
  const name = encodeURIComponent(fileName);
  return width === undefined ? `${base}/images/${name}` : `${base}/image-variants/w${width}/${name}.webp`;
}

/** The original photo: in the bucket when it has a public address, else `/images/<name>`. */
export function originalAddress(fileName: string, options: ImageAddressOptions = {}): string {
  if (options.storagePublicUrl) return bucketAddress(options.storagePublicUrl, fileName);
  return imagesBase(options.publicUrl) + encodeURIComponent(fileName);
}

/** The WebP of one width: in the bucket when it has a public address, else `/images/<name>?w=<width>`. */
export function widthAddress(fileName: string, width: ImageWidth, options: ImageAddressOptions = {}): string {
  if (options.storagePublicUrl) return bucketAddress(options.storagePublicUrl, fileName, width);
  return `${imagesBase(options.publicUrl)}${encodeURIComponent(fileName)}?w=${width}`;
}

/** A JPEG made on first request (share, portal): always through the gateway, `/images/<name>?variant=<variant>`. */
export function namedVariantAddress(fileName: string, variant: NamedImageVariant, publicUrl?: string | null): string {
  return `${imagesBase(publicUrl)}${encodeURIComponent(fileName)}?variant=${variant}`;
}

function withoutTrailingSlash(url: string | null | undefined): string {
  return (url ?? '').replace(/\/+$/, '');
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

/** A stored photo's addresses: the original, the card width, every width for `srcset`, and the share picture. */
export function toImage(fileName: string, options: ImageAddressOptions = {}): Image {
  return {
    fileName,
    url: originalAddress(fileName, options),
    cardUrl: widthAddress(fileName, CARD_WIDTH, options),
    srcSet: IMAGE_WIDTHS.map((width) => `${widthAddress(fileName, width, options)} ${width}w`).join(', '),
    shareUrl: namedVariantAddress(fileName, SHARE_VARIANT, options.publicUrl),
  };
}

/** The photo list (a list, JSON text of a list, or null); empty and null entries are dropped. */
export function toImages(value: unknown, options: ImageAddressOptions = {}): Image[] {
  return toImageFileNames(value).map((fileName) => toImage(fileName, options));
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
