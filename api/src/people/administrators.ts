import { sql, type Kysely } from 'kysely';
import { toNumber } from '../db/numbers.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** The permission that gives access to the users screen: whoever holds it can give every other one back. */
const ADMINISTRATOR_PERMISSION = 'usuarios';
const LAST_ADMINISTRATOR_MESSAGE =
  'Não é possível remover o acesso do último administrador: mantenha ao menos um usuário ativo com a permissão Usuários.';

/**
 * Inside a transaction, makes every change to who administers take turns: the first to touch the
 * permission's row holds it until commit (PostgreSQL row lock; SQLite writes one at a time anyway), so
 * two people cannot each remove "the other" last administrator at once.
 */
export async function lockAdministrators(transaction: Kysely<Database>): Promise<void> {
  await sql`update permissions set identifier = identifier where identifier = ${ADMINISTRATOR_PERMISSION}`.execute(transaction);
}

/** Whether the user is active and holds the administrator permission. */
export async function isActiveAdministrator(transaction: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await transaction
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('users.is_active', '=', 1)
    .where('permissions.identifier', '=', ADMINISTRATOR_PERMISSION)
    .executeTakeFirst();
  return row !== undefined;
}

async function otherActiveAdministrators(transaction: Kysely<Database>, userId: number): Promise<number> {
  const { count } = await transaction
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'users.id')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('users.id', '!=', userId)
    .where('users.is_active', '=', 1)
    .where('permissions.identifier', '=', ADMINISTRATOR_PERMISSION)
    .executeTakeFirstOrThrow();
  return toNumber(count);
}

/**
 * After a change to a user (inside the transaction that made it, after `lockAdministrators`): when the
 * user was an active administrator before and is not any more, someone else must still be one, else 422
 * naming `field` (the one that took the access away) and the transaction rolls back.
 */
export async function ensureAdministratorRemains(
  transaction: Kysely<Database>,
  userId: number,
  wasAdministrator: boolean,
  field: string,
): Promise<void> {
  if (!wasAdministrator || (await isActiveAdministrator(transaction, userId))) return;
  if ((await otherActiveAdministrators(transaction, userId)) === 0) {
    throw new HttpError(422, LAST_ADMINISTRATOR_MESSAGE, { [field]: [LAST_ADMINISTRATOR_MESSAGE] });
  }
}
