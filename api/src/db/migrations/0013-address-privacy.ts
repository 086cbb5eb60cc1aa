import type { Migration } from 'kysely';
import { oneOf, type MigrationDatabase } from './columns.js';

/** How much of a property's address is public, as this migration checks it: this migration's own copy. */
const ADDRESS_PRIVACY_CHOICES = ['full', 'street', 'neighborhood'] as const;

/**
 * How much of each property's address the site, its structured data, its link preview and the portals' feed
 * show (`properties.address_privacy`): the whole address, the street without number and complement, or the
 * neighbourhood only. Every existing property gets 'street', the default.
 */
export function addressPrivacyMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema
        .alterTable('properties')
        .addColumn('address_privacy', 'text', (column) =>
          column.notNull().defaultTo('street').check(oneOf('address_privacy', ADDRESS_PRIVACY_CHOICES)),
        )
        .execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.alterTable('properties').dropColumn('address_privacy').execute();
    },
  };
}
