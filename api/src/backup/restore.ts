import { createHash } from 'node:crypto';
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ApiConfig } from '../config.js';
import { openDatabase, type DialectName } from '../db/connect.js';
import { placeDeletionHold } from '../files/deletion-hold.js';
import { contentTypeOfKey, type ObjectStore } from '../files/object-store.js';
import { openObjectStore } from '../files/open-store.js';
import { UnreadableArchiveError, readArchive, type ArchiveEntry } from './archive-reader.js';
import { keyOfEntry } from './archive-layout.js';
import { databaseRestore, type DatabaseRestore } from './database-restore.js';
import { ManifestError, type BackupManifest } from './manifest.js';
import { FileProgress, formatBytes, formatCount, formatSeconds } from './progress.js';
import { countRows, differingCounts } from './row-counts.js';
import { targetContents } from './target.js';
import { verifyArchive, type VerifiedArchive } from './verify.js';

/** What a restore needs: the archive, and the target as the API would use it. */
export interface RestoreOptions {
  /** The API's settings (`resolveConfig(apiOptionsFromEnv())`): the data directory, `DATABASE_URL`, the bucket. */
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 'storage'>;
  /** The `.tar.gz` written by `createBackup`. */
  archive: string;
  /** Progress, in pt-BR. */
  log: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table of the restored database (equal to the manifest's). */
  tables: Record<string, number>;
  files: number;
}

/** The restore refused before writing anything: the target is as it was. */
export class RestoreRefusedError extends Error {
  constructor(reason: string) {
    super(`${reason} Nada foi alterado.`);
    this.name = 'RestoreRefusedError';
  }
}

/** The restore failed after it began writing: the target holds part of the backup. */
class RestoreIncompleteError extends Error {
  constructor(reason: string) {
    super(
      `${reason.replace(/\.?$/, '.')} O destino ficou com parte do backup: esvazie-o (DATA_DIR, banco e bucket) antes de tentar de novo.`,
    );
    this.name = 'RestoreIncompleteError';
  }
}

const DIALECT_NAMES: Readonly<Record<DialectName, string>> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const SAO_PAULO_DATE_TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The archive exists, the target is empty, every checksum matches and the database is of the target's kind. */
async function checkBeforeWriting(options: RestoreOptions, file: string, store: ObjectStore): Promise<VerifiedArchive> {
  const { config, log } = options;
  if ((await stat(file).catch(() => undefined))?.isFile() !== true)
    throw new RestoreRefusedError(`O arquivo de backup ${file} não existe.`);
  let occupied: string[];
  try {
    occupied = await targetContents(config, store);
  } catch (error) {
    throw new RestoreRefusedError(`Não foi possível examinar o destino: ${messageOf(error)}.`);
  }
  if (occupied.length > 0) {
    throw new RestoreRefusedError(
      `O destino não está vazio: ${occupied.join('; ')}. A restauração só grava num DATA_DIR, banco e bucket vazios.`,
    );
  }
  log(`Conferindo ${file}…`);
  let verified: VerifiedArchive;
  try {
    verified = await verifyArchive(file);
  } catch (error) {
    if (error instanceof ManifestError || error instanceof UnreadableArchiveError) {
      throw new RestoreRefusedError(`Backup corrompido ou incompleto: ${error.message}`);
    }
    throw error;
  }
  const { manifest } = verified;
  const dialect: DialectName = config.databaseUrl === undefined ? 'sqlite' : 'postgres';
  if (manifest.database.dialect !== dialect) {
    throw new RestoreRefusedError(
      `O backup é de um banco ${DIALECT_NAMES[manifest.database.dialect]} e o destino é ${DIALECT_NAMES[dialect]}: ` +
        `restaure-o com ${manifest.database.dialect === 'postgres' ? 'DATABASE_URL apontando para um banco PostgreSQL vazio' : 'DATABASE_URL vazia'}.`,
    );
  }
  log(
    `Backup de ${SAO_PAULO_DATE_TIME.format(new Date(manifest.createdAt))} conferido: banco ${DIALECT_NAMES[dialect]} e ` +
      `${formatCount(manifest.files.count)} arquivos (${formatBytes(manifest.files.bytes)}), somas de verificação corretas.`,
  );
  return verified;
}

/** The entry's bytes as they pass, hashed on the way. */
async function* hashing(body: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Writes one stored file through the store, checking its SHA-256 again; on disk it keeps the date it had. */
async function restoreFile(entry: ArchiveEntry, key: string, expected: string | undefined, options: RestoreOptions, store: ObjectStore) {
  const hash = createHash('sha256');
  await store.put(key, Readable.from(hashing(entry.body, hash)), { contentType: contentTypeOfKey(key) });
  if (hash.digest('hex') !== expected) throw new Error(`${entry.path} mudou desde a verificação do arquivo de backup.`);
  if (options.config.storage === undefined && entry.mtime !== undefined) {
    await utimes(path.join(options.config.dataDir, ...key.split('/')), entry.mtime, entry.mtime);
  }
}

/** Writes every entry: the database copy to `database` (not yet in place), each file into the store. */
async function writeEntries(
  file: string,
  verified: VerifiedArchive,
  options: RestoreOptions,
  store: ObjectStore,
  database: DatabaseRestore,
): Promise<FileProgress> {
  const progress = new FileProgress(options.log, (files, bytes) => `Arquivos restaurados até agora: ${files} (${bytes}).`);
  const databaseEntry = verified.manifest.database.entry;
  await readArchive(file, async (entry) => {
    if (entry.path === databaseEntry) {
      await database.write(entry.body, verified.manifest.database.sha256);
      return;
    }
    const key = keyOfEntry(entry.path);
    if (key === undefined) return;
    await restoreFile(entry, key, verified.checksums.get(entry.path), options, store);
    progress.add(entry.size);
  });
  return progress;
}

async function countRestored(config: RestoreOptions['config']): Promise<Record<string, number>> {
  const handle = openDatabase(config.dataDir, config.databaseUrl);
  try {
    return await countRows(handle.db, handle.dialect);
  } finally {
    await handle.db.destroy();
  }
}

/**
 * Rebuilds an empty target (the data directory's SQLite file or an empty PostgreSQL database, and an empty data
 * directory or bucket) from an archive of `createBackup` (docs/decisions/0034-backups.md). Before writing anything it
 * refuses a target that is not empty and an archive whose checksums do not match (`RestoreRefusedError`). Then, under
 * a hold on the store's deletions, it writes every file and the database, which appears last and whole, and checks
 * the restored rows against the manifest's counts.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const { config, log } = options;
  const file = path.resolve(options.archive);
  const store = openObjectStore(config.dataDir, config.storage, undefined);
  try {
    const verified = await checkBeforeWriting(options, file, store);
    const hold = await placeDeletionHold(store, 'restore');
    const database = databaseRestore(config);
    try {
      const progress = await writeEntries(file, verified, options, store, database);
      await database.finish();
      const tables = await countRestored(config);
      const differing = differingCounts(verified.manifest.database.tables, tables);
      if (differing.length > 0) throw new Error(`as contagens do banco restaurado diferem das do manifesto: ${differing.join('; ')}.`);
      log(
        `Restauração concluída em ${formatSeconds(Date.now() - started)}: ${formatCount(progress.files)} arquivos ` +
          `(${formatBytes(progress.bytes)}) → ${store.description}; banco com as contagens do manifesto ` +
          `(${formatCount(Object.keys(tables).length)} tabelas).`,
      );
      return { manifest: verified.manifest, tables, files: progress.files };
    } catch (error) {
      await database.abort();
      throw new RestoreIncompleteError(messageOf(error));
    } finally {
      await hold.release().catch(() => undefined);
    }
  } finally {
    store.close();
  }
}
