import type { Migration } from 'kysely';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

const PROPERTY_INDEX = 'registration_tracking_property_id_idx';

/**
 * The owner's private tracking links: each issued token is kept only as its SHA-256 (`token_hash`, unique),
 * with the property it shows; a property may have several, and each stays valid. The reason staff give when
 * they reject a property (`properties.status_reason`), read by its owner on that page.
 */
export function registrationTrackingMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema.alterTable('properties').addColumn('status_reason', 'text').execute();
      await withId(db.schema.createTable('registration_tracking'), dialect)
        .addColumn('property_id', 'integer', (column) => column.notNull().references('properties.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(PROPERTY_INDEX).on('registration_tracking').columns(['property_id']).execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('registration_tracking').execute();
      await db.schema.alterTable('properties').dropColumn('status_reason').execute();
    },
  };
}
