import sharp from 'sharp';
import type { ObjectStore } from '../files/object-store.js';
import { removeStoredPhotos } from '../files/photos.js';
import { imageKey, storeImage } from '../files/storage.js';
import { storeWidthVariants } from '../files/variants.js';
import { portraitSvg } from './art/portrait.js';
import { propertyPhotoSvg, type PropertyPhotoArt } from './art/property-photo.js';

/** libvips already uses every core for one image; a few at once keeps both cores busy without thrashing. */
const RENDER_CONCURRENCY = 3;
const JPEG_QUALITY = 82;

/** Runs `work` over every item with at most `limit` at once; results keep the items' order. */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
  return results;
}

async function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

export type PhotoOrder = { kind: 'property'; art: PropertyPhotoArt } | { kind: 'portrait'; seed: number };

/**
 * Draws every ordered photo as a JPEG, stores each under a new random name in the images folder and returns the
 * names in order. Where the store has a public address, the WebP widths are stored with it, as an uploaded photo's
 * are, since the bucket serves them directly; elsewhere they are made on first request, which keeps a demo start
 * quick. On failure, the photos already written are removed with their widths.
 */
export async function renderPhotos(files: ObjectStore, orders: readonly PhotoOrder[]): Promise<string[]> {
  const written: string[] = [];
  try {
    return await mapWithConcurrency(orders, RENDER_CONCURRENCY, async (order) => {
      const svg = order.kind === 'property' ? propertyPhotoSvg(order.art) : portraitSvg(order.seed);
      const jpeg = await renderJpeg(svg);
      const name = await storeImage(files, jpeg, 'jpg');
      written.push(name);
      if (files.publicUrl(imageKey(name)) !== undefined) await storeWidthVariants(files, name, jpeg);
      return name;
    });
  } catch (error) {
    await removePhotos(files, written);
    throw error;
  }
}

/** Removes demo photos with every variant made of them. */
export async function removePhotos(files: ObjectStore, names: readonly string[]): Promise<void> {
  await removeStoredPhotos(files, names);
}
