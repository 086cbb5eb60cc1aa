import { sql, type Migration } from 'kysely';
import { changeAllowedValues } from './allowed-values.js';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The lead sources before and after this migration: this migration's own copies. */
const SOURCES_BEFORE = ['contact', 'registration', 'whatsapp'] as const;
const SOURCES_AFTER = [...SOURCES_BEFORE, 'zap', 'vivareal', 'olx', 'chavesnamao'] as const;
const PORTAL_LEAD_INDEX = 'leads_portal_lead_idx';
const REJECTS_INDEX = 'portal_lead_rejects_received_idx';

const SOURCE = { table: 'leads', column: 'source' } as const;

/**
 * Leads the portals post by themselves: four more sources (ZAP Imóveis, Viva Real, OLX, Chaves na Mão); on a lead,
 * the portal's own id of it (`origin_lead_id`, one lead per portal and id: the unique index) and the listing code
 * the portal named (`listing_code`, kept when no property has it); each portal's address secret, as its SHA-256
 * (`portal_lead_keys`); and the documents that could not be read, kept 30 days for staff (`portal_lead_rejects`).
 */
export function portalLeadsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await changeAllowedValues(db, dialect, SOURCE, SOURCES_BEFORE, SOURCES_AFTER);
      await db.schema.alterTable('leads').addColumn('origin_lead_id', 'text').execute();
      await db.schema.alterTable('leads').addColumn('listing_code', 'text').execute();
      await db.schema.createIndex(PORTAL_LEAD_INDEX).on('leads').columns(['source', 'origin_lead_id']).unique().execute();
      await withId(db.schema.createTable('portal_lead_keys'), dialect)
        .addColumn('portal', 'text', (column) => column.notNull().unique())
        .addColumn('secret_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await withId(db.schema.createTable('portal_lead_rejects'), dialect)
        .addColumn('portal', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(REJECTS_INDEX).on('portal_lead_rejects').columns(['received_at', 'id']).execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('portal_lead_rejects').execute();
      await db.schema.dropTable('portal_lead_keys').execute();
      await db.schema.dropIndex(PORTAL_LEAD_INDEX).execute();
      await sql`delete from leads where source not in (${sql.join(SOURCES_BEFORE.map((source) => sql.lit(source)))})`.execute(db);
      await db.schema.alterTable('leads').dropColumn('listing_code').execute();
      await db.schema.alterTable('leads').dropColumn('origin_lead_id').execute();
      await changeAllowedValues(db, dialect, SOURCE, SOURCES_AFTER, SOURCES_BEFORE);
    },
  };
}
