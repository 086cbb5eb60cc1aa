import { sql, type Migration } from 'kysely';
import { changeAllowedValues } from './allowed-values.js';
import { oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allows before and after this migration: this migration's own copies. */
const EVENT_KINDS_BEFORE = ['created', 'assigned', 'status', 'converted'] as const;
const EVENT_KINDS_AFTER = [...EVENT_KINDS_BEFORE, 'handed_over', 'chat'] as const;
const MAIL_KINDS_BEFORE = ['contact_message', 'property_status'] as const;
const MAIL_KINDS_AFTER = [...MAIL_KINDS_BEFORE, 'lead_assigned'] as const;
const DISTRIBUTION_MODES = ['manual', 'property_broker', 'duty_rotation'] as const;
const DEFAULT_HANDOVER_MINUTES = 15;

const EVENT_KIND = { table: 'lead_events', column: 'kind' } as const;
const MAIL_KIND = { table: 'outbox', column: 'kind' } as const;
const HANDOVER_INDEX = 'leads_handover_at_id';
const PERIOD_INDEX = 'leads_created_at_id';
const BROKER_ROLES = ['broker', 'leadbroker', 'adminbroker'] as const;
const LEADS_PERMISSION = 'leads';

/**
 * Leads handed out by themselves and answered in minutes: the agency's distribution setting (`lead_distribution`,
 * one row: manual, the property's responsible broker, or the turn of the brokers on duty; the minutes a lead waits
 * to be taken; whose turn was last); on a lead, when the distribution acts on it next (`handover_at`) and its first
 * response (`first_response_at`), with leads by creation time for the period views; the history's hand-overs and chats, and the mail that tells a broker of a lead;
 * and the leads permission for every broker, who sees only their own leads.
 */
export function leadDistributionMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await changeAllowedValues(db, dialect, EVENT_KIND, EVENT_KINDS_BEFORE, EVENT_KINDS_AFTER);
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_BEFORE, MAIL_KINDS_AFTER);
      await db.schema.alterTable('leads').addColumn('handover_at', 'text').execute();
      await db.schema.alterTable('leads').addColumn('first_response_at', 'text').execute();
      await db.schema.createIndex(HANDOVER_INDEX).on('leads').columns(['handover_at', 'id']).execute();
      await db.schema.createIndex(PERIOD_INDEX).on('leads').columns(['created_at', 'id']).execute();
      await withId(db.schema.createTable('lead_distribution'), dialect)
        .addColumn('mode', 'text', (column) => column.notNull().check(oneOf('mode', DISTRIBUTION_MODES)))
        .addColumn('handover_minutes', 'integer', (column) => column.notNull())
        .addColumn('last_broker_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await sql`insert into lead_distribution (mode, handover_minutes, last_broker_id, updated_at)
        values ('manual', ${DEFAULT_HANDOVER_MINUTES}, null, ${new Date().toISOString()})`.execute(db);
      await sql`insert into user_permissions (user_id, permission_id)
        select users.id, permissions.id from users join permissions on permissions.identifier = ${LEADS_PERMISSION}
        where users.role in (${sql.join(BROKER_ROLES.map((role) => sql.lit(role)))})
          and not exists (select 1 from user_permissions held where held.user_id = users.id and held.permission_id = permissions.id)`.execute(
        db,
      );
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('lead_distribution').execute();
      await db.schema.dropIndex(PERIOD_INDEX).execute();
      await db.schema.dropIndex(HANDOVER_INDEX).execute();
      await db.schema.alterTable('leads').dropColumn('first_response_at').execute();
      await db.schema.alterTable('leads').dropColumn('handover_at').execute();
      await sql`delete from outbox where kind = 'lead_assigned'`.execute(db);
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_AFTER, MAIL_KINDS_BEFORE);
      await sql`delete from lead_events where kind in ('handed_over', 'chat')`.execute(db);
      await changeAllowedValues(db, dialect, EVENT_KIND, EVENT_KINDS_AFTER, EVENT_KINDS_BEFORE);
    },
  };
}
