import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.js';

/**
 * Arbitrary constant naming the start-up lock in PostgreSQL. It differs from the first-start content's
 * own lock (`demo/guard.ts`) and from the lock Kysely's migrator takes, which are taken inside it.
 */
export const START_UP_LOCK_KEY = 740_260_000;

/**
 * Runs the work every API does once when it starts (migrations, the first-start content) while holding a
 * PostgreSQL advisory lock on one connection of the pool, so that several APIs starting at the same moment
 * take turns: the first one does the work, the next ones find it done. The lock is released when the work
 * ends, failed or not, and with the connection if the process dies. A SQLite file is opened by one API
 * process only, so there the work just runs.
 */
export async function runAtStartUpOnce<T>(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_UP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_UP_LOCK_KEY})`.execute(connection);
    }
  });
}
