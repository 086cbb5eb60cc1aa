import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../api/src/server.js';
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
  type BackupUnderWrites,
} from './support/round-trip.js';

describe('npm run backup and npm run restore: SQLite, files in the data directory', () => {
  let source: TestApi | undefined;
  let outDir: string | undefined;
  let restoredDir: string | undefined;
  let restoredApi: RunningApi | undefined;

  beforeAll(async () => {
    source = await createTestApi({ dialect: 'sqlite', seedDemo: true });
    outDir = await emptyDataDir();
    restoredDir = await emptyDataDir();
  });
  afterAll(async () => {
    await restoredApi?.close();
    await source?.dispose();
    await removeDir(outDir);
    await removeDir(restoredDir);
  });

  it('takes a backup while clients are being written, restores it into a fresh DATA_DIR, and the API serves all of it', async () => {
    if (source === undefined || outDir === undefined || restoredDir === undefined) throw new Error('Ambiente de teste não iniciado.');
    const from: BackupTarget = { dataDir: source.dataDir, databaseUrl: undefined, storage: undefined };
    const into: BackupTarget = { dataDir: restoredDir, databaseUrl: undefined, storage: undefined };
    const taken: BackupUnderWrites = await backupUnderWrites(source, from, outDir);
    expect(taken.backup.file).toMatch(/\/backup-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
    expect(taken.logs.at(-1)).toMatch(/^Backup gravado: .*backup-.*\.tar\.gz \(/);
    expect(taken.backup.manifest.database).toMatchObject({ dialect: 'sqlite', entry: 'database/app.db' });
    expect(taken.backup.manifest.files.count).toBeGreaterThan(20);

    const restoreLogs = await restoreInto(into, taken.backup.file);
    expect(restoreLogs.at(-1)).toMatch(/^Restauração concluída em .*banco com as contagens do manifesto/);
    const counts = await countedRows(into);
    const started = await startRestoredApi(into);
    restoredApi = started.api;
    await expectFaithfulRestore(from, into, taken, started.api, counts);
  });
});
