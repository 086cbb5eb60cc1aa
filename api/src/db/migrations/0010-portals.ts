import { sql, type Migration } from 'kysely';
import { isFlag, oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The publication levels as this migration checks them: this migration's own copy. */
const PORTAL_LEVELS = ['standard', 'premium', 'super_premium'] as const;
const MONEY = 'numeric(14, 2)';
const FEED_INDEX = 'properties_portal_feed_idx';

/**
 * Listings published to the portals: on each property whether it is marked for them (`portal_publish`,
 * off for every existing property), its level and, for a property offered for both sale and rent, the
 * monthly rent; on each company the contact the feed gives the portals (null: the company's own); the feed's
 * token in a one-row table (`portal_feed`), made on first use, with the feed's last version and when it was first
 * seen (the feed's Last-Modified). The index serves the feed's walk (marked,
 * approved, active, by id) and the report's count of marked properties.
 */
export function portalsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema
        .alterTable('properties')
        .addColumn('portal_publish', 'integer', (column) => column.notNull().defaultTo(0).check(isFlag('portal_publish')))
        .execute();
      await db.schema
        .alterTable('properties')
        .addColumn('portal_level', 'text', (column) => column.notNull().defaultTo('standard').check(oneOf('portal_level', PORTAL_LEVELS)))
        .execute();
      await db.schema
        .alterTable('properties')
        .addColumn('rental_price', sql.raw(MONEY), (column) => column.check(sql`rental_price >= 0`))
        .execute();
      for (const column of ['feed_contact_name', 'feed_email', 'feed_phone', 'feed_website']) {
        await db.schema.alterTable('companies').addColumn(column, 'text').execute();
      }
      await withId(db.schema.createTable('portal_feed'), dialect)
        .addColumn('token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('version', 'text')
        .addColumn('version_at', 'text')
        .execute();
      await db.schema.createIndex(FEED_INDEX).on('properties').columns(['portal_publish', 'status', 'is_active', 'id']).execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropIndex(FEED_INDEX).execute();
      await db.schema.dropTable('portal_feed').execute();
      for (const column of ['feed_contact_name', 'feed_email', 'feed_phone', 'feed_website']) {
        await db.schema.alterTable('companies').dropColumn(column).execute();
      }
      for (const column of ['rental_price', 'portal_level', 'portal_publish']) {
        await db.schema.alterTable('properties').dropColumn(column).execute();
      }
    },
  };
}
