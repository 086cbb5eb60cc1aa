import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server used for the PostgreSQL runs; each run gets its own fresh database on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>, serverUrl = TEST_DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why PostgreSQL cannot be used on this server (the test server by default), or `undefined` when it answers. */
export async function postgresUnavailableReason(serverUrl = TEST_DATABASE_URL): Promise<string | undefined> {
  try {
    await withAdminClient((client) => client.query('select 1'), serverUrl);
    return undefined;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return `PostgreSQL não responde em ${new URL(serverUrl).host} (${detail})`;
  }
}

export interface TemporaryDatabase {
  url: string;
  name: string;
  /** Open connections to this database made under the given application name. */
  openConnections(applicationName: string): Promise<number>;
  drop(): Promise<void>;
}

/** Creates a uniquely named (`<prefix>_<pid>_<random>`), empty database on the server (the test server by default). */
export async function createTemporaryDatabase(prefix = 'api_test', serverUrl = TEST_DATABASE_URL): Promise<TemporaryDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`), serverUrl);
  return {
    url: withDatabase(serverUrl, name),
    name,
    async openConnections(applicationName) {
      return withAdminClient(async (client) => {
        const result = await client.query<{ count: string }>(
          'select count(*) as count from pg_stat_activity where datname = $1 and application_name = $2',
          [name, applicationName],
        );
        return Number(result.rows[0]?.count ?? 0);
      }, serverUrl);
    },
    async drop() {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`), serverUrl);
    },
  };
}
