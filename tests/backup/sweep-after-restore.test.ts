import { spawnSync } from 'node:child_process';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_NAME } from '../../api/src/backup/archive-name.js';
import type { RunningApi } from '../../api/src/server.js';
import { createTestApi, type TestApi } from '../api/support/test-api.js';
import {
  emptyDataDir,
  referencedKeysOf,
  removeDir,
  servedImage,
  startRestoredApi,
  storeOf,
  type BackupTarget,
} from './support/round-trip.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
/** A photo no row references, as a save cut short leaves one: the sweep's to remove. */
const ORPHAN = 'images/0123456789abcdef.jpg';

/** `npm run <script> -- <args>` as an operator runs it, with the API's environment for `dataDir` on SQLite. */
function runScript(script: 'backup' | 'restore', args: readonly string[], dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '', BACKUP_DIR: '', BACKUP_KEEP: '' },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function storedKeys(target: BackupTarget): Promise<string[]> {
  const store = storeOf(target);
  const keys: string[] = [];
  try {
    for await (const object of store.list('')) if (/^(images|image-variants|contract-templates)\//.test(object.key)) keys.push(object.key);
  } finally {
    store.close();
  }
  return keys.sort();
}

describe('the start-up sweep after a restore', () => {
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

  it('keeps every file the restored rows reference, though older than an hour, and removes only what none does', async () => {
    if (source === undefined || outDir === undefined || restoredDir === undefined) throw new Error('Ambiente de teste não iniciado.');
    const from: BackupTarget = { dataDir: source.dataDir, databaseUrl: undefined, storage: undefined };
    await writeFile(path.join(source.dataDir, ORPHAN), 'foto de um envio interrompido');
    const sourceKeys = await storedKeys(from);
    for (const key of sourceKeys) await utimes(path.join(source.dataDir, key), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const backup = runScript('backup', ['--out', outDir, '--keep', '3'], source.dataDir);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backup iniciado: SQLite em /);
    expect(backup.stdout).toMatch(/\nBackup gravado: .*backup-.*\.tar\.gz \(/);
    const [archive, ...others] = (await readdir(outDir)).filter((name) => ARCHIVE_NAME.test(name));
    expect(others).toEqual([]);

    const restore = runScript('restore', [path.join(outDir, archive ?? '')], restoredDir);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/\nRestauração concluída em /);
    const into: BackupTarget = { dataDir: restoredDir, databaseUrl: undefined, storage: undefined };
    expect(await storedKeys(into)).toEqual(sourceKeys);
    // The restored files keep their dates: to the sweep, they are two hours old.
    const restoredStore = storeOf(into);
    try {
      const head = await restoredStore.head(ORPHAN);
      expect(head?.lastModified.getTime()).toBe(Math.floor(TWO_HOURS_AGO.getTime() / 1000) * 1000);
    } finally {
      restoredStore.close();
    }

    const started = await startRestoredApi(into);
    restoredApi = started.api;
    expect(started.logs).toContain('Fotos sem imóvel nem usuário removidas: 1 arquivo(s).');
    expect(await storedKeys(into)).toEqual(sourceKeys.filter((key) => key !== ORPHAN));
    const referenced = await referencedKeysOf(into);
    expect(referenced.length).toBeGreaterThan(20);
    for (const key of referenced) expect(sourceKeys).toContain(key);
    for (const key of referenced.filter((name) => name.startsWith('images/'))) {
      expect((await servedImage(started.api, key.slice('images/'.length))).status, key).toBe(200);
    }
  });
});
