import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_APPLICATION_NAME } from '../../../api/src/db/connect.js';
import type { TestApi } from '../support/test-api.js';

async function rowCounts(testApi: TestApi): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['companies', 'users', 'properties', 'videos', 'permissions', 'user_permissions'] as const) {
    const { count } = await testApi.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(count);
  }
  return counts;
}

/**
 * Restarting on the same data (runs last in its file: it restarts the shared API). Seeding happens
 * once; the second start adds nothing and prints no password.
 */
export function restartSuite(testApi: () => TestApi): void {
  describe('restart on the same data', () => {
    it('does not seed twice nor create a second administrator', async () => {
      const before = await rowCounts(testApi());
      const photosBefore = await readdir(path.join(testApi().dataDir, 'images'));
      expect(before.properties).toBeGreaterThanOrEqual(40);
      expect(testApi().logs.filter((line) => line.startsWith('Conteúdo de demonstração criado'))).toHaveLength(1);

      testApi().logs.length = 0;
      await testApi().restart();
      expect(await rowCounts(testApi())).toEqual(before);
      expect((await readdir(path.join(testApi().dataDir, 'images'))).sort()).toEqual(photosBefore.sort());
      expect(testApi().logs.some((line) => /demonstração|Administrador criado/.test(line))).toBe(false);
      expect(await testApi().getJson('/api/health')).toEqual({ status: 'ok' });
    });

    it('closes the HTTP server and the database on close()', async () => {
      const { url } = testApi().api;
      const { database } = testApi();
      if (database !== undefined) expect(await database.openConnections(POSTGRES_APPLICATION_NAME)).toBeGreaterThan(0);
      await testApi().stop();
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
      if (database !== undefined) {
        // A backend leaves pg_stat_activity a moment after its client disconnects.
        await expect.poll(() => database.openConnections(POSTGRES_APPLICATION_NAME), { timeout: 3000 }).toBe(0);
      }
    });
  });
}
