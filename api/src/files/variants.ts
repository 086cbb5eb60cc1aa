import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { ObjectStore } from './object-store.js';
import { sharePicture } from './share-picture.js';
import { imageKey } from './storage.js';

/** The WebP widths the site asks for (card, list, detail, full screen). */
export const VARIANT_WIDTHS = ['320', '640', '1080', '1600'] as const;
type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The link-preview picture (Open Graph `og:image`): a 1200×630 JPEG of the whole photo (see share-picture.ts). */
const SHARE_VARIANT = 'share';
/** The portals' picture: a JPEG (the portals take no other format) at most 1600 px wide. */
const PORTAL_VARIANT = 'portal';
/** The variants asked for by name (`?variant=`). */
export const NAMED_VARIANTS = [SHARE_VARIANT, PORTAL_VARIANT] as const;
export type ImageVariant = VariantWidth | (typeof NAMED_VARIANTS)[number];
/** Every variant a stored photo may have, so a removal or a sweep misses none. */
export const IMAGE_VARIANTS: readonly ImageVariant[] = [...VARIANT_WIDTHS, ...NAMED_VARIANTS];

const WEBP_QUALITY = 78;
/** libwebp's effort 2 of 6: about the same size as the default 4 at a fraction of the time (variants are made at upload). */
const WEBP_EFFORT = 2;
const PORTAL_WIDTH = 1600;
const PORTAL_JPEG_QUALITY = 82;
const inFlight = new Map<string, Promise<string>>();

/** The folder of one variant: `image-variants/w640/`, `image-variants/share/`. */
export function variantFolder(variant: ImageVariant): string {
  return `image-variants/${isNamedVariant(variant) ? variant : `w${variant}`}/`;
}

function isNamedVariant(variant: ImageVariant): variant is (typeof NAMED_VARIANTS)[number] {
  return (NAMED_VARIANTS as readonly string[]).includes(variant);
}

/** What a variant's file name adds to the photo's: `abc.jpg` → `abc.jpg.webp` (widths) or `abc.jpg.jpg` (share, portal). */
export function variantExtension(variant: ImageVariant): '.webp' | '.jpg' {
  return isNamedVariant(variant) ? '.jpg' : '.webp';
}

/**
 * `image-variants/w640/abc.jpg.webp`; the name must have passed `isSafeImageName`. With `STORAGE_PUBLIC_URL`, the
 * gateway addresses the widths at these keys in the public bucket: gateway/src/normalize/images.ts is the other half
 * of this layout, and changes with it.
 */
export function variantKey(name: string, variant: ImageVariant): string {
  return `${variantFolder(variant)}${imageKey(name).slice('images/'.length)}${variantExtension(variant)}`;
}

/** A WebP of the given width (never wider than the original), the 1200×630 JPEG of the whole photo, or the portals' JPEG. */
function encodeVariant(source: Buffer, variant: ImageVariant): Promise<Buffer> {
  if (variant === SHARE_VARIANT) return sharePicture(source);
  const image = sharp(source).rotate();
  if (variant === PORTAL_VARIANT) {
    return image
      .resize({ width: PORTAL_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: PORTAL_JPEG_QUALITY, progressive: true, mozjpeg: true })
      .toBuffer();
  }
  return image
    .resize({ width: Number(variant), withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

/**
 * Variants are made in memory: the stored original is a JPEG capped at 2560 px (a few megabytes at most)
 * and a variant is at most 1600 px wide, so both are small, and a finished buffer is stored whole.
 */
async function makeVariant(store: ObjectStore, name: string, key: string, variant: ImageVariant): Promise<string> {
  const original = await store.get(imageKey(name));
  if (original === undefined) throw new Error(`Imagem ${name} não encontrada para gerar a variante ${variant}.`);
  await storeVariant(store, key, await buffer(original.stream), variant);
  return key;
}

async function storeVariant(store: ObjectStore, key: string, source: Buffer, variant: ImageVariant): Promise<void> {
  const data = await encodeVariant(source, variant);
  await store.put(key, data, { contentType: variantExtension(variant) === '.webp' ? 'image/webp' : 'image/jpeg' });
}

/**
 * Makes and stores every WebP width of a photo just stored, from its bytes at hand (an upload's re-encoded JPEG read
 * back once, a demo's drawn photo): no width of a new photo can exist yet, so none is looked for first.
 */
export async function storeWidthVariants(store: ObjectStore, name: string, original: Buffer): Promise<void> {
  for (const width of VARIANT_WIDTHS) await storeVariant(store, variantKey(name, width), original, width);
}

/**
 * The key of a variant of a stored image (a WebP width, the share JPEG or the portals' JPEG), made on first
 * request and kept. Concurrent requests for the same variant share one conversion.
 */
export async function ensureVariant(store: ObjectStore, name: string, variant: ImageVariant): Promise<string> {
  const key = variantKey(name, variant);
  if ((await store.head(key)) !== undefined) return key;
  const pending = inFlight.get(key);
  if (pending !== undefined) return pending;
  const conversion = makeVariant(store, name, key, variant).finally(() => {
    inFlight.delete(key);
  });
  inFlight.set(key, conversion);
  return conversion;
}
