import type { Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/**
 * Contract template files live in a private folder under random names: the row keeps that stored name,
 * the name the file was sent with (for the download) and the kind its content was checked to be.
 * No template had a file before, so the old address column simply goes.
 */
export function templateFilesMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema.alterTable('contract_templates').addColumn('stored_file', 'text').execute();
      await db.schema.alterTable('contract_templates').addColumn('file_name', 'text').execute();
      await db.schema.alterTable('contract_templates').addColumn('file_kind', 'text').execute();
      await db.schema.alterTable('contract_templates').dropColumn('file_url').execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.alterTable('contract_templates').addColumn('file_url', 'text').execute();
      await db.schema.alterTable('contract_templates').dropColumn('file_kind').execute();
      await db.schema.alterTable('contract_templates').dropColumn('file_name').execute();
      await db.schema.alterTable('contract_templates').dropColumn('stored_file').execute();
    },
  };
}
