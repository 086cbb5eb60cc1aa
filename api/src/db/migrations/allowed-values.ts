import { sql } from 'kysely';
import { oneOf, type DialectName, type MigrationDatabase } from './columns.js';
import { rebuildSqliteTable } from './sqlite-table-rebuild.js';

/** The values of an `in (…)` check as the migrations write it, quoted and comma-separated. */
function valueList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ');
}

/** A CREATE TABLE text as SQLite keeps it, with the check of `column` moved from one list of values to another. */
function withAllowedValues(createSql: string, column: string, from: readonly string[], to: readonly string[]): string {
  const before = `"${column}" in (${valueList(from)})`;
  if (!createSql.includes(before)) throw new Error(`A checagem de "${column}" não foi encontrada: ${createSql}`);
  return createSql.replace(before, `"${column}" in (${valueList(to)})`);
}

/** PostgreSQL's name for the check of `table.column`, whatever it named an inline check. */
async function postgresCheckName(db: MigrationDatabase, table: string, column: string): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = ${table}::regclass and contype = 'c' and pg_get_constraintdef(oid) like ${`%${column}%`}`.execute(db);
  const name = rows[0]?.name;
  if (name === undefined || rows.length > 1) throw new Error(`A checagem de ${table}.${column} não foi encontrada.`);
  return name;
}

/**
 * Moves the check of a text column from one list of allowed values to another: PostgreSQL swaps the constraint in
 * place, SQLite rebuilds the table (`sqlite-table-rebuild.ts`).
 */
export async function changeAllowedValues(
  db: MigrationDatabase,
  dialect: DialectName,
  target: { table: string; column: string },
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  const { table, column } = target;
  if (dialect === 'postgres') {
    const check = await postgresCheckName(db, table, column);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(check)}, add constraint ${sql.id(check)} check (${oneOf(column, to)})`.execute(
      db,
    );
  } else {
    await rebuildSqliteTable(db, table, (created) => withAllowedValues(created, column, from, to));
  }
}
