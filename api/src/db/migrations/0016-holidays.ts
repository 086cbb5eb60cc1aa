import { sql, type Migration } from 'kysely';
import { withId, type DialectName, type MigrationDatabase } from './columns.js';

/** The permission of the agenda (the agency's holidays, later its visits), granted to the administrators. */
const AGENDA_PERMISSION = { identifier: 'agenda', description: 'Agenda' } as const;
const ADMINISTRATORS_PERMISSION = 'usuarios';
/** The unique index of the holidays' days, named by the refusal of a second holiday on one day. */
export const HOLIDAY_DAY_INDEX = 'holidays_day_unique';

async function grantToAdministrators(db: MigrationDatabase): Promise<void> {
  await sql`insert into permissions (description, identifier) values (${AGENDA_PERMISSION.description}, ${AGENDA_PERMISSION.identifier})`.execute(
    db,
  );
  await sql`insert into user_permissions (user_id, permission_id)
    select held.user_id, agenda.id from user_permissions held
    join permissions administrators on administrators.id = held.permission_id and administrators.identifier = ${ADMINISTRATORS_PERMISSION}
    join permissions agenda on agenda.identifier = ${AGENDA_PERMISSION.identifier}`.execute(db);
}

/**
 * The days the agency does not work (`holidays`: one row per calendar day, `AAAA-MM-DD` in São Paulo, with its
 * name), which no visit may be booked on. The permission `agenda` is created and granted to the administrators.
 */
export function holidaysMigration(dialect: DialectName): Migration {
  return {
    async up(db: MigrationDatabase) {
      await withId(db.schema.createTable('holidays'), dialect)
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(HOLIDAY_DAY_INDEX).on('holidays').column('day').unique().execute();
      await grantToAdministrators(db);
    },
    async down(db: MigrationDatabase) {
      await sql`delete from permissions where identifier = ${AGENDA_PERMISSION.identifier}`.execute(db);
      await db.schema.dropTable('holidays').execute();
    },
  };
}
