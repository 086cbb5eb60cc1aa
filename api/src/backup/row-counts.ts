import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { Database } from '../db/schema.js';

/** The tables of the database (SQLite's own bookkeeping and PostgreSQL's catalogues left out), by name. */
async function tableNames(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Rows per table, as the connection sees them (inside a snapshot's transaction, the snapshot's). */
export async function countRows(db: Kysely<Database>, dialect: DialectName): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db, dialect)) {
    const { rows } = await sql<{ count: number | string | bigint }>`select count(*) as count from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** The tables whose counts differ between two countings, as `table: expected → found`. */
export function differingCounts(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'ausente'} → ${found[table] ?? 'ausente'}`);
}
