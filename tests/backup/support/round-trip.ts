import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { createBackup, type BackupResult } from '../../../api/src/backup/backup.js';
import { restoreBackup } from '../../../api/src/backup/restore.js';
import type { ApiConfig } from '../../../api/src/config.js';
import { openDatabase, type DialectName } from '../../../api/src/db/connect.js';
import type { Database } from '../../../api/src/db/schema.js';
import type { ListedObject, ObjectInfo, ObjectStore, PutOptions, StoredObject } from '../../../api/src/files/object-store.js';
import { openObjectStore } from '../../../api/src/files/open-store.js';
import { startApi, type RunningApi } from '../../../api/src/server.js';
import { referencedStoreKeys } from '../../../scripts/file-references.js';
import { sendJson, staffAccount, uniqueEmail } from '../../api/support/people.js';
import { asStaff } from '../../api/support/staff.js';
import type { TestApi } from '../../api/support/test-api.js';

/** Where a backup is taken from or restored into, as the API's settings name it. */
export type BackupTarget = Pick<ApiConfig, 'dataDir' | 'databaseUrl' | 'storage'>;

/** A client the API answered 201 for. */
interface AcknowledgedClient {
  id: number;
  email: string;
}

/** Clients created through `POST /api/clients`, one after the other, until `stop()`. */
interface ClientWriter {
  /** The clients acknowledged so far, in the order they were. */
  acknowledged(): readonly AcknowledgedClient[];
  /** Stops after the request in flight; rejects if a write was refused. */
  stop(): Promise<readonly AcknowledgedClient[]>;
}

/** Keeps creating clients through the REST API as staff would, each one acknowledged before the next is sent. */
function keepCreatingClients(testApi: TestApi, token: string): ClientWriter {
  const acknowledged: AcknowledgedClient[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const email = uniqueEmail('backup');
      const response = await sendJson(testApi, token, 'POST', '/api/clients', {
        name: 'Cliente do Backup',
        email,
        phone: '(19) 98111-2233',
      });
      if (response.status !== 201) throw new Error(`POST /api/clients: ${response.status} ${response.text}`);
      acknowledged.push({ id: (response.json as { data: { id: number } }).data.id, email });
    }
  })();
  return {
    acknowledged: () => [...acknowledged],
    async stop() {
      stopped = true;
      await loop;
      return [...acknowledged];
    },
  };
}

/** Resolves once the writer has had `count` clients acknowledged. */
async function untilAcknowledged(writer: ClientWriter, count: number): Promise<void> {
  while (writer.acknowledged().length < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * A store that runs `beforeList` when a backup starts listing it, that is once the database copy is taken: what the
 * API does then happens between the copy and the files.
 */
class ListingHook implements ObjectStore {
  readonly description: string;

  constructor(
    private readonly inner: ObjectStore,
    private readonly beforeList: () => Promise<void>,
  ) {
    this.description = inner.description;
  }

  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void> {
    return this.inner.put(key, body, options);
  }
  get(key: string): Promise<StoredObject | undefined> {
    return this.inner.get(key);
  }
  head(key: string): Promise<ObjectInfo | undefined> {
    return this.inner.head(key);
  }
  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
  async *list(prefix: string): AsyncIterable<ListedObject> {
    if (prefix === '') await this.beforeList();
    yield* this.inner.list(prefix);
  }
  publicUrl(key: string): string | undefined {
    return this.inner.publicUrl(key);
  }
  close(): void {
    this.inner.close();
  }
}

/** The source's store, opened as the backup opens it. */
export function storeOf(target: BackupTarget): ObjectStore {
  return openObjectStore(target.dataDir, target.storage, undefined);
}

/** The bytes' SHA-256 of every key, as the store holds them (undefined for a missing one). */
async function fileDigests(store: ObjectStore, keys: Iterable<string>): Promise<Map<string, string | undefined>> {
  const digests = new Map<string, string | undefined>();
  for (const key of keys) {
    const object = await store.get(key);
    digests.set(
      key,
      object === undefined
        ? undefined
        : createHash('sha256')
            .update(await buffer(object.stream))
            .digest('hex'),
    );
  }
  return digests;
}

/** The keys the rows of a database reference, read as the backup reads them. */
export async function referencedKeysOf(target: BackupTarget): Promise<string[]> {
  const handle = openDatabase(target.dataDir, target.databaseUrl);
  try {
    return (await referencedStoreKeys(handle.db)).sort();
  } finally {
    await handle.db.destroy();
  }
}

/** Rows per table counted on the database itself: every table it has, `select count(*)` each. */
export async function countedRows(target: BackupTarget): Promise<Record<string, number>> {
  const handle = openDatabase(target.dataDir, target.databaseUrl);
  try {
    return await countEachTable(handle.db, handle.dialect);
  } finally {
    await handle.db.destroy();
  }
}

async function countEachTable(db: Kysely<Database>, dialect: DialectName): Promise<Record<string, number>> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.count);
  }
  return counts;
}

/** The emails of the clients a database holds. */
async function clientEmails(target: BackupTarget): Promise<Set<string>> {
  const handle = openDatabase(target.dataDir, target.databaseUrl);
  try {
    return new Set((await handle.db.selectFrom('clients').select('email').execute()).map((row) => row.email ?? ''));
  } finally {
    await handle.db.destroy();
  }
}

/** A fresh, empty data directory. */
export function emptyDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'restore-'));
}

/** What a backup taken while clients were being written saw, and what it wrote. */
export interface BackupUnderWrites {
  backup: BackupResult;
  /** Clients acknowledged before the backup began: every one must be restored. */
  before: readonly AcknowledgedClient[];
  /** Every client acknowledged until the writer stopped, after the backup. */
  all: readonly AcknowledgedClient[];
  /** A property removed through the API after the database copy: its photos must still be in the archive. */
  removedProperty: { id: number; photos: string[] };
  logs: string[];
}

/**
 * Takes a backup of the running API `source` (stored as `target` says) into `outDir` while a client writer keeps
 * creating clients through the REST API, and, between the database copy and the files, removes a property with photos
 * through the API.
 */
export async function backupUnderWrites(source: TestApi, target: BackupTarget, outDir: string): Promise<BackupUnderWrites> {
  const staff = await staffAccount(source, { role: 'administrative', permissions: ['clientes', 'imoveis'] });
  const withPhotos = await source.db
    .selectFrom('properties')
    .select(['id', 'images'])
    .where('images', '!=', '[]')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const removedProperty = { id: withPhotos.id, photos: JSON.parse(withPhotos.images) as string[] };
  expect(removedProperty.photos.length).toBeGreaterThan(0);
  const writer = keepCreatingClients(source, staff.token);
  await untilAcknowledged(writer, 5);
  const before = writer.acknowledged();
  const logs: string[] = [];
  const store = new ListingHook(storeOf(target), async () => {
    const removed = await asStaff(source, staff.token, `/api/properties/${removedProperty.id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
  });
  let backup: BackupResult;
  try {
    backup = await createBackup({ config: target, outDir, referencedKeys: referencedStoreKeys, log: (line) => logs.push(line), store });
  } finally {
    store.close();
  }
  const during = writer.acknowledged().length;
  await untilAcknowledged(writer, during + 2);
  const all = await writer.stop();
  expect(during, 'clientes gravados durante o backup').toBeGreaterThan(before.length);
  return { backup, before, all, removedProperty, logs };
}

/** Restores an archive into `target` and answers its log. */
export async function restoreInto(target: BackupTarget, archive: string): Promise<string[]> {
  const logs: string[] = [];
  await restoreBackup({ config: target, archive, log: (line) => logs.push(line) });
  return logs;
}

/** Starts the API on a restored target, once its sweep of unreferenced files is over. */
export async function startRestoredApi(target: BackupTarget, storageUrl?: string): Promise<{ api: RunningApi; logs: string[] }> {
  const logs: string[] = [];
  const api = await startApi({
    port: 0,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    storageUrl,
    seedDemo: false,
    log: (line) => logs.push(line),
  });
  await api.sweeping;
  return { api, logs };
}

/** `GET /images/{name}` of the API: the status and the bytes' SHA-256. */
export async function servedImage(api: RunningApi, name: string): Promise<{ status: number; sha256: string }> {
  const response = await fetch(`${api.url}/images/${name}`, { headers: { 'X-API-Key': api.apiKey } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Checks a restored target against its source and its backup: every client acknowledged before the backup began is
 * there, the clients restored are the first ones acknowledged (a copy of one instant), the property removed after the
 * database copy is there with its photos, every referenced file is there with the source's bytes and every photo is
 * served by the API started on it, and the manifest's counts are the restored database's.
 */
export async function expectFaithfulRestore(
  source: BackupTarget,
  restored: BackupTarget,
  taken: BackupUnderWrites,
  api: RunningApi,
  counts: Record<string, number>,
): Promise<void> {
  const { manifest } = taken.backup;
  expect(counts).toEqual(manifest.database.tables);
  const emails = await clientEmails(restored);
  for (const client of taken.before) expect(emails.has(client.email), client.email).toBe(true);
  const restoredWrites = taken.all.filter((client) => emails.has(client.email));
  expect(restoredWrites).toEqual(taken.all.slice(0, restoredWrites.length));

  const referenced = await referencedKeysOf(restored);
  for (const photo of taken.removedProperty.photos) expect(referenced).toContain(`images/${photo}`);
  expect(manifest.files.missing).toEqual([]);
  const sourceStore = storeOf(source);
  const restoredStore = storeOf(restored);
  try {
    const expected = await fileDigests(sourceStore, referenced);
    // The removal of the property's photos waited for the backup's hold: the source still has every file.
    expect([...expected].filter(([, digest]) => digest === undefined)).toEqual([]);
    expect(await fileDigests(restoredStore, referenced)).toEqual(expected);
    for (const key of referenced.filter((name) => name.startsWith('images/'))) {
      const served = await servedImage(api, key.slice('images/'.length));
      expect(served, key).toEqual({ status: 200, sha256: expected.get(key) });
    }
  } finally {
    sourceStore.close();
    restoredStore.close();
  }
}

/** Removes a folder made by a test. */
export function removeDir(dir: string | undefined): Promise<void> {
  return dir === undefined ? Promise.resolve() : rm(dir, { recursive: true, force: true });
}
