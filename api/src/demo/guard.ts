import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect.js';
import { toNumber } from '../db/numbers.js';
import type { Database } from '../db/schema.js';

/** Arbitrary constant naming the "first-start content" lock in PostgreSQL. */
const SEED_LOCK_KEY = 740_260_001;

/**
 * Inside a transaction, makes concurrent first starts on one PostgreSQL database take turns, so that
 * the second one sees what the first wrote. (A SQLite file is only opened by one API process.)
 */
export async function takeSeedLock(transaction: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(transaction);
}

async function countRows(db: Kysely<Database>, table: 'companies' | 'properties' | 'videos'): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

/** Empty means no company, property, video or broker yet; an administrator alone does not count. */
export async function hasNoContent(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['companies', 'properties', 'videos'] as const) {
    if ((await countRows(db, table)) > 0) return false;
  }
  const broker = await db.selectFrom('users').select('id').where('role', '!=', 'administrative').executeTakeFirst();
  return broker === undefined;
}
