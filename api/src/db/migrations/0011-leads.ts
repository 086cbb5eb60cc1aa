import { sql, type Migration } from 'kysely';
import { oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allows as this migration writes them: this migration's own copy. */
const LEAD_SOURCES = ['contact', 'registration', 'whatsapp'] as const;
const LEAD_STATUSES = ['new', 'in_progress', 'converted', 'discarded'] as const;
const LEAD_EVENT_KINDS = ['created', 'assigned', 'status', 'converted'] as const;
const CONTACT_INTERESTS = ['buy', 'rent', 'sell', 'rent_out', 'others'] as const;

/** The permission of the lead inbox, granted to every holder of `usuarios` (the administrators). */
const LEADS_PERMISSION = { identifier: 'leads', description: 'Leads' } as const;
const ADMINISTRATORS_PERMISSION = 'usuarios';

/** Indexes of the lead inbox: newest first, by status, by source, by broker and assignee, and the search. */
const LEAD_INDEXES = {
  status: 'leads_status_id',
  source: 'leads_source_id',
  broker: 'leads_broker_id_id',
  assignee: 'leads_assigned_to_id',
  property: 'leads_property_id_id',
  search: 'leads_search_text_id',
  events: 'lead_events_lead_id_id',
} as const;

async function createLeads(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('leads'), dialect)
    .addColumn('source', 'text', (column) => column.notNull().check(oneOf('source', LEAD_SOURCES)))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new').check(oneOf('status', LEAD_STATUSES)))
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('interest', 'text', (column) => column.check(oneOf('interest', CONTACT_INTERESTS)))
    .addColumn('message', 'text')
    .addColumn('property_id', 'integer', (column) => column.references('properties.id').onDelete('set null'))
    .addColumn('broker_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('assigned_to', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
    .addColumn('page', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await withId(db.schema.createTable('lead_events'), dialect)
    .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull().check(oneOf('kind', LEAD_EVENT_KINDS)))
    .addColumn('detail', 'text')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

async function createIndexes(db: MigrationDatabase): Promise<void> {
  const { status, source, broker, assignee, property, search, events } = LEAD_INDEXES;
  await db.schema.createIndex(status).on('leads').columns(['status', 'id']).execute();
  await db.schema.createIndex(source).on('leads').columns(['source', 'status', 'id']).execute();
  await db.schema.createIndex(broker).on('leads').columns(['broker_id', 'id']).execute();
  await db.schema.createIndex(assignee).on('leads').columns(['assigned_to', 'id']).execute();
  await db.schema.createIndex(property).on('leads').columns(['property_id', 'id']).execute();
  await db.schema.createIndex(search).on('leads').columns(['search_text', 'status', 'source', 'id']).execute();
  await db.schema.createIndex(events).on('lead_events').columns(['lead_id', 'id']).execute();
}

async function grantToAdministrators(db: MigrationDatabase): Promise<void> {
  await sql`insert into permissions (description, identifier) values (${LEADS_PERMISSION.description}, ${LEADS_PERMISSION.identifier})`.execute(
    db,
  );
  await sql`insert into user_permissions (user_id, permission_id)
    select held.user_id, leads.id from user_permissions held
    join permissions administrators on administrators.id = held.permission_id and administrators.identifier = ${ADMINISTRATORS_PERMISSION}
    join permissions leads on leads.identifier = ${LEADS_PERMISSION.identifier}`.execute(db);
}

/**
 * The lead inbox: every contact message, owner registration and chat click becomes a lead (`leads`) with its
 * history (`lead_events`). Each lead keeps its name, e-mail, phone digits and property code folded in
 * `search_text`, written by every save. The permission `leads` is created and granted to the administrators.
 */
export function leadsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await createLeads(db, dialect);
      await createIndexes(db);
      await grantToAdministrators(db);
    },
    async down(db: MigrationDatabase) {
      await sql`delete from permissions where identifier = ${LEADS_PERMISSION.identifier}`.execute(db);
      await db.schema.dropTable('lead_events').execute();
      await db.schema.dropTable('leads').execute();
    },
  };
}
