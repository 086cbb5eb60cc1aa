import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { withKeptStatements } from './sqlite-statements.js';

export type DialectName = 'sqlite' | 'postgres';

/** How the API's connections are named in PostgreSQL (`pg_stat_activity.application_name`). */
export const POSTGRES_APPLICATION_NAME = 'imobiliaria-api';

/**
 * The connections a handle holds right now. PostgreSQL's pool knows them all: open (`total`), of which free (`idle`),
 * and the queries waiting for one (`waiting`). SQLite holds its one file open, and whether a statement is using it at
 * that moment is not known: `idle` and `waiting` are null.
 */
export interface ConnectionCounts {
  total: number;
  idle: number | null;
  waiting: number | null;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials: the SQLite file or the PostgreSQL host and database. */
  description: string;
  /** The connections held now, read when asked (for the metrics). */
  connections: () => ConnectionCounts;
}

/** The SQLite file of a data directory, when the API runs without `DATABASE_URL`. */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, 'app.db');
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

function openSqlite(file: string): DatabaseHandle {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withKeptStatements(database) }) });
  return { db, dialect: 'sqlite', description: `SQLite ${file}`, connections: () => ({ total: 1, idle: null, waiting: null }) };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: POSTGRES_APPLICATION_NAME });
  // A client that loses its connection must not take the process down, idle in the pool or held between two statements
  // of a transaction (the database restarted, or dropped under it): the statement in flight fails with its own error,
  // and the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    description: describePostgresUrl(url),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is a postgres:// address, otherwise the SQLite file
 * `app.db` in the data dir. `db.destroy()` closes the file or the pool.
 */
export function openDatabase(dataDir: string, databaseUrl: string | undefined): DatabaseHandle {
  if (databaseUrl === undefined) return openSqlite(sqliteFileOf(dataDir));
  if (isPostgresUrl(databaseUrl)) return openPostgres(databaseUrl);
  throw new Error('DATABASE_URL deve começar com postgres:// ou postgresql://; sem ela, a API usa o SQLite em DATA_DIR.');
}
