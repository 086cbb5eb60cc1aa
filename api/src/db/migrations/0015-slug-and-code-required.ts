import { sql, type Migration } from 'kysely';
import type { DialectName, MigrationDatabase } from './columns.js';
import { rebuildSqliteTable, withColumnNullability } from './sqlite-table-rebuild.js';

const REQUIRED_COLUMNS = ['slug', 'code'] as const;

/**
 * The slug and code rules as they stood when the columns became required; kept here so this migration fills
 * exactly what the API would have answered for the row, whatever later code does.
 */
const CODE_PREFIXES: Readonly<Record<string, string>> = { rent: 'L', sale: 'V', launch: 'LA', both: 'VL' };

function slugOf(title: string, id: number): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words === '' ? `imovel-${id}` : `${words}-${id}`;
}

interface Unfilled {
  id: number;
  title: string;
  operation: string;
  year: number;
  slug: string | null;
  code: string | null;
}

/** Gives every row without a slug or code the one the API derived for it on every read. */
async function fillMissing(db: MigrationDatabase): Promise<void> {
  const rows = (
    await sql<Unfilled>`select id, title, operation, year, slug, code from properties where slug is null or code is null order by id`.execute(
      db,
    )
  ).rows;
  if (rows.length === 0) return;
  const taken = new Set(
    (await sql<{ code: string }>`select lower(code) as code from properties where code is not null`.execute(db)).rows.map(
      (row) => row.code,
    ),
  );
  for (const row of rows) {
    let code = row.code;
    if (code === null) {
      const generated = `${CODE_PREFIXES[row.operation] ?? 'VL'}-${row.id}-${row.year}`;
      code = generated;
      for (let suffix = 2; taken.has(code.toLowerCase()); suffix += 1) code = `${generated}-${suffix}`;
      taken.add(code.toLowerCase());
    }
    const slug = row.slug ?? slugOf(row.title, row.id);
    await sql`update properties set slug = ${slug}, code = ${code} where id = ${row.id}`.execute(db);
  }
}

/**
 * Every property has its slug and code, written in the transaction that inserts it: the columns say so. Rows
 * written before (a slug or code still null) first get the ones the API answered for them.
 */
export function slugAndCodeRequiredMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await fillMissing(db);
      if (dialect === 'postgres') {
        await sql`alter table properties alter column slug set not null, alter column code set not null`.execute(db);
      } else {
        await rebuildSqliteTable(db, 'properties', (created) => withColumnNullability(created, REQUIRED_COLUMNS, true));
      }
    },
    async down(db: MigrationDatabase) {
      if (dialect === 'postgres') {
        await sql`alter table properties alter column slug drop not null, alter column code drop not null`.execute(db);
      } else {
        await rebuildSqliteTable(db, 'properties', (created) => withColumnNullability(created, REQUIRED_COLUMNS, false));
      }
    },
  };
}
