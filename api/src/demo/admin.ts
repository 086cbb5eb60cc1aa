import { sql, type Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { setPermissions } from '../people/permission-list.js';
import { insertUser } from '../people/user-insert.js';
import { takeSeedLock } from './guard.js';

export interface FirstAdminSettings {
  adminEmail: string;
  adminPassword: string | undefined;
  log: (line: string) => void;
}

/** Whether someone already has the e-mail, whatever its letter case (e-mails are unique regardless of case). */
async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(${sql.ref('email')})`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the first administrator (role administrative, every permission) when no user has the admin
 * e-mail yet. Without a configured password a random one is generated and printed this once.
 */
export async function ensureFirstAdmin(handle: DatabaseHandle, settings: FirstAdminSettings): Promise<void> {
  const { db, dialect } = handle;
  if (await emailTaken(db, settings.adminEmail)) return;
  const password = settings.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction().execute(async (transaction) => {
    await takeSeedLock(transaction, dialect);
    if (await emailTaken(transaction, settings.adminEmail)) return false;
    const id = await insertUser(transaction, {
      name: 'Administrador',
      email: settings.adminEmail,
      password_hash: passwordHash,
      role: 'administrative',
      phone: null,
    });
    await setPermissions(transaction, id, await transaction.selectFrom('permissions').select('id').execute());
    return true;
  });
  if (!created) return;
  if (settings.adminPassword === undefined) {
    settings.log(
      `Administrador criado, com o e-mail de ADMIN_EMAIL e a senha gerada ${password} — anote-a, ela não será mostrada novamente.`,
    );
  } else {
    settings.log('Administrador criado, com o e-mail de ADMIN_EMAIL e a senha de ADMIN_PASSWORD.');
  }
}
