import type { Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/**
 * Indexes of the public catalogue (`status`, `is_active` first, as every public query asks for approved
 * and active properties), each ending in `id` where the answer is ordered newest first, so a page is read
 * in order and a count is read from the index alone:
 * - launches and the other properties (the home's two lists and their counts);
 * - a city (the filter, and the cities with their counts, read in city order);
 * - a city and a type, carrying price and bedrooms so the visitor's whole search is checked in the index;
 * - a type, an operation; a price range; a minimum of bedrooms.
 * The slug already has its unique index.
 */
const CATALOGUE_INDEXES: Array<[string, string[]]> = [
  ['properties_public_launch_idx', ['status', 'is_active', 'is_launch', 'id']],
  ['properties_public_city_idx', ['status', 'is_active', 'city', 'id']],
  ['properties_public_city_type_idx', ['status', 'is_active', 'city', 'type', 'id', 'price', 'bedrooms']],
  ['properties_public_type_idx', ['status', 'is_active', 'type', 'id']],
  ['properties_public_operation_idx', ['status', 'is_active', 'operation', 'id']],
  ['properties_public_price_idx', ['status', 'is_active', 'price']],
  ['properties_public_bedrooms_idx', ['status', 'is_active', 'bedrooms']],
];

export function catalogueIndexesMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      for (const [name, columns] of CATALOGUE_INDEXES) {
        await db.schema.createIndex(name).on('properties').columns(columns).execute();
      }
    },
    async down(db: MigrationDatabase) {
      for (const [name] of CATALOGUE_INDEXES) await db.schema.dropIndex(name).execute();
    },
  };
}
