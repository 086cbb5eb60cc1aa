import pg from 'pg';

/** The PostgreSQL server the benchmarks create their databases on (trust auth, as in the test setup). */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where a benchmark's catalogue lives: the SQLite file of the data dir, or a PostgreSQL database made for the run. */
export interface BenchDatabase {
  label: 'SQLite' | 'PostgreSQL';
  /** `undefined` for SQLite (the API uses `app.db` in its data dir). */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const sqliteBenchDatabase: BenchDatabase = { label: 'SQLite', databaseUrl: undefined, drop: () => Promise.resolve() };

/**
 * A fresh PostgreSQL database `<prefix>_<pid>` on the bench server, dropped by `drop()`; `undefined`, with
 * the reason printed, when the server does not answer.
 */
export async function createPostgresBenchDatabase(prefix: string): Promise<BenchDatabase | undefined> {
  const name = `${prefix}_${process.pid}`;
  try {
    await withAdminClient(async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.log(`PostgreSQL ignorado: não responde em ${new URL(BENCH_POSTGRES_URL).host} (${detail})`);
    return undefined;
  }
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    databaseUrl: url.toString(),
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
