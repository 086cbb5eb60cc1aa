import { sql, type Migration } from 'kysely';
import { changeAllowedValues } from './allowed-values.js';
import { oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allows as this migration writes them: this migration's own copies. */
const SOURCES_BEFORE = ['contact', 'registration', 'whatsapp', 'zap', 'vivareal', 'olx', 'chavesnamao'] as const;
const SOURCES_AFTER = [...SOURCES_BEFORE, 'visit'] as const;
const VISIT_STATUSES = ['requested', 'confirmed', 'done', 'cancelled', 'no_show'] as const;
/** The statuses that hold a broker's time: a cancelled visit frees it; a visit done or missed is past. */
const HOLDING_STATUSES = ['requested', 'confirmed'] as const;

/** The indexes of the visits, named by the code that reads through them or is refused by them. */
export const VISIT_INDEXES = {
  /** Every broker's agenda by time, for staff who see them all. */
  time: 'visits_starts_at',
  /** A broker's agenda by time; also the overlap check's and the free slots' read. */
  brokerTime: 'visits_broker_starts_at',
  /** The property's visits by time: its free slots, its count on the owner's page. */
  propertyTime: 'visits_property_starts_at',
  /** One holding visit per broker and start: the database's last word on a slot booked twice at once. */
  brokerSlot: 'visits_broker_slot_unique',
  /** The visitor's private link, by the SHA-256 of its token. */
  token: 'visits_token_hash_unique',
  lead: 'visits_lead_id',
  client: 'visits_client_id',
} as const;

const SOURCE = { table: 'leads', column: 'source' } as const;
const MAIL_KINDS_BEFORE = ['contact_message', 'property_status', 'lead_assigned', 'password_reset'] as const;
const MAIL_KINDS_AFTER = [...MAIL_KINDS_BEFORE, 'visit_requested', 'visit_confirmed', 'visit_reminder'] as const;
const MAIL_KIND = { table: 'outbox', column: 'kind' } as const;

/**
 * The visits (`visits`): a property shown by its broker to a person, from a start to an end (ISO instants, UTC),
 * requested by a visitor from the listing or booked by staff, with the person's name, phone and e-mail as given
 * then, its status, the reason it was cancelled, its outcome (the client's interest from 1 to 5 and a comment) and
 * the visitor's confirmation that it happened (when, from which address). A visitor's private link is kept only as
 * the SHA-256 of its token. Leads gain the source 'visit' ('Agendamento'); the outbox, the visitors' mails (the request
 * received, the visit confirmed) and an iCalendar invitation a mail may carry (`calendar`). Each broker may have a
 * private calendar feed of their visits (`calendar_feeds`: its token is the feed's address, replaceable).
 */
export function visitsMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await changeAllowedValues(db, dialect, SOURCE, SOURCES_BEFORE, SOURCES_AFTER);
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_BEFORE, MAIL_KINDS_AFTER);
      await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
      await withId(db.schema.createTable('visits'), dialect)
        .addColumn('property_id', 'integer', (column) => column.notNull().references('properties.id').onDelete('cascade'))
        .addColumn('broker_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lead_id', 'integer', (column) => column.references('leads.id').onDelete('set null'))
        .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull())
        .addColumn('email', 'text')
        .addColumn('starts_at', 'text', (column) => column.notNull())
        .addColumn('ends_at', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('requested').check(oneOf('status', VISIT_STATUSES)))
        .addColumn('cancel_reason', 'text')
        .addColumn('interest', 'integer', (column) => column.check(sql`interest between 1 and 5`))
        .addColumn('outcome_comment', 'text')
        .addColumn('outcome_at', 'text')
        .addColumn('token_hash', 'text')
        .addColumn('visitor_confirmed_at', 'text')
        .addColumn('visitor_confirmed_address', 'text')
        .addColumn('reminder_queued_at', 'text')
        .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('anonymized_at', 'text')
        .execute();
      const { time, brokerTime, propertyTime, brokerSlot, token, lead, client } = VISIT_INDEXES;
      await db.schema.createIndex(time).on('visits').columns(['starts_at', 'id']).execute();
      await db.schema.createIndex(brokerTime).on('visits').columns(['broker_id', 'starts_at']).execute();
      await db.schema.createIndex(propertyTime).on('visits').columns(['property_id', 'starts_at']).execute();
      await db.schema
        .createIndex(brokerSlot)
        .on('visits')
        .columns(['broker_id', 'starts_at'])
        .unique()
        .where(
          sql.ref('status'),
          'in',
          HOLDING_STATUSES.map((status) => sql.lit(status)),
        )
        .execute();
      await db.schema.createIndex(token).on('visits').column('token_hash').unique().execute();
      await db.schema.createIndex(lead).on('visits').column('lead_id').execute();
      await db.schema.createIndex(client).on('visits').column('client_id').execute();
      await withId(db.schema.createTable('calendar_feeds'), dialect)
        .addColumn('user_id', 'integer', (column) => column.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('calendar_feeds').execute();
      await db.schema.dropTable('visits').execute();
      await sql`delete from leads where source = 'visit'`.execute(db);
      await sql`delete from outbox where kind in ('visit_requested', 'visit_confirmed', 'visit_reminder')`.execute(db);
      await db.schema.alterTable('outbox').dropColumn('calendar').execute();
      await changeAllowedValues(db, dialect, MAIL_KIND, MAIL_KINDS_AFTER, MAIL_KINDS_BEFORE);
      await changeAllowedValues(db, dialect, SOURCE, SOURCES_AFTER, SOURCES_BEFORE);
    },
  };
}
