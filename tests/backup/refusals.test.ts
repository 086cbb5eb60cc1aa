import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from '../../api/src/backup/archive-reader.js';
import { ArchiveWriter } from '../../api/src/backup/archive-writer.js';
import { createBackup } from '../../api/src/backup/backup.js';
import { RestoreRefusedError } from '../../api/src/backup/restore.js';
import { createTestApi, type TestApi } from '../api/support/test-api.js';
import { emptyDataDir, removeDir, restoreInto, type BackupTarget } from './support/round-trip.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir` with its size and modification time: what "changes nothing" compares. */
async function folderState(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const described = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file);
      return `${path.relative(dir, file)} ${info.size} ${info.mtimeMs}`;
    }),
  );
  return described.sort();
}

/** A copy of the archive whose first photo has one byte flipped; gzip and tar stay valid, only the checksum tells. */
async function withFlippedPhotoByte(archive: string, copy: string): Promise<string> {
  const writer = new ArchiveWriter(`${copy}.partial`, copy);
  let flipped: string | undefined;
  await readArchive(archive, async (entry) => {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const data = Buffer.concat(chunks);
    if (flipped === undefined && entry.path.startsWith('files/images/')) {
      data[100] = (data[100] ?? 0) ^ 0xff;
      flipped = entry.path;
    }
    await writer.addBuffer(entry.path, data, entry.mtime ?? new Date());
  });
  await writer.finish();
  if (flipped === undefined) throw new Error('O backup não tem fotos.');
  return flipped;
}

/** `npm run restore <archive>` as an operator runs it, with the target's environment. */
function runRestoreCommand(archive: string, dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', archive], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
    encoding: 'utf8',
  });
}

describe('npm run restore refuses, changing nothing', () => {
  let source: TestApi | undefined;
  let outDir: string | undefined;
  let archive = '';
  const folders: string[] = [];
  const newFolder = async () => {
    const dir = await emptyDataDir();
    folders.push(dir);
    return dir;
  };
  const sqliteTarget = (dataDir: string): BackupTarget => ({ dataDir, databaseUrl: undefined, storage: undefined });

  beforeAll(async () => {
    source = await createTestApi({ dialect: 'sqlite', seedDemo: true });
    outDir = await emptyDataDir();
    const backup = await createBackup({ config: sqliteTarget(source.dataDir), outDir, log: () => undefined });
    archive = backup.file;
  });
  afterAll(async () => {
    await source?.dispose();
    await removeDir(outDir);
    for (const dir of folders) await removeDir(dir);
  });

  it('a DATA_DIR that already holds data: its database or its files', async () => {
    if (source === undefined) throw new Error('Ambiente de teste não iniciado.');
    await source.stop();
    const before = await folderState(source.dataDir);
    await expect(restoreInto(sqliteTarget(source.dataDir), archive)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreInto(sqliteTarget(source.dataDir), archive)).rejects.toThrow(
      /^O destino não está vazio: o banco SQLite .*app\.db já existe; arquivos em .*: já há arquivos guardados \(.*\)\. A restauração só grava num DATA_DIR, banco e bucket vazios\. Nada foi alterado\.$/,
    );
    expect(await folderState(source.dataDir)).toEqual(before);

    const onlyFiles = await newFolder();
    await writeFile(path.join(onlyFiles, 'leia-me.txt'), 'não é um arquivo guardado');
    await mkdir(path.join(onlyFiles, 'images'));
    await writeFile(path.join(onlyFiles, 'images', '0123456789abcdef.jpg'), 'foto');
    const onlyFilesBefore = await folderState(onlyFiles);
    await expect(restoreInto(sqliteTarget(onlyFiles), archive)).rejects.toThrow(
      /já há arquivos guardados \(images\/0123456789abcdef\.jpg, …\)/,
    );
    expect(await folderState(onlyFiles)).toEqual(onlyFilesBefore);
  });

  it('an archive with one byte of a photo flipped: the checksum does not match, and nothing is written', async () => {
    if (outDir === undefined) throw new Error('Ambiente de teste não iniciado.');
    const corrupted = path.join(outDir, 'corrompido.tar.gz');
    const flipped = await withFlippedPhotoByte(archive, corrupted);
    const target = await newFolder();
    await expect(restoreInto(sqliteTarget(target), corrupted)).rejects.toThrow(
      `Backup corrompido ou incompleto: a soma de verificação (SHA-256) de ${flipped} não confere: o conteúdo foi alterado. Nada foi alterado.`,
    );
    expect(await folderState(target)).toEqual([]);

    const command = runRestoreCommand(corrupted, target);
    expect(command.status).toBe(1);
    expect(command.stderr).toContain(
      `Restauração recusada: Backup corrompido ou incompleto: a soma de verificação (SHA-256) de ${flipped} não confere`,
    );
    expect(await folderState(target)).toEqual([]);
  });

  it('an archive damaged on disk (a flipped byte of the .tar.gz, or cut short): unreadable, and nothing is written', async () => {
    if (outDir === undefined) throw new Error('Ambiente de teste não iniciado.');
    const bytes = await readFile(archive);
    const damaged = Buffer.from(bytes);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0x01;
    const damagedFile = path.join(outDir, 'danificado.tar.gz');
    await writeFile(damagedFile, damaged);
    const cutFile = path.join(outDir, 'cortado.tar.gz');
    await writeFile(cutFile, bytes.subarray(0, middle));
    const target = await newFolder();
    for (const file of [damagedFile, cutFile]) {
      await expect(restoreInto(sqliteTarget(target), file)).rejects.toThrow(/^Backup corrompido ou incompleto: .* Nada foi alterado\.$/);
      expect(await folderState(target)).toEqual([]);
    }
  });

  it('a target whose database cannot be examined, and an archive that does not exist', async () => {
    const target: BackupTarget = { dataDir: await newFolder(), databaseUrl: 'postgres://postgres@127.0.0.1:1/nenhum', storage: undefined };
    await expect(restoreInto(target, archive)).rejects.toThrow(/^Não foi possível examinar o destino: .* Nada foi alterado\.$/);
    await expect(restoreInto(sqliteTarget(target.dataDir), `${archive}.nenhum`)).rejects.toThrow(
      /^O arquivo de backup .* não existe\. Nada foi alterado\.$/,
    );
    expect(await folderState(target.dataDir)).toEqual([]);
  });
});

describe('npm run backup that fails', () => {
  it('leaves no archive, no temporary file and no hold, and says why in pt-BR', async () => {
    const dataDir = await emptyDataDir();
    const outDir = await emptyDataDir();
    try {
      await mkdir(path.join(dataDir, 'images'));
      await writeFile(path.join(dataDir, 'images', '0123456789abcdef.jpg'), 'foto');
      const before = await folderState(dataDir);
      await expect(
        createBackup({ config: { dataDir, databaseUrl: undefined, storage: undefined }, outDir, log: () => undefined }),
      ).rejects.toThrow(`banco SQLite não encontrado em ${path.join(dataDir, 'app.db')}; confira DATA_DIR.`);
      expect(await readdir(outDir)).toEqual([]);
      // The hold placed for the backup is gone with it.
      expect(await folderState(dataDir)).toEqual(before);

      const command = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--keep', '0'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
        encoding: 'utf8',
      });
      expect(command.status).toBe(1);
      expect(command.stderr).toBe('Backup não concluído: --keep inválido: "0". Use um número inteiro maior que zero.\n');
    } finally {
      await removeDir(dataDir);
      await removeDir(outDir);
    }
  });
});
