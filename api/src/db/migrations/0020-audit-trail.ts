import { sql, type Migration } from 'kysely';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

const RECORD_INDEX = 'audit_entries_record';
const RECORD_TYPE_INDEX = 'audit_entries_record_type';
const ACTOR_INDEX = 'audit_entries_actor';
const AT_INDEX = 'audit_entries_at';
const PERSONAL_RECORD_INDEX = 'audit_personal_values_record';
/** What PostgreSQL and SQLite answer a write the trail refuses. */
const APPEND_ONLY_MESSAGE = 'O registro de auditoria não pode ser alterado nem apagado.';

/** SQLite: one trigger per refused statement kind. */
async function refuseOnSqlite(db: MigrationDatabase, table: string, kinds: readonly ('UPDATE' | 'DELETE')[]): Promise<void> {
  for (const kind of kinds) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_no_${kind.toLowerCase()} BEFORE ${kind} ON ${table} BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END`,
      )
      .execute(db);
  }
}

/** PostgreSQL: one function refusing, fired for each refused statement kind (TRUNCATE as a statement). */
async function refuseOnPostgres(db: MigrationDatabase, table: string, kinds: readonly ('UPDATE' | 'DELETE')[]): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}'; END $$`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${table}_append_only BEFORE ${kinds.join(' OR ')} ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_append_only()`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only()`)
    .execute(db);
}

/**
 * The audit trail: one entry per staff write (and per sign-in, failed sign-in, sign-out and password reset), with who,
 * when, from which address, the record and each changed field before and after. Entries are append-only: the
 * database itself refuses to change or delete one. The values of a person's own fields (a client's or a lead's name,
 * e-mail, phone, message) live beside the entry, in `audit_personal_values`, which may be deleted (never changed), so
 * that erasing a person under the LGPD leaves the trail of what changed and when, without what it said.
 */
export function auditTrailMigration(dialect: DialectName): Migration {
  const refuse = dialect === 'postgres' ? refuseOnPostgres : refuseOnSqlite;
  return {
    async up(db: MigrationDatabase) {
      await withId(db.schema.createTable('audit_entries'), dialect)
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text')
        .addColumn('address', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('record_type', 'text', (column) => column.notNull())
        .addColumn('record_id', 'integer')
        .addColumn('record_label', 'text')
        .addColumn('changes', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(RECORD_INDEX).on('audit_entries').columns(['record_type', 'record_id', 'id']).execute();
      await db.schema.createIndex(RECORD_TYPE_INDEX).on('audit_entries').columns(['record_type', 'id']).execute();
      await db.schema.createIndex(ACTOR_INDEX).on('audit_entries').columns(['actor_id', 'id']).execute();
      await db.schema.createIndex(AT_INDEX).on('audit_entries').columns(['at', 'id']).execute();
      await db.schema
        .createTable('audit_personal_values')
        .addColumn('entry_id', 'integer', (column) => column.primaryKey())
        .addColumn('record_type', 'text', (column) => column.notNull())
        .addColumn('record_id', 'integer', (column) => column.notNull())
        .addColumn('record_label', 'text')
        .addColumn('changes', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(PERSONAL_RECORD_INDEX).on('audit_personal_values').columns(['record_type', 'record_id']).execute();
      await refuse(db, 'audit_entries', ['UPDATE', 'DELETE']);
      await refuse(db, 'audit_personal_values', ['UPDATE']);
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('audit_personal_values').execute();
      await db.schema.dropTable('audit_entries').execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_append_only()`.execute(db);
    },
  };
}
