import type { Kysely } from 'kysely';
import type { Database, NewUser } from '../db/schema.js';

/** Columns a new user may leave out: no CRECI, photo or lead broker, active and not on duty. */
type DefaultedColumn = 'creci' | 'is_active' | 'is_plantao' | 'leadbroker_id' | 'image';

/** What a new user row is written with; the timestamps are set here. */
export type NewUserValues = Omit<NewUser, 'id' | DefaultedColumn | 'created_at' | 'updated_at'> & Partial<Pick<NewUser, DefaultedColumn>>;

/** Inserts a user (staff member or broker), created and updated at `now`, and answers the new id. */
export async function insertUser(db: Kysely<Database>, values: NewUserValues, now = new Date().toISOString()): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      creci: null,
      is_active: 1,
      is_plantao: 0,
      leadbroker_id: null,
      image: null,
      ...values,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
