import { openDatabase } from '../../api/src/db/connect.js';
import { startApi, type ApiOptions } from '../../api/src/server.js';
import { createTemporaryDatabase, postgresUnavailableReason } from '../api/support/postgres.js';
import { growVariedCatalogue } from '../support/varied-catalogue.js';

/** The PostgreSQL server the benchmarks create their databases on (trust auth, as in the test setup). */
const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where a benchmark's catalogue lives: the SQLite file of the data dir, or a PostgreSQL database made for the run. */
export interface BenchDatabase {
  label: 'SQLite' | 'PostgreSQL';
  /** `undefined` for SQLite (the API uses `app.db` in its data dir). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

const sqliteBenchDatabase: BenchDatabase = { label: 'SQLite', databaseUrl: undefined, drop: () => Promise.resolve() };

/**
 * A fresh PostgreSQL database `<prefix>_<pid>_<random>` on the bench server, dropped by `drop()`; `undefined`, with
 * the reason printed, when the server does not answer.
 */
async function createPostgresBenchDatabase(prefix: string): Promise<BenchDatabase | undefined> {
  const unavailable = await postgresUnavailableReason(BENCH_POSTGRES_URL);
  if (unavailable !== undefined) {
    console.log(`PostgreSQL ignorado: ${unavailable}`);
    return undefined;
  }
  const database = await createTemporaryDatabase(prefix, BENCH_POSTGRES_URL);
  return { label: 'PostgreSQL', databaseUrl: database.url, drop: () => database.drop() };
}

/**
 * Runs `bench` on SQLite, then on a PostgreSQL database made for the run (named after `postgresPrefix`, when the
 * server is reachable), one after the other, and answers their figures; every database made is dropped, also after
 * a failure.
 */
export async function benchEachDatabase<Figures>(
  postgresPrefix: string,
  bench: (database: BenchDatabase) => Promise<Figures>,
): Promise<Figures[]> {
  const databases: BenchDatabase[] = [sqliteBenchDatabase];
  const postgres = await createPostgresBenchDatabase(postgresPrefix);
  if (postgres !== undefined) databases.push(postgres);
  const all: Figures[] = [];
  try {
    while (databases.length > 0) all.push(await bench(databases.shift()!));
  } finally {
    for (const database of databases) await database.drop();
  }
  return all;
}

/**
 * The demo content (company, consultants, photos) on the database, then the catalogue grown to `size` properties
 * reusing the demo's photos; answers how many there are and how long growing took.
 */
export async function prepareGrownCatalogue(
  dataDir: string,
  database: BenchDatabase,
  size: number,
  apiOptions: Pick<ApiOptions, 'adminPassword'> = {},
): Promise<{ count: number; growMs: number }> {
  const seeded = await startApi({ ...apiOptions, port: 0, dataDir, databaseUrl: database.databaseUrl, log: () => {} });
  await seeded.close();
  const handle = openDatabase(dataDir, database.databaseUrl);
  try {
    const started = performance.now();
    const count = await growVariedCatalogue(handle.db, handle.dialect, size);
    return { count, growMs: performance.now() - started };
  } finally {
    await handle.db.destroy();
  }
}
