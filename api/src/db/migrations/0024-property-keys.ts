import { sql, type Migration } from 'kysely';
import { isFlag, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The indexes of the keys, named by the code that reads through them or is refused by them. */
const KEY_INDEXES = {
  /** A property's keys. */
  property: 'property_keys_property_id',
  /** A key's checkouts, newest first: its history. */
  keyHistory: 'key_checkouts_key_id_id',
  /** At most one open checkout per key: the database's last word on two check-outs at once. */
  openPerKey: 'key_checkouts_open_key_unique',
  /** The open checkouts by due time: every overdue key, for the administrators. */
  openDue: 'key_checkouts_open_due_at',
  /** A broker's open checkouts by due time: the keys they hold past due. */
  brokerOpenDue: 'key_checkouts_open_broker_due_at',
  visit: 'key_checkouts_visit_id',
} as const;

/**
 * The keys of the properties (`property_keys`: a label such as 'Portão + apartamento', where it is kept, the code of
 * its hook or tag, removed keys kept for their history) and their checkouts (`key_checkouts`: the broker who took it,
 * for a visit or not, when and by whom, the time it is due back, and when and by whom it came back). A checkout with
 * no `checked_in_at` is open; a partial unique index allows one open checkout per key.
 */
export function propertyKeysMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await withId(db.schema.createTable('property_keys'), dialect)
        .addColumn('property_id', 'integer', (column) => column.notNull().references('properties.id').onDelete('cascade'))
        .addColumn('label', 'text', (column) => column.notNull())
        .addColumn('location', 'text', (column) => column.notNull())
        .addColumn('code', 'text')
        .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1).check(isFlag('is_active')))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await withId(db.schema.createTable('key_checkouts'), dialect)
        .addColumn('key_id', 'integer', (column) => column.notNull().references('property_keys.id').onDelete('cascade'))
        .addColumn('broker_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('visit_id', 'integer', (column) => column.references('visits.id').onDelete('set null'))
        .addColumn('checked_out_at', 'text', (column) => column.notNull())
        .addColumn('checked_out_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('due_at', 'text', (column) => column.notNull())
        .addColumn('checked_in_at', 'text')
        .addColumn('checked_in_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .execute();
      const { property, keyHistory, openPerKey, openDue, brokerOpenDue, visit } = KEY_INDEXES;
      const open = sql<boolean>`checked_in_at is null`;
      await db.schema.createIndex(property).on('property_keys').columns(['property_id', 'id']).execute();
      await db.schema.createIndex(keyHistory).on('key_checkouts').columns(['key_id', 'id']).execute();
      await db.schema.createIndex(openPerKey).on('key_checkouts').column('key_id').unique().where(open).execute();
      await db.schema.createIndex(openDue).on('key_checkouts').columns(['due_at', 'id']).where(open).execute();
      await db.schema.createIndex(brokerOpenDue).on('key_checkouts').columns(['broker_id', 'due_at']).where(open).execute();
      await db.schema.createIndex(visit).on('key_checkouts').column('visit_id').execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropTable('key_checkouts').execute();
      await db.schema.dropTable('property_keys').execute();
    },
  };
}
