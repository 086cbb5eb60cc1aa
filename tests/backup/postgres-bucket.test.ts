import { afterAll, beforeAll, expect, it } from 'vitest';
import { RestoreRefusedError } from '../../api/src/backup/restore.js';
import { parseStorageUrl } from '../../api/src/config.js';
import type { RunningApi } from '../../api/src/server.js';
import { startS3Server, type RunningS3Server } from '../support/s3-server.js';
import { describeOnPostgres } from '../api/support/on-postgres.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../api/support/postgres.js';
import { createTestApi, type TestApi } from '../api/support/test-api.js';
import {
  backupUnderWrites,
  countedRows,
  emptyDataDir,
  expectFaithfulRestore,
  removeDir,
  restoreInto,
  startRestoredApi,
  type BackupTarget,
} from './support/round-trip.js';

const SOURCE_BUCKET = 'backup-origem';
const TARGET_BUCKET = 'backup-destino';

await describeOnPostgres('npm run backup and npm run restore: files in an S3-compatible bucket', () => {
  let s3: RunningS3Server | undefined;
  let source: TestApi | undefined;
  let targetDatabase: TemporaryDatabase | undefined;
  let outDir: string | undefined;
  let restoredDir: string | undefined;
  let restoredApi: RunningApi | undefined;

  beforeAll(async () => {
    s3 = await startS3Server([SOURCE_BUCKET, TARGET_BUCKET]);
    source = await createTestApi({ dialect: 'postgres', seedDemo: true, storageUrl: s3.storageUrl(SOURCE_BUCKET) });
    targetDatabase = await createTemporaryDatabase('backup_restore');
    outDir = await emptyDataDir();
    restoredDir = await emptyDataDir();
  });
  afterAll(async () => {
    await restoredApi?.close();
    await source?.dispose();
    await targetDatabase?.drop();
    await s3?.close();
    await removeDir(outDir);
    await removeDir(restoredDir);
  });

  it('takes a backup (pg_dump) while clients are being written, restores it into an empty database and bucket, and the API serves all of it', async () => {
    if (s3 === undefined || source === undefined || targetDatabase === undefined || outDir === undefined || restoredDir === undefined) {
      throw new Error('Ambiente de teste não iniciado.');
    }
    const from: BackupTarget = {
      dataDir: source.dataDir,
      databaseUrl: source.databaseUrl,
      storage: parseStorageUrl(s3.storageUrl(SOURCE_BUCKET)),
    };
    const targetStorageUrl = s3.storageUrl(TARGET_BUCKET);
    const into: BackupTarget = { dataDir: restoredDir, databaseUrl: targetDatabase.url, storage: parseStorageUrl(targetStorageUrl) };
    const taken = await backupUnderWrites(source, from, outDir);
    expect(taken.backup.manifest.database).toMatchObject({ dialect: 'postgres', entry: 'database/dump.sql' });
    expect(taken.backup.manifest.files.count).toBeGreaterThan(20);

    await restoreInto(into, taken.backup.file);
    const counts = await countedRows(into);
    const started = await startRestoredApi(into, targetStorageUrl);
    restoredApi = started.api;
    await expectFaithfulRestore(from, into, taken, started.api, counts);

    // The target now holds data: a second restore into it is refused and changes nothing.
    await started.api.close();
    restoredApi = undefined;
    const before = await countedRows(into);
    await expect(restoreInto(into, taken.backup.file)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreInto(into, taken.backup.file)).rejects.toThrow(
      /^O destino não está vazio: o banco PostgreSQL .* já tem \d+ tabela/,
    );
    expect(await countedRows(into)).toEqual(before);

    // A PostgreSQL backup is not restored into SQLite.
    const sqliteDir = await emptyDataDir();
    try {
      await expect(restoreInto({ dataDir: sqliteDir, databaseUrl: undefined, storage: undefined }, taken.backup.file)).rejects.toThrow(
        /^O backup é de um banco PostgreSQL e o destino é SQLite: .* Nada foi alterado\.$/,
      );
    } finally {
      await removeDir(sqliteDir);
    }
  });
});
