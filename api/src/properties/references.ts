import type { Kysely } from 'kysely';
import { seesOnlyOwnProperties, type StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import type { FormReader } from '../http/form.js';
import type { FormMode } from '../http/changes.js';
import type { StaffPropertyChanges } from './staff-fields.js';

const UNKNOWN_BROKER_MESSAGE = 'Selecione um corretor válido.';
const UNKNOWN_CLIENT_MESSAGE = 'Selecione um cliente válido.';

/**
 * Settles who is responsible for the property and checks the references:
 * - a broker's property is always their own, whatever `user_id` was sent;
 * - `user_id` and `client_id` must name an existing user and client;
 * - when the responsible user is set and `responsible_broker`/`responsible_broker_phone` are not sent,
 *   they are filled from that user.
 */
export async function settleReferences(
  db: Kysely<Database>,
  user: StaffUser,
  form: FormReader,
  body: Readonly<Record<string, unknown>>,
  changes: StaffPropertyChanges,
  mode: FormMode,
): Promise<void> {
  if (seesOnlyOwnProperties(user)) {
    if (mode === 'create') changes.user_id = user.id;
    else delete changes.user_id;
  }
  if (typeof changes.user_id === 'number') {
    const responsible = await db.selectFrom('users').select(['name', 'phone']).where('id', '=', changes.user_id).executeTakeFirst();
    if (responsible === undefined) {
      form.fail('user_id', UNKNOWN_BROKER_MESSAGE);
    } else {
      if (!Object.hasOwn(body, 'responsible_broker')) changes.responsible_broker = responsible.name;
      if (!Object.hasOwn(body, 'responsible_broker_phone')) changes.responsible_broker_phone = responsible.phone;
    }
  }
  if (typeof changes.client_id === 'number') {
    const client = await db.selectFrom('clients').select('id').where('id', '=', changes.client_id).executeTakeFirst();
    if (client === undefined) form.fail('client_id', UNKNOWN_CLIENT_MESSAGE);
  }
}
