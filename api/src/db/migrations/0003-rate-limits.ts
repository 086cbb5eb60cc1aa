import type { Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/** Per-address request counters of the visitors' calls, shared by every API process. */
export function rateLimitsMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('window_start', 'text', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'address', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
