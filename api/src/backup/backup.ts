import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '../config.js';
import { placeDeletionHold } from '../files/deletion-hold.js';
import type { ObjectStore } from '../files/object-store.js';
import { openObjectStore } from '../files/open-store.js';
import { CHECKSUMS_ENTRY, DATABASE_ENTRIES, fileEntry, isStoredFile, MANIFEST_ENTRY } from './archive-layout.js';
import { archiveName } from './archive-name.js';
import { ArchiveWriter } from './archive-writer.js';
import { copyDatabase, type DatabaseCopy, type ReferencedKeys } from './database-copy.js';
import { buildManifest, checksumLine, type BackupManifest } from './manifest.js';
import { FileProgress, formatBytes, formatCount, formatSeconds } from './progress.js';
import { pruneArchives } from './prune.js';

/** What a backup needs: where the API keeps its data, and where the archive goes. */
export interface BackupOptions {
  /** The API's settings (`resolveConfig(apiOptionsFromEnv())`): the data directory, `DATABASE_URL`, the bucket. */
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 'storage'>;
  /** The folder of the archives; created when missing. */
  outDir: string;
  /** Keep only this many archives in `outDir` (the newest), removing older ones once this one is written. */
  keep?: number;
  /** Every key the rows reference, read on the database copy: a referenced key the store lacks is named in the manifest. */
  referencedKeys?: ReferencedKeys;
  /** Progress, in pt-BR. */
  log: (line: string) => void;
  /** The API's store by default. */
  store?: ObjectStore;
  now?: () => Date;
}

export interface BackupResult {
  /** The archive written. */
  file: string;
  manifest: BackupManifest;
  /** Older archives removed by `keep`. */
  pruned: string[];
}

/** Photos and their variants: gzip would gain nothing on them. */
const COMPRESSED_ALREADY = /\.(jpe?g|png|webp)$/i;

/** Lines of the checksum list, written to a local file as they come (a large bucket's list stays out of memory). */
class ChecksumList {
  private readonly output;
  private readonly failed: Promise<never>;

  constructor(readonly file: string) {
    this.output = createWriteStream(file, { flags: 'wx' });
    this.failed = new Promise<never>((_resolve, reject) => this.output.on('error', reject));
    this.failed.catch(() => undefined);
  }

  async add(sha256: string, entry: string): Promise<void> {
    if (!this.output.write(checksumLine(sha256, entry))) {
      await Promise.race([new Promise<void>((resolve) => this.output.once('drain', () => resolve())), this.failed]);
    }
  }

  async close(): Promise<number> {
    await Promise.race([new Promise<void>((resolve) => this.output.end(() => resolve())), this.failed]);
    return (await stat(this.file)).size;
  }

  /** Lets go of the file after a failure (it is removed with the other temporary files). */
  destroy(): void {
    this.output.destroy();
  }
}

/**
 * Copies every stored file into the archive, after the database copy: a row of the copy references only files stored
 * before it was taken, and the hold keeps them all until the backup ends. A file gone between the listing and its read
 * (removed before the hold, so no row of the copy references it) is passed over.
 */
async function copyFiles(
  store: ObjectStore,
  writer: ArchiveWriter,
  checksums: ChecksumList,
  skip: (key: string) => boolean,
  log: (line: string) => void,
): Promise<{ progress: FileProgress; keys: Set<string> }> {
  const progress = new FileProgress(log, (files, bytes) => `Arquivos copiados até agora: ${files} (${bytes}).`);
  const keys = new Set<string>();
  for await (const listed of store.list('')) {
    if (!isStoredFile(listed.key) || skip(listed.key)) continue;
    const object = await store.get(listed.key);
    if (object === undefined) continue;
    const entry = fileEntry(listed.key);
    try {
      const header = { path: entry, size: object.size, mtime: object.lastModified, compress: !COMPRESSED_ALREADY.test(listed.key) };
      const written = await writer.add(header, object.stream);
      await checksums.add(written.sha256, entry);
      progress.add(written.size);
      keys.add(listed.key);
    } finally {
      object.stream.destroy();
    }
  }
  return { progress, keys };
}

/** An archive (or the checksum list) kept inside the data directory must not be copied into the next archive. */
function insideDataDir(config: BackupOptions['config'], outDir: string): (key: string) => boolean {
  if (config.storage !== undefined) return () => false;
  const relative = path.relative(config.dataDir, outDir).split(path.sep).join('/');
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return () => false;
  return (key) => key.startsWith(`${relative}/`);
}

function describeMissing(copy: DatabaseCopy, keys: ReadonlySet<string>): string[] {
  return [...copy.referenced].filter((key) => !keys.has(key)).sort();
}

/**
 * Writes one archive of the database and the stored files (docs/decisions/0034-backups.md): a hold on the store's
 * deletions first, then a consistent copy of the database, then every stored file, the checksum list and the
 * manifest, all streamed into `<outDir>/backup-<São Paulo date and time>.tar.gz` under a temporary name renamed when
 * complete. The API may run meanwhile. On failure nothing is left but what was there before.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { config, log } = options;
  const started = Date.now();
  const now = options.now?.() ?? new Date();
  const outDir = path.resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const name = archiveName(now, (candidate) => existsSync(path.join(outDir, candidate)));
  const final = path.join(outDir, name);
  const work = path.join(outDir, `.${name}.${randomBytes(4).toString('hex')}`);
  const store = options.store ?? openObjectStore(config.dataDir, config.storage, undefined);
  const hold = await placeDeletionHold(store, 'backup', now);
  let writer: ArchiveWriter | undefined;
  let checksums: ChecksumList | undefined;
  try {
    const databaseFile = `${work}.database`;
    const copy = await copyDatabase(config.dataDir, config.databaseUrl, databaseFile, options.referencedKeys);
    const databaseBytes = (await stat(databaseFile)).size;
    const rows = Object.values(copy.tables).reduce((sum, count) => sum + count, 0);
    log(
      `Banco copiado (${copy.description}): ${formatCount(rows)} linhas em ${formatCount(Object.keys(copy.tables).length)} tabelas, ` +
        `${formatBytes(databaseBytes)}, em ${formatSeconds(Date.now() - started)}.`,
    );
    writer = new ArchiveWriter(`${work}.partial`, final);
    checksums = new ChecksumList(`${work}.checksums`);
    const databaseEntry = DATABASE_ENTRIES[copy.dialect];
    const database = await writer.addFile(databaseEntry, databaseFile, databaseBytes, now);
    await rm(databaseFile);
    await checksums.add(database.sha256, databaseEntry);
    log(`Copiando os arquivos (${store.description})…`);
    const { progress, keys } = await copyFiles(store, writer, checksums, insideDataDir(config, outDir), log);
    const missing = describeMissing(copy, keys);
    const checksumsWritten = await writer.addFile(CHECKSUMS_ENTRY, checksums.file, await checksums.close(), now);
    const manifest = buildManifest(
      {
        createdAt: now.toISOString(),
        database: { dialect: copy.dialect, entry: databaseEntry, bytes: database.size, sha256: database.sha256, tables: copy.tables },
        files: { count: progress.files, bytes: progress.bytes, missing },
      },
      checksumsWritten.sha256,
    );
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
    await writer.finish();
    writer = undefined;
    if (missing.length > 0) {
      log(
        `Aviso: o banco cita ${formatCount(missing.length)} arquivo(s) que o armazenamento não tem (perdidos antes do backup): ` +
          `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}.`,
      );
    }
    const size = (await stat(final)).size;
    log(
      `Backup gravado: ${final} (${formatBytes(size)}; ${formatCount(progress.files)} arquivos, ${formatBytes(progress.bytes)}) ` +
        `em ${formatSeconds(Date.now() - started)}.`,
    );
    const pruned = options.keep === undefined ? [] : await pruneArchives(outDir, options.keep);
    if (pruned.length > 0) log(`Backups antigos removidos (mantidos os ${options.keep} mais recentes): ${pruned.join(', ')}.`);
    return { file: final, manifest, pruned };
  } finally {
    checksums?.destroy();
    await writer?.abort();
    await Promise.all([`${work}.database`, `${work}.checksums`].map((file) => rm(file, { force: true })));
    // A hold that cannot be removed expires ten minutes after its last renewal.
    await hold.release().catch(() => undefined);
    if (options.store === undefined) store.close();
  }
}
