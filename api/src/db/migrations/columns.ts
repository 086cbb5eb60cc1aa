import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** The database kinds the migrations are written for. */
export type DialectName = 'sqlite' | 'postgres';

/** Adds an auto-incrementing integer primary key `id`, written the way each dialect expects. */
export function withId<TB extends string>(table: CreateTableBuilder<TB, never>, dialect: DialectName): CreateTableBuilder<TB, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** A check that a text column holds one of the given values. */
export function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** A check that an integer column is a 0/1 flag. */
export function isFlag(column: string) {
  return sql`${sql.ref(column)} in (0, 1)`;
}

export type MigrationDatabase = Kysely<unknown>;
