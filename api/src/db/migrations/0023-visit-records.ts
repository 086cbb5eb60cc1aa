import { sql, type Migration } from 'kysely';
import { changeAllowedValues } from './allowed-values.js';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values the outbox's check allows as this migration writes them: this migration's own copies. */
const MAIL_KINDS_BEFORE = [
  'contact_message',
  'property_status',
  'lead_assigned',
  'password_reset',
  'visit_requested',
  'visit_confirmed',
  'visit_reminder',
] as const;
const MAIL_KINDS_AFTER = [...MAIL_KINDS_BEFORE, 'visit_daily_agenda'] as const;
const MAIL_KIND = { table: 'outbox', column: 'kind' } as const;

/**
 * The 'fichas de visita' (`visit_records`): each PDF generated for a visit, its private file's name in the store, when
 * and by whom. The brokers' daily agenda mails (`daily_agenda_mails`): one row per broker and São Paulo day, written
 * in the transaction that queues the day's mail, so that the mail goes once whatever the number of APIs; the outbox
 * gains its kind 'visit_daily_agenda'.
 */
export function visitRecordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_BEFORE, MAIL_KINDS_AFTER);
      await withId(db.schema.createTable('visit_records'), dialect)
        .addColumn('visit_id', 'integer', (column) => column.notNull().references('visits.id').onDelete('cascade'))
        .addColumn('stored_file', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('visit_records_visit_id').on('visit_records').columns(['visit_id', 'id']).execute();
      await withId(db.schema.createTable('daily_agenda_mails'), dialect)
        .addColumn('broker_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('queued_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('daily_agenda_mails_broker_day_unique')
        .on('daily_agenda_mails')
        .columns(['broker_id', 'day'])
        .unique()
        .execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('daily_agenda_mails').execute();
      await db.schema.dropTable('visit_records').execute();
      await sql`delete from outbox where kind = 'visit_daily_agenda'`.execute(db);
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_AFTER, MAIL_KINDS_BEFORE);
    },
  };
}
