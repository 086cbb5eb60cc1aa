import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterEach } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../api/src/db/connect.js';
import { allMigrations } from '../../../api/src/db/migrations/index.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './postgres.js';

export type MigrationDialect = 'sqlite' | 'postgres';

export interface MigrationDatabase {
  handle: DatabaseHandle;
  /** Runs the migrations up to and including `name`, or all of them; answers the migrator's error, if any. */
  migrateTo: (name?: string) => Promise<unknown>;
}

/**
 * A fresh database of `dialect` for a migration test, opened by `open()` and dropped (with its data dir)
 * after each test.
 */
export function migrationDatabases(dialect: MigrationDialect, dirPrefix: string): { open: () => Promise<MigrationDatabase> } {
  let dataDir: string | undefined;
  let database: TemporaryDatabase | undefined;
  let handle: DatabaseHandle | undefined;

  afterEach(async () => {
    await handle?.db.destroy();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    handle = undefined;
    database = undefined;
    dataDir = undefined;
  });

  return {
    async open() {
      dataDir = await mkdtemp(path.join(tmpdir(), dirPrefix));
      if (dialect === 'postgres') database = await createTemporaryDatabase();
      const opened = openDatabase(dataDir, database?.url);
      handle = opened;
      const migrator = new Migrator({ db: opened.db, provider: { getMigrations: () => Promise.resolve(allMigrations(opened.dialect)) } });
      return {
        handle: opened,
        async migrateTo(name) {
          const { error } = name === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
          return error;
        },
      };
    },
  };
}
