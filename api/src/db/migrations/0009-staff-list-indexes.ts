import { sql, type Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/** Indexes of the back-office lists: by status, by broker, by the searched text; clients by their folded name. */
const STAFF_LIST_INDEXES = {
  propertyStatus: 'properties_status_id',
  propertyBroker: 'properties_user_id_id',
  propertyBrokerStatus: 'properties_user_id_status_id',
  propertySearch: 'properties_search_text',
  clientName: 'clients_search_name_id_active',
} as const;

/**
 * Lower case without accents, spaces collapsed, as the lists search it: this migration's own copy, so that
 * it fills existing rows the same way whatever later code does.
 */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const BATCH = 500;

interface PropertyText {
  id: number;
  title: string;
  city: string;
  neighborhood: string | null;
}

interface ClientName {
  id: number;
  name: string;
}

async function fillPropertySearchText(db: MigrationDatabase): Promise<void> {
  for (let after = 0; ;) {
    const rows =
      await sql<PropertyText>`select id, title, city, neighborhood from properties where id > ${after} order by id limit ${BATCH}`.execute(
        db,
      );
    if (rows.rows.length === 0) return;
    for (const row of rows.rows) {
      const text = folded([row.title, row.city, row.neighborhood ?? ''].join(' '));
      await sql`update properties set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    after = Number(rows.rows[rows.rows.length - 1]?.id);
  }
}

async function fillClientSearchName(db: MigrationDatabase): Promise<void> {
  for (let after = 0; ;) {
    const rows = await sql<ClientName>`select id, name from clients where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.rows.length === 0) return;
    for (const row of rows.rows) await sql`update clients set search_name = ${folded(row.name)} where id = ${row.id}`.execute(db);
    after = Number(rows.rows[rows.rows.length - 1]?.id);
  }
}

/**
 * The back-office property and client lists search, count and page in the database. Each property keeps its
 * title, city and neighbourhood folded (lower case, no accents) in `search_text`, each client its folded name
 * in `search_name`, so that both dialects search them alike; existing rows are filled here and every write
 * keeps them. The indexes serve the list's filters (status, broker) newest first, the search's narrow scan
 * and the clients' order by name.
 */
export function staffListIndexesMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema
        .alterTable('properties')
        .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('clients')
        .addColumn('search_name', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await fillPropertySearchText(db);
      await fillClientSearchName(db);
      const { propertyStatus, propertyBroker, propertyBrokerStatus, propertySearch, clientName } = STAFF_LIST_INDEXES;
      await db.schema.createIndex(propertyStatus).on('properties').columns(['status', 'id']).execute();
      await db.schema.createIndex(propertyBroker).on('properties').columns(['user_id', 'id']).execute();
      await db.schema.createIndex(propertyBrokerStatus).on('properties').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex(propertySearch).on('properties').columns(['search_text', 'status', 'user_id', 'id']).execute();
      await db.schema.createIndex(clientName).on('clients').columns(['search_name', 'id', 'is_active']).execute();
    },
    async down(db: MigrationDatabase) {
      for (const name of Object.values(STAFF_LIST_INDEXES)) await db.schema.dropIndex(name).execute();
      await db.schema.alterTable('clients').dropColumn('search_name').execute();
      await db.schema.alterTable('properties').dropColumn('search_text').execute();
    },
  };
}
