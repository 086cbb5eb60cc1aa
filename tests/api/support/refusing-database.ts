import { sql } from 'kysely';
import type { Dialect, TestApi } from './test-api.js';

/** Runs `work` while the database refuses every insert (or every update) of a property, then lets it write again. */
export async function whileDatabaseRefuses(
  testApi: TestApi,
  dialect: Dialect,
  event: 'insert' | 'update',
  work: () => Promise<void>,
): Promise<void> {
  const name = sql.raw(`refuse_${event}`);
  const when = sql.raw(`before ${event} on properties`);
  const failing =
    dialect === 'postgres'
      ? [
          sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'recusado'; end $$`,
          sql`create trigger ${name} ${when} for each row execute function ${name}()`,
        ]
      : [sql`create trigger ${name} ${when} begin select raise(abort, 'recusado'); end`];
  for (const statement of failing) await statement.execute(testApi.db);
  try {
    await work();
  } finally {
    await sql`drop trigger ${name}${sql.raw(dialect === 'postgres' ? ' on properties' : '')}`.execute(testApi.db);
    if (dialect === 'postgres') await sql`drop function ${name}()`.execute(testApi.db);
  }
}
