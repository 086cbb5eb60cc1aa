import { sql, type Migration } from 'kysely';
import type { MigrationDatabase } from './columns.js';

/** The unique indexes that make an e-mail name one person: case does not matter, so they index `lower(email)`. */
const USER_EMAIL_INDEX = 'users_email_lower_unique';
const CLIENT_EMAIL_INDEX = 'clients_email_lower_unique';

/**
 * One user (broker or staff) per e-mail and one client per e-mail, whatever the letter case. The index
 * itself refuses the second of two concurrent saves, so no check-then-insert race can store a duplicate.
 */
export function uniqueEmailsMigration(): Migration {
  return {
    async up(db: MigrationDatabase) {
      await db.schema
        .createIndex(USER_EMAIL_INDEX)
        .unique()
        .on('users')
        .expression(sql`lower(email)`)
        .execute();
      await db.schema
        .createIndex(CLIENT_EMAIL_INDEX)
        .unique()
        .on('clients')
        .expression(sql`lower(email)`)
        .execute();
    },
    async down(db: MigrationDatabase) {
      await db.schema.dropIndex(CLIENT_EMAIL_INDEX).execute();
      await db.schema.dropIndex(USER_EMAIL_INDEX).execute();
    },
  };
}
