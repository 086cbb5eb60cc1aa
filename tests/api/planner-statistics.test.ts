import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../../api/src/server.js';

const dataDirs: string[] = [];

afterEach(async () => {
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The indexes of `properties` SQLite holds statistics for (`sqlite_stat1`), or none when it never analyzed. */
function analyzedPropertyIndexes(dataDir: string): string[] {
  const database = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    const hasStatistics = database.prepare("select count(*) as count from sqlite_master where name = 'sqlite_stat1'").get() as {
      count: number;
    };
    if (hasStatistics.count === 0) return [];
    const rows = database.prepare("select idx from sqlite_stat1 where tbl = 'properties' and idx is not null").all() as Array<{
      idx: string;
    }>;
    return rows.map((row) => row.idx).sort();
  } finally {
    database.close();
  }
}

describe('SQLite planner statistics', () => {
  it('are taken when the API starts on a seeded catalogue, for the catalogue indexes among others', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'planner-statistics-'));
    dataDirs.push(dataDir);
    const api = await startApi({ port: 0, dataDir, log: () => {} });
    await api.close();

    expect(analyzedPropertyIndexes(dataDir)).toEqual(
      expect.arrayContaining([
        'properties_public_city_idx',
        'properties_public_city_type_idx',
        'properties_public_launch_idx',
        'properties_slug_unique',
      ]),
    );
  });
});
