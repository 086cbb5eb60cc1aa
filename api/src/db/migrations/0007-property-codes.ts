import { sql, type Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/** The unique index that makes a code name one property: case does not matter, so it indexes `lower(code)`. */
export const PROPERTY_CODE_INDEX = 'properties_code_lower_unique';

/**
 * The operation prefixes of the generated code as they stood when codes were first stored; kept here so
 * the migration persists exactly the codes visitors saw, whatever later code does.
 */
const PREFIX_BY_OPERATION = sql`case operation when 'rent' then 'L' when 'sale' then 'V' when 'launch' then 'LA' else 'VL' end`;

/**
 * The property code becomes a stored column staff may edit. Every existing row keeps the code it was
 * displayed with (operation prefix, id, year), so nothing changes for visitors. The unique index itself
 * refuses the second of two concurrent saves of one code.
 */
export function propertyCodesMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema.alterTable('properties').addColumn('code', 'text').execute();
      await sql`update properties set code = ${PREFIX_BY_OPERATION} || '-' || cast(id as text) || '-' || cast(year as text)`.execute(db);
      await db.schema
        .createIndex(PROPERTY_CODE_INDEX)
        .unique()
        .on('properties')
        .expression(sql`lower(code)`)
        .execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropIndex(PROPERTY_CODE_INDEX).execute();
      await db.schema.alterTable('properties').dropColumn('code').execute();
    },
  };
}
