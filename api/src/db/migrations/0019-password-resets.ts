import { sql, type Migration } from 'kysely';
import { changeAllowedValues } from './allowed-values.js';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The mail kinds before and after this migration: this migration's own copies. */
const MAIL_KINDS_BEFORE = ['contact_message', 'property_status', 'lead_assigned'] as const;
const MAIL_KINDS_AFTER = [...MAIL_KINDS_BEFORE, 'password_reset'] as const;
const MAIL_KIND = { table: 'outbox', column: 'kind' } as const;
const USER_INDEX = 'password_resets_user_id';

/**
 * A way back for staff who forgot their password: single-use links, each stored as the SHA-256 of its token with its
 * user, when it was made, when it expires and when it was used; and the mail that carries the link.
 */
export function passwordResetsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_BEFORE, MAIL_KINDS_AFTER);
      await withId(db.schema.createTable('password_resets'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex(USER_INDEX).on('password_resets').columns(['user_id', 'id']).execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('password_resets').execute();
      await sql`delete from outbox where kind = 'password_reset'`.execute(db);
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_AFTER, MAIL_KINDS_BEFORE);
    },
  };
}
