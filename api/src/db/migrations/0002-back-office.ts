import { sql, type Migration } from 'kysely';
import { isFlag, oneOf, withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The values each check allowed when this migration was written; later migrations change them, never this one. */
const VIDEO_TYPES = ['internal', 'external'];
const CONTACT_INTERESTS = ['buy', 'rent', 'sell', 'rent_out', 'others'];
const OUTBOX_STATUSES = ['pending', 'sent', 'failed'];

/** The back-office menu entries; a user sees an entry when holding the permission with its identifier. */
const PERMISSIONS: ReadonlyArray<{ identifier: string; description: string }> = [
  { identifier: 'imoveis', description: 'Imóveis' },
  { identifier: 'clientes', description: 'Clientes' },
  { identifier: 'corretores', description: 'Corretores' },
  { identifier: 'videos', description: 'Vídeos' },
  { identifier: 'modelos-documento', description: 'Modelos de documento' },
  { identifier: 'usuarios', description: 'Usuários' },
  { identifier: 'empresa', description: 'Empresa' },
];

async function createPermissions(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('permissions'), dialect)
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('identifier', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('permissions_identifier_unique').unique().on('permissions').column('identifier').execute();
  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (column) => column.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();
  for (const permission of PERMISSIONS) {
    await sql`insert into permissions (description, identifier) values (${permission.description}, ${permission.identifier})`.execute(db);
  }
}

async function createVideosAndTemplates(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('videos'), dialect)
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('video_url', 'text', (column) => column.notNull())
    .addColumn('video_url_embed', 'text')
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('videos_type_known', oneOf('type', VIDEO_TYPES))
    .addCheckConstraint('videos_is_active_flag', isFlag('is_active'))
    .execute();
  await db.schema.createIndex('videos_type_active_idx').on('videos').columns(['type', 'is_active']).execute();

  await withId(db.schema.createTable('contract_templates'), dialect)
    .addColumn('title', 'varchar(254)', (column) => column.notNull())
    .addColumn('description', 'varchar(254)')
    .addColumn('file_url', 'text')
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint('contract_templates_is_active_flag', isFlag('is_active'))
    .execute();
}

async function createContactMessages(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('contact_messages'), dialect)
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('interest', 'text')
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('contact_messages_interest_known', sql`interest is null or ${oneOf('interest', CONTACT_INTERESTS)}`)
    .addCheckConstraint('contact_messages_status_known', oneOf('status', OUTBOX_STATUSES))
    .execute();
  await db.schema.createIndex('contact_messages_outbox_idx').on('contact_messages').columns(['status', 'next_attempt_at']).execute();
}

async function createSessionsAndPostalCodes(db: MigrationDatabase, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('sessions'), dialect)
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_token_hash_unique').unique().on('sessions').column('token_hash').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('postal_code_cache')
    .addColumn('cep', 'text', (column) => column.primaryKey())
    .addColumn('uf', 'text')
    .addColumn('logradouro', 'text')
    .addColumn('localidade', 'text')
    .addColumn('bairro', 'text')
    .addColumn('not_found', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('fetched_at', 'text', (column) => column.notNull())
    .addCheckConstraint('postal_code_cache_not_found_flag', isFlag('not_found'))
    .execute();
}

/** Permissions, videos, contract templates, contact messages with their outbox, sessions, postal codes. */
export function backOfficeMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await createPermissions(db, dialect);
      await createVideosAndTemplates(db, dialect);
      await createContactMessages(db, dialect);
      await createSessionsAndPostalCodes(db, dialect);
    },
    async down(db: MigrationDatabase) {
      const tables = [
        'postal_code_cache',
        'sessions',
        'contact_messages',
        'contract_templates',
        'videos',
        'user_permissions',
        'permissions',
      ];
      for (const table of tables) await db.schema.dropTable(table).execute();
    },
  };
}
