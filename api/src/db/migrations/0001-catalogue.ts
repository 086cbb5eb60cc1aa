import { sql, type Migration } from 'kysely';
import { isFlag, oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allowed when this migration was written; later migrations change them, never this one. */
const OPERATIONS = ['rent', 'sale', 'launch', 'both'];
const PROPERTY_TYPES = ['house', 'apartment', 'land', 'rural', 'commercial'];
const IPTU_PERIODICITIES = ['monthly', 'annually', 'single_payment'];
const PROPERTY_STATUSES = ['in_analysis', 'approved', 'rejected'];
const USER_ROLES = ['broker', 'leadbroker', 'adminbroker', 'administrative'];

const MONEY = 'numeric(14, 2)';
const MEASURE = 'numeric(12, 2)';

async function createCompanies(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('companies'), dialect)
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('creci', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('whatsapp', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('address', 'text')
    .addColumn('number', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('companies_is_active_flag', isFlag('is_active'))
    .execute();
}

async function createUsers(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('creci', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('is_plantao', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('leadbroker_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('users_role_known', oneOf('role', USER_ROLES))
    .addCheckConstraint('users_is_active_flag', isFlag('is_active'))
    .addCheckConstraint('users_is_plantao_flag', isFlag('is_plantao'))
    .execute();
  await db.schema.createIndex('users_email_unique').unique().on('users').column('email').execute();
  await db.schema.createIndex('users_role_active_idx').on('users').columns(['role', 'is_active']).execute();
}

async function createClients(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('clients'), dialect)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('clients_is_active_flag', isFlag('is_active'))
    .execute();
}

async function createProperties(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('properties'), dialect)
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('slug', 'text')
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('highlights', 'text')
    .addColumn('reference_point', 'text')
    .addColumn('operation', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('price', MONEY)
    .addColumn('bedrooms', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('bathrooms', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('suites', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('garage', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('area', MEASURE)
    .addColumn('total_area', MEASURE)
    .addColumn('usable_area', MEASURE)
    .addColumn('built_area', MEASURE)
    .addColumn('lot_area', MEASURE)
    .addColumn('lot_front', MEASURE)
    .addColumn('lot_back', MEASURE)
    .addColumn('iptu_value', MONEY)
    .addColumn('iptu_periodicity', 'text')
    .addColumn('address', 'text')
    .addColumn('number', 'text')
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('responsible_broker', 'text')
    .addColumn('responsible_broker_phone', 'text')
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (column) => column.references('clients.id').onDelete('set null'))
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('in_analysis'))
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('is_reserved', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_launch', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('features', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('subdivision_name', 'text')
    .addColumn('delivery_date', 'text')
    .addColumn('ready_to_build', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('images', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('terms_accepted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('properties_operation_known', oneOf('operation', OPERATIONS))
    .addCheckConstraint('properties_type_known', oneOf('type', PROPERTY_TYPES))
    .addCheckConstraint('properties_status_known', oneOf('status', PROPERTY_STATUSES))
    .addCheckConstraint(
      'properties_iptu_periodicity_known',
      sql`iptu_periodicity is null or ${oneOf('iptu_periodicity', IPTU_PERIODICITIES)}`,
    )
    .addCheckConstraint(
      'properties_flags',
      sql`${isFlag('is_active')} and ${isFlag('is_reserved')} and ${isFlag('is_launch')} and ${isFlag('ready_to_build')} and ${isFlag('terms_accepted')}`,
    )
    .execute();

  const indexes: Array<[string, string[]]> = [
    ['properties_catalogue_idx', ['status', 'is_active', 'id']],
    ['properties_city_idx', ['city']],
    ['properties_type_idx', ['type']],
    ['properties_operation_idx', ['operation', 'is_launch']],
    ['properties_price_idx', ['price']],
    ['properties_bedrooms_idx', ['bedrooms']],
    ['properties_user_idx', ['user_id']],
    ['properties_client_idx', ['client_id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
  await db.schema.createIndex('properties_slug_unique').unique().on('properties').column('slug').execute();
}

/** Companies, users (brokers and staff), clients and properties. */
export function catalogueMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await createCompanies(db, dialect);
      await createUsers(db, dialect);
      await createClients(db, dialect);
      await createProperties(db, dialect);
    },
    async down(db: MigrationDatabase) {
      for (const table of ['properties', 'clients', 'users', 'companies']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
