import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { openDatabase, sqliteFileOf, type DatabaseHandle, type DialectName } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { runPostgresTool } from './postgres-tools.js';
import { countRows } from './row-counts.js';

/** Every store key the rows of a database reference (photos, template files), read on a connection to it. */
export type ReferencedKeys = (db: Kysely<Database>) => Promise<Iterable<string>>;

/** A consistent copy of the database, in a local file, with what it holds. */
export interface DatabaseCopy {
  dialect: DialectName;
  /** Where the copy was taken from, without credentials. */
  description: string;
  /** Rows per table of the copy. */
  tables: Record<string, number>;
  /** The store keys the copy's rows reference. */
  referenced: Set<string>;
}

/** Pages per step of SQLite's online backup after the first: all of them, so the copy is one read of one instant. */
const ALL_PAGES = 0x7fffffff;

async function readCopy(db: Kysely<Database>, dialect: DialectName, referencedKeys: ReferencedKeys | undefined) {
  const tables = await countRows(db, dialect);
  const referenced = new Set(referencedKeys === undefined ? [] : await referencedKeys(db));
  return { tables, referenced };
}

/**
 * SQLite's online backup (better-sqlite3's `backup()`) of the data directory's `app.db` into `file`: the API goes on
 * reading and writing meanwhile (WAL), and the copy is the database of one instant (its pages are copied in a
 * single step, under one read transaction). The counts are then read from the copy itself.
 */
async function copySqlite(dataDir: string, file: string, referencedKeys: ReferencedKeys | undefined): Promise<DatabaseCopy> {
  const sourceFile = sqliteFileOf(dataDir);
  if (!existsSync(sourceFile)) throw new Error(`banco SQLite não encontrado em ${sourceFile}; confira DATA_DIR.`);
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(file);
  // A standalone file: no -wal or -shm beside it, nothing to carry but the file.
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return { dialect: 'sqlite', description: `SQLite ${sourceFile}`, ...(await readCopy(db, 'sqlite', referencedKeys)) };
  } finally {
    await db.destroy();
  }
}

/**
 * `pg_dump` (plain SQL, without owners or privileges, so any empty database takes it) of the database into `file`, on
 * a snapshot exported by a repeatable-read transaction of the backup's own: the dump, the row counts and the
 * referenced keys are all of that one instant, while the APIs go on writing.
 */
async function dumpPostgres(handle: DatabaseHandle, databaseUrl: string, file: string, referencedKeys: ReferencedKeys | undefined) {
  return handle.db.connection().execute(async (db) => {
    await sql`begin isolation level repeatable read read only`.execute(db);
    try {
      const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(db);
      const snapshot = rows[0]?.snapshot ?? '';
      const dump = runPostgresTool(
        'pg_dump',
        ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`],
        databaseUrl,
      );
      dump.stdin.end();
      // The snapshot stays valid while its transaction is open: until pg_dump is done.
      const read = await readCopy(db, 'postgres', referencedKeys);
      await dump.exited;
      return read;
    } finally {
      await sql`commit`.execute(db);
    }
  });
}

/** Copies the API's database (SQLite in `dataDir`, or PostgreSQL at `databaseUrl`) into the local `file`. */
export async function copyDatabase(
  dataDir: string,
  databaseUrl: string | undefined,
  file: string,
  referencedKeys: ReferencedKeys | undefined,
): Promise<DatabaseCopy> {
  if (databaseUrl === undefined) return copySqlite(dataDir, file, referencedKeys);
  const handle = openDatabase(dataDir, databaseUrl);
  try {
    const read = await dumpPostgres(handle, databaseUrl, file, referencedKeys);
    return { dialect: 'postgres', description: handle.description, ...read };
  } finally {
    await handle.db.destroy();
  }
}
