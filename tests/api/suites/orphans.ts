import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertTestProperty } from '../support/staff.js';
import { createTestApi, type Dialect, type TestApi } from '../support/test-api.js';

const WIDTHS = ['320', '640', '1080', '1600'];
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

async function writeAged(file: string, aged: boolean): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'foto');
  if (aged) await utimes(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return file;
}

/** A photo and its four variants, all older than an hour (or all new). */
async function writePhoto(dataDir: string, name: string, aged = true): Promise<string[]> {
  const files = [
    path.join(dataDir, 'images', name),
    ...WIDTHS.map((width) => path.join(dataDir, 'image-variants', `w${width}`, `${name}.webp`)),
  ];
  for (const file of files) await writeAged(file, aged);
  return files;
}

/** The start-up sweep of photos that no row references. */
export function orphanSweepSuite(dialect: Dialect): void {
  describe('sweep of photos left without a row', () => {
    let testApi: TestApi | undefined;
    afterEach(async () => {
      await testApi?.dispose();
      testApi = undefined;
    });

    it('removes, at start, old photos and variants that no property or user references, and nothing else', async () => {
      testApi = await createTestApi({ dialect, seedDemo: false });
      const { dataDir } = testApi;
      await insertTestProperty(testApi, { images: JSON.stringify(['aaaaaaaaaaaaaaaa.jpg', 'bbbbbbbbbbbbbbbb.jpg']) });
      const admin = await testApi.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await testApi.db.updateTable('users').set({ image: 'cccccccccccccccc.jpg' }).where('id', '=', admin.id).execute();

      const kept = [
        ...(await writePhoto(dataDir, 'aaaaaaaaaaaaaaaa.jpg')),
        ...(await writePhoto(dataDir, 'bbbbbbbbbbbbbbbb.jpg')),
        ...(await writePhoto(dataDir, 'cccccccccccccccc.jpg')),
        // Too young: its save may still be in progress.
        ...(await writePhoto(dataDir, 'dddddddddddddddd.jpg', false)),
      ];
      const swept = [
        ...(await writePhoto(dataDir, 'eeeeeeeeeeeeeeee.jpg')),
        await writeAged(path.join(dataDir, 'images', 'ffffffffffffffff.jpg.1a2b3c4d.tmp'), true),
        await writeAged(path.join(dataDir, 'image-variants', 'w640', '1111111111111111.jpg.webp'), true),
      ];

      testApi.logs.length = 0;
      await testApi.restart();
      for (const file of kept) expect(existsSync(file), file).toBe(true);
      for (const file of swept) expect(existsSync(file), file).toBe(false);
      expect(testApi.logs).toContain('Fotos sem imóvel nem usuário removidas: 7 arquivo(s).');

      testApi.logs.length = 0;
      await testApi.restart();
      expect(testApi.logs.some((line) => line.startsWith('Fotos sem'))).toBe(false);
    });

    it('removes, at start, old share pictures whose photo no row references', async () => {
      testApi = await createTestApi({ dialect, seedDemo: false });
      const { dataDir } = testApi;
      await insertTestProperty(testApi, { images: JSON.stringify(['aaaaaaaaaaaaaaaa.jpg']) });
      const kept = await writeAged(path.join(dataDir, 'image-variants', 'share', 'aaaaaaaaaaaaaaaa.jpg.jpg'), true);
      const swept = [
        await writeAged(path.join(dataDir, 'image-variants', 'share', 'eeeeeeeeeeeeeeee.jpg.jpg'), true),
        await writeAged(path.join(dataDir, 'image-variants', 'share', 'ffffffffffffffff.jpg.jpg.1a2b3c4d.tmp'), true),
      ];

      testApi.logs.length = 0;
      await testApi.restart();
      expect(existsSync(kept), kept).toBe(true);
      for (const file of swept) expect(existsSync(file), file).toBe(false);
      expect(testApi.logs).toContain('Fotos sem imóvel nem usuário removidas: 2 arquivo(s).');
    });

    it("removes nothing, and still starts, when a property's photo list cannot be read", async () => {
      testApi = await createTestApi({ dialect, seedDemo: false });
      await insertTestProperty(testApi, { images: '{não é uma lista' });
      const orphan = await writePhoto(testApi.dataDir, 'eeeeeeeeeeeeeeee.jpg');
      testApi.logs.length = 0;
      await testApi.restart();
      for (const file of orphan) expect(existsSync(file), file).toBe(true);
      expect(testApi.logs.some((line) => line.startsWith('Limpeza de fotos sem uso não concluída'))).toBe(true);
      expect((await testApi.request('/api/health')).status).toBe(200);
    });
  });
}
