import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskObjectStore } from '../files/disk-store.js';
import { imageKey } from '../files/storage.js';
import type { PropertyType } from '../db/schema.js';
import { VARIANT_WIDTHS, variantKey } from '../files/variants.js';
import { removePhotos, renderPhotos, type PhotoOrder } from './photos.js';

const KINDS: readonly PropertyType[] = ['house', 'apartment', 'land', 'rural', 'commercial'];
/** A portrait, then the cover of every kind of property. */
const ORDERS: PhotoOrder[] = [
  { kind: 'portrait', seed: 0 },
  ...KINDS.map((type, seed): PhotoOrder => ({ kind: 'property', art: { type, seed, index: 0 } })),
];
const CARD_BUDGET_BYTES = 200 * 1024;

describe('renderPhotos', () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });

  it('stores every drawn photo with its WebP widths where the store has a public address, and removes them all', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'demo-photos-'));
    const store = new DiskObjectStore(directory, 'https://fotos.exemplo.com.br');
    const names = await renderPhotos(store, ORDERS);
    expect(names).toHaveLength(ORDERS.length);
    for (const name of names) {
      expect(await store.head(imageKey(name))).toMatchObject({ contentType: 'image/jpeg' });
      for (const width of VARIANT_WIDTHS) {
        expect(await store.head(variantKey(name, width)), width).toMatchObject({ contentType: 'image/webp' });
      }
      const card = await store.head(variantKey(name, '640'));
      expect(card?.size, name).toBeLessThan(CARD_BUDGET_BYTES);
    }

    await removePhotos(store, names);
    for (const name of names) {
      expect(await store.head(imageKey(name))).toBeUndefined();
      for (const width of VARIANT_WIDTHS) expect(await store.head(variantKey(name, width))).toBeUndefined();
    }
  });

  it('leaves the widths to the first request where photos are served through the API', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'demo-photos-'));
    const store = new DiskObjectStore(directory);
    const names = await renderPhotos(store, ORDERS);
    for (const name of names) {
      expect(await store.head(imageKey(name))).toMatchObject({ contentType: 'image/jpeg' });
      for (const width of VARIANT_WIDTHS) expect(await store.head(variantKey(name, width))).toBeUndefined();
    }
  });
});
