import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '../object-store.js';

/** A store under test and how to let go of it. */
interface OpenedStore {
  store: ObjectStore;
  dispose(): Promise<void>;
}

/** Opens an empty store; with `publicBase`, its public address is that. */
export type OpenStore = (publicBase?: string) => Promise<OpenedStore>;

const PUBLIC_BASE = 'https://cdn.example.com/arquivos';
const LARGE_SIZE = 10 * 1024 * 1024 + 123;

async function keysUnder(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

async function read(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const object = await store.get(key);
  return object === undefined ? undefined : buffer(object.stream);
}

/** Small pieces, so a stream of this source is never one buffer. */
function chunked(data: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (function* pieces() {
      for (let start = 0; start < data.length; start += size) yield data.subarray(start, start + size);
    })(),
  );
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The behaviour every object store keeps, whatever holds the bytes. */
export function objectStoreContract(name: string, open: OpenStore): void {
  describe(`object store: ${name}`, () => {
    let opened: OpenedStore | undefined;
    const store = () => {
      if (opened === undefined) throw new Error('O armazenamento de teste ainda não foi aberto.');
      return opened.store;
    };
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    it('answers the bytes, size, type and dates of a Buffer put', async () => {
      const data = Buffer.from('foto de teste');
      const before = Date.now();
      await store().put('images/buffer.jpg', data, { contentType: 'image/jpeg' });
      const object = await store().get('images/buffer.jpg');
      expect(object).toMatchObject({ size: data.length, contentType: 'image/jpeg' });
      expect(object?.etag).not.toBe('');
      expect(Math.abs((object?.lastModified.getTime() ?? 0) - before)).toBeLessThan(60_000);
      expect(await buffer(object?.stream ?? Readable.from([]))).toEqual(data);
      expect(await store().head('images/buffer.jpg')).toMatchObject({ size: data.length, contentType: 'image/jpeg', etag: object?.etag });
    });

    it('keeps the content type of each kind of file', async () => {
      const types = {
        'contract-templates/a.pdf': 'application/pdf',
        'contract-templates/a.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'image-variants/w640/a.jpg.webp': 'image/webp',
        'images/a.png': 'image/png',
      };
      for (const [key, contentType] of Object.entries(types)) await store().put(key, Buffer.from(key), { contentType });
      for (const [key, contentType] of Object.entries(types)) expect((await store().head(key))?.contentType, key).toBe(contentType);
    });

    it('stores a stream as it arrives, a small one and one of 10 MB', async () => {
      const small = randomBytes(70 * 1024);
      await store().put('images/stream.jpg', chunked(small), { contentType: 'image/jpeg' });
      expect(await read(store(), 'images/stream.jpg')).toEqual(small);

      const large = randomBytes(LARGE_SIZE);
      await store().put('contract-templates/large.pdf', chunked(large), { contentType: 'application/pdf' });
      const stored = await read(store(), 'contract-templates/large.pdf');
      expect(stored?.length).toBe(LARGE_SIZE);
      expect(sha256(stored ?? Buffer.alloc(0))).toBe(sha256(large));
      expect((await store().head('contract-templates/large.pdf'))?.size).toBe(LARGE_SIZE);
    });

    it('answers undefined for a key that holds nothing', async () => {
      expect(await store().get('images/nada.jpg')).toBeUndefined();
      expect(await store().head('images/nada.jpg')).toBeUndefined();
      expect(await store().get('pasta-vazia/nada.jpg')).toBeUndefined();
    });

    it('deletes an object, and deleting a missing one is no error', async () => {
      await store().put('images/apagar.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });
      await store().delete('images/apagar.jpg');
      expect(await store().get('images/apagar.jpg')).toBeUndefined();
      await expect(store().delete('images/apagar.jpg')).resolves.toBeUndefined();
    });

    it('lists the objects under a prefix, with deeper folders, and nothing else', async () => {
      for (const key of ['lista/a.jpg', 'lista/b.jpg', 'lista/sub/c.jpg', 'listagem/d.jpg', 'outra/e.jpg']) {
        await store().put(key, Buffer.from(key), { contentType: 'image/jpeg' });
      }
      expect(await keysUnder(store(), 'lista/')).toEqual(['lista/a.jpg', 'lista/b.jpg', 'lista/sub/c.jpg']);
      expect(await keysUnder(store(), 'lista/sub/')).toEqual(['lista/sub/c.jpg']);
      expect(await keysUnder(store(), 'nenhuma/')).toEqual([]);
      for await (const object of store().list('outra/')) {
        expect(object).toMatchObject({ key: 'outra/e.jpg', size: 'outra/e.jpg'.length });
        expect(Math.abs(object.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
      }
    });

    it('replaces an object written again under the same key', async () => {
      await store().put('images/de-novo.jpg', Buffer.from('primeira versão, mais longa'), { contentType: 'image/jpeg' });
      await store().put('images/de-novo.jpg', chunked(Buffer.from('segunda')), { contentType: 'image/jpeg' });
      expect((await read(store(), 'images/de-novo.jpg'))?.toString()).toBe('segunda');
      expect(await keysUnder(store(), 'images/de-novo')).toEqual(['images/de-novo.jpg']);
    });

    it('refuses keys that climb out, are absolute or empty, before touching anything', async () => {
      for (const key of ['../fora.jpg', 'images/../../fora.jpg', '/etc/passwd', 'images//a.jpg', '', 'images/', 'a\\b.jpg', '.oculto']) {
        await expect(store().put(key, Buffer.from('x'), { contentType: 'image/jpeg' }), key).rejects.toThrow(/Chave de arquivo inválida/);
        await expect(store().get(key), key).rejects.toThrow(/Chave de arquivo inválida/);
        await expect(store().delete(key), key).rejects.toThrow(/Chave de arquivo inválida/);
      }
      await expect(keysUnder(store(), '../')).rejects.toThrow(/Chave de arquivo inválida/);
    });

    it('has a public address only when one is configured', async () => {
      expect(store().publicUrl('images/a.jpg')).toBeUndefined();
      const withBase = await open(`${PUBLIC_BASE}/`);
      try {
        expect(withBase.store.publicUrl('images/a.jpg')).toBe(`${PUBLIC_BASE}/images/a.jpg`);
        expect(() => withBase.store.publicUrl('../a.jpg')).toThrow(/Chave de arquivo inválida/);
      } finally {
        await withBase.dispose();
      }
    });
  });
}
