import { sql, type Migration } from 'kysely';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The permission of the privacy screen (a person's data found, exported, anonymized), granted to the administrators. */
const PRIVACY_PERMISSION = { identifier: 'privacidade', description: 'Privacidade (LGPD)' } as const;
const ADMINISTRATORS_PERMISSION = 'usuarios';
/** This migration's own copy of the default retention of leads never converted, in months. */
const DEFAULT_RETENTION_MONTHS = 24;
const ANONYMIZED_TABLES = ['clients', 'leads', 'contact_messages', 'properties'] as const;
const CONSENT_RECORD_INDEX = 'privacy_consents_record';

async function grantToAdministrators(db: MigrationDatabase): Promise<void> {
  await sql`insert into permissions (description, identifier) values (${PRIVACY_PERMISSION.description}, ${PRIVACY_PERMISSION.identifier})`.execute(
    db,
  );
  await sql`insert into user_permissions (user_id, permission_id)
    select held.user_id, privacy.id from user_permissions held
    join permissions administrators on administrators.id = held.permission_id and administrators.identifier = ${ADMINISTRATORS_PERMISSION}
    join permissions privacy on privacy.identifier = ${PRIVACY_PERMISSION.identifier}`.execute(db);
}

/**
 * The people's data under the LGPD: each public form's consent (`privacy_consents`: the form, its record, the version
 * of the notice accepted, when and from which address); when a person's records were anonymized (`anonymized_at` on
 * clients, leads, contact messages and properties); the retention of leads never converted, set by the administrators
 * (`privacy_settings`, one row, with when its pass last ran, so that several APIs run it once); the permission
 * `privacidade`, granted to the administrators.
 */
export function personalDataMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await withId(db.schema.createTable('privacy_consents'), dialect)
        .addColumn('form', 'text', (column) => column.notNull())
        .addColumn('record_type', 'text', (column) => column.notNull())
        .addColumn('record_id', 'integer', (column) => column.notNull())
        .addColumn('notice_version', 'text', (column) => column.notNull())
        .addColumn('accepted_at', 'text', (column) => column.notNull())
        .addColumn('address', 'text')
        .execute();
      await db.schema.createIndex(CONSENT_RECORD_INDEX).on('privacy_consents').columns(['record_type', 'record_id']).execute();
      for (const table of ANONYMIZED_TABLES) {
        await db.schema.alterTable(table).addColumn('anonymized_at', 'text').execute();
      }
      await withId(db.schema.createTable('privacy_settings'), dialect)
        .addColumn('lead_retention_months', 'integer', (column) => column.notNull().defaultTo(DEFAULT_RETENTION_MONTHS))
        .addColumn('retention_ran_at', 'text')
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await sql`insert into privacy_settings (lead_retention_months, updated_at) values (${DEFAULT_RETENTION_MONTHS}, ${new Date().toISOString()})`.execute(
        db,
      );
      await grantToAdministrators(db);
    },
    async down(db: MigrationDatabase) {
      await sql`delete from permissions where identifier = ${PRIVACY_PERMISSION.identifier}`.execute(db);
      await db.schema.dropTable('privacy_settings').execute();
      for (const table of ANONYMIZED_TABLES) await db.schema.alterTable(table).dropColumn('anonymized_at').execute();
      await db.schema.dropTable('privacy_consents').execute();
    },
  };
}
