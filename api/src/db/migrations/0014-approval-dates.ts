import { sql, type Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/**
 * When each property was last approved (`properties.approved_at`, ISO 8601 text in UTC; null while it never was).
 * A property approved before this migration gets the best date known: its last change.
 */
export function approvalDatesMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema.alterTable('properties').addColumn('approved_at', 'text').execute();
      await sql`update properties set approved_at = coalesce(updated_at, created_at) where status = 'approved'`.execute(db);
    },
    async down(db: MigrationDatabase) {
      await db.schema.alterTable('properties').dropColumn('approved_at').execute();
    },
  };
}
