/**
 * `npm run backup` of the 100,000-property catalogue, on SQLite and on PostgreSQL, side by side in one run. For each
 * database: the demo content is seeded and the catalogue grown to 100,000 properties with their photo rows (as
 * `catalogue-100k.ts` does), the API starts as a child process (as in production), then `scripts/backup.ts` runs as its
 * own process, as an operator or a timer runs it, while the API serves; its wall time (goal: 60 s) and peak resident
 * set are taken. The archive is then restored by `scripts/restore.ts` into an empty target, timed for information.
 *
 * PostgreSQL runs in databases made for the run (`bench_backup_<pid>…`, dropped after) on BENCH_DATABASE_URL's server
 * (default postgres://postgres@127.0.0.1:5432/test); it is skipped, with the reason, when unreachable.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTemporaryDatabase } from '../api/support/postgres.js';
import { benchEachDatabase, prepareGrownCatalogue, type BenchDatabase } from './bench-databases.js';
import { formatBytes, formatMs } from './measure.js';
import { statusField } from './memory.js';
import { PRODUCTION_ENV, startServerProcess } from './server-process.js';

const CATALOGUE_SIZE = 100_000;
const GOAL_MS = 60_000;
/** Photos added on SQLite for a second backup, to measure how fast files go into the archive (JPEG-sized, incompressible). */
const EXTRA_PHOTOS = 1_000;
const EXTRA_PHOTO_BYTES = 300 * 1024;
/** How often a running script's peak resident set (VmHWM) is read. */
const SAMPLE_EVERY_MS = 20;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface CommandFigures {
  ms: number;
  /** The process's peak resident set, as last read before it ended. */
  peakBytes: number;
  output: string;
}

interface BackupFigures {
  database: BenchDatabase['label'];
  count: number;
  growMs: number;
  backup: CommandFigures;
  archiveBytes: number;
  restore: CommandFigures;
  /** The backup again after `EXTRA_PHOTOS` photos were added (SQLite only). */
  withPhotos: CommandFigures | undefined;
}

/** Runs `scripts/<script>.ts` as its own process with `env`, timing it and sampling its resident set; fails on exit ≠ 0. */
async function runScript(script: 'backup' | 'restore', args: readonly string[], env: Record<string, string>): Promise<CommandFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...PRODUCTION_ENV, BACKUP_DIR: '', BACKUP_KEEP: '', STORAGE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  let peakBytes = 0;
  const sampler = setInterval(() => {
    statusField(child.pid ?? 0, 'VmHWM').then(
      (bytes) => (peakBytes = Math.max(peakBytes, bytes)),
      () => undefined,
    );
  }, SAMPLE_EVERY_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`scripts/${script}.ts terminou com código ${code}:\n${output}`);
  return { ms, peakBytes, output };
}

/** Adds `EXTRA_PHOTOS` photo-sized files of random bytes to the data directory's photos. */
async function addPhotos(dataDir: string): Promise<void> {
  await mkdir(path.join(dataDir, 'images'), { recursive: true });
  for (let index = 0; index < EXTRA_PHOTOS; index += 1) {
    await writeFile(path.join(dataDir, 'images', `${randomBytes(8).toString('hex')}.jpg`), randomBytes(EXTRA_PHOTO_BYTES));
  }
}

/** The archive a backup's output names. */
function archiveOf(backup: CommandFigures): string {
  const archive = /Backup gravado: (\S+\.tar\.gz)/.exec(backup.output)?.[1];
  if (archive === undefined) throw new Error(`o backup não disse onde gravou o arquivo:\n${backup.output}`);
  return archive;
}

async function benchDatabase(database: BenchDatabase): Promise<BackupFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-backup-'));
  const outDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-archives-'));
  const restoredDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-restored-'));
  const restoredDatabase =
    database.databaseUrl === undefined ? undefined : await createTemporaryDatabase('bench_restored', BENCH_POSTGRES_URL);
  try {
    const { count, growMs } = await prepareGrownCatalogue(dataDir, database, CATALOGUE_SIZE);
    console.log(`${database.label}: ${count} imóveis gravados em ${formatMs(growMs)}`);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const api = await startServerProcess(apiArgs, [], PRODUCTION_ENV);
    const environment = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '' };
    let backup: CommandFigures;
    let withPhotos: CommandFigures | undefined;
    try {
      backup = await runScript('backup', ['--out', outDir], environment);
      if (database.databaseUrl === undefined) {
        await addPhotos(dataDir);
        withPhotos = await runScript('backup', ['--out', outDir], environment);
      }
    } finally {
      await api.stop();
    }
    const archive = archiveOf(backup);
    const archiveBytes = (await stat(archive)).size;
    const restore = await runScript('restore', [archive], { DATA_DIR: restoredDir, DATABASE_URL: restoredDatabase?.url ?? '' });
    return { database: database.label, count, growMs, backup, archiveBytes, restore, withPhotos };
  } finally {
    await restoredDatabase?.drop();
    for (const dir of [dataDir, outDir, restoredDir]) await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

function printFigures(all: BackupFigures[]): void {
  console.log(
    `\nBackup (npm run backup) do catálogo com ${CATALOGUE_SIZE} imóveis e suas fotos, com a API no ar; restauração num destino vazio`,
  );
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    rows[`${figures.database}: backup`] = {
      meta: `≤ ${formatMs(GOAL_MS)}`,
      tempo: formatMs(figures.backup.ms),
      'pico de memória (RSS)': formatBytes(figures.backup.peakBytes),
      arquivo: formatBytes(figures.archiveBytes),
      atinge: figures.backup.ms <= GOAL_MS ? 'sim' : 'NÃO',
    };
    rows[`${figures.database}: restauração`] = {
      meta: '—',
      tempo: formatMs(figures.restore.ms),
      'pico de memória (RSS)': formatBytes(figures.restore.peakBytes),
      arquivo: '',
      atinge: '',
    };
    if (figures.withPhotos !== undefined) {
      rows[`${figures.database}: backup com +${EXTRA_PHOTOS} fotos (${formatBytes(EXTRA_PHOTOS * EXTRA_PHOTO_BYTES)})`] = {
        meta: '—',
        tempo: formatMs(figures.withPhotos.ms),
        'pico de memória (RSS)': formatBytes(figures.withPhotos.peakBytes),
        arquivo: '',
        atinge: '',
      };
    }
  }
  console.table(rows);
  const photos = all.find((figures) => figures.withPhotos !== undefined);
  if (photos?.withPhotos !== undefined) {
    const extraMs = photos.withPhotos.ms - photos.backup.ms;
    const rate = (EXTRA_PHOTOS * EXTRA_PHOTO_BYTES) / 1024 / 1024 / (extraMs / 1000);
    console.log(
      `Fotos: cerca de ${rate.toFixed(0)} MB/s a mais no arquivo (${EXTRA_PHOTOS} fotos em ${formatMs(extraMs)} além do backup sem elas).`,
    );
  }
  for (const figures of all) console.log(`\n${figures.database}, saída do backup:\n${figures.backup.output.trim()}`);
}

export async function runBackup100kBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_backup', benchDatabase));
}
