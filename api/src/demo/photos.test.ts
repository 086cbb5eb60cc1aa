import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskObjectStore } from '../files/disk-store.js';
import { imageKey } from '../files/storage.js';
import { VARIANT_WIDTHS, variantKey } from '../files/variants.js';
import { removePhotos, renderPhotos, type PhotoOrder } from './photos.js';

const ORDERS: PhotoOrder[] = [
  { kind: 'portrait', name: 'Renata Alves', seed: 0 },
  {
    kind: 'property',
    art: { title: 'Casa com quintal no Taquaral', caption: 'Foto 1 de 1 · Campinas - SP', type: 'house', seed: 0, index: 0 },
  },
];

describe('renderPhotos', () => {
  let directory: string | undefined;
  afterEach(async () => {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });

  it('stores every drawn photo with its WebP widths where the store has a public address, and removes them all', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'demo-photos-'));
    const store = new DiskObjectStore(directory, 'https://fotos.exemplo.com.br');
    const names = await renderPhotos(store, ORDERS);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(await store.head(imageKey(name))).toMatchObject({ contentType: 'image/jpeg' });
      for (const width of VARIANT_WIDTHS) {
        expect(await store.head(variantKey(name, width)), width).toMatchObject({ contentType: 'image/webp' });
      }
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
