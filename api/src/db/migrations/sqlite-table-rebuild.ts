import { sql } from 'kysely';
import type { MigrationDatabase } from './columns.js';

interface SchemaEntry {
  type: string;
  sql: string;
}

/** The top-level, comma-separated parts of a CREATE TABLE's parenthesis: columns and table constraints. */
function definitionParts(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(body.slice(start).trim());
  return parts;
}

/**
 * A CREATE TABLE text (as SQLite keeps it in `sqlite_master`) with each of `columns` made `not null`
 * (`required`) or nullable again. Throws unless each column is defined exactly once.
 */
export function withColumnNullability(createSql: string, columns: readonly string[], required: boolean): string {
  const open = createSql.indexOf('(');
  if (open < 0 || !createSql.endsWith(')')) throw new Error(`Definição de tabela inesperada: ${createSql}`);
  const parts = definitionParts(createSql.slice(open + 1, -1));
  for (const column of columns) {
    const at = parts.map((part, index) => (part.startsWith(`"${column}" `) ? index : -1)).filter((index) => index >= 0);
    if (at.length !== 1) throw new Error(`A coluna "${column}" não está definida uma única vez: ${createSql}`);
    const index = at[0] ?? 0;
    const nullable = (parts[index] ?? '').replace(/(?<!\bis) not null\b/gi, '');
    parts[index] = required ? `${nullable} not null` : nullable;
  }
  return `${createSql.slice(0, open + 1)}${parts.join(', ')})`;
}

/**
 * Rebuilds a SQLite table under a new definition, since SQLite's ALTER TABLE cannot change a column's
 * constraints (https://www.sqlite.org/lang_altertable.html#otheralter): with foreign keys off, in one
 * transaction, a copy under the new definition takes every row, replaces the table, and gets back its indexes,
 * triggers and AUTOINCREMENT counter; the foreign keys are then checked and switched back on. The
 * migrations of SQLite run outside a transaction, which is what lets the foreign keys be switched off.
 */
export async function rebuildSqliteTable(db: MigrationDatabase, table: string, redefine: (createSql: string) => string): Promise<void> {
  const foreignKeys = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys === 1;
  if (foreignKeys) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (transaction) => {
      const entries = (
        await sql<SchemaEntry>`select type, sql from sqlite_master where tbl_name = ${table} and sql is not null order by rowid`.execute(
          transaction,
        )
      ).rows;
      const created = entries.find((entry) => entry.type === 'table');
      if (created === undefined) throw new Error(`A tabela ${table} não existe.`);
      const copy = `${table}_rebuilt`;
      const header = `CREATE TABLE "${table}" (`;
      if (!created.sql.startsWith(header)) throw new Error(`Definição inesperada da tabela ${table}: ${created.sql}`);
      const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`
        .execute(transaction)
        .then((result) => result.rows[0]?.seq)
        .catch(() => undefined);

      await sql.raw(`CREATE TABLE "${copy}" (${redefine(created.sql).slice(header.length)}`).execute(transaction);
      await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(transaction);
      await sql.raw(`drop table "${table}"`).execute(transaction);
      await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(transaction);
      for (const entry of entries) if (entry.type !== 'table') await sql.raw(entry.sql).execute(transaction);
      if (counter !== undefined) await sql`update sqlite_sequence set seq = ${counter} where name = ${table}`.execute(transaction);

      const broken = await sql`pragma foreign_key_check`.execute(transaction);
      if (broken.rows.length > 0) throw new Error(`A reconstrução de ${table} deixaria chaves estrangeiras quebradas.`);
    });
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}
