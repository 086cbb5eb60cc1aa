import type { Kysely } from 'kysely';
import { passwordGate } from '../auth/password-gate.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { ensureMayChange, ensureMayCreate, ensureMayGrant, ensureOwnRoleKept } from './access.js';
import { ensureAdministratorRemains, isActiveAdministrator, lockAdministrators } from './administrators.js';
import { refusingDuplicateEmail } from './duplicate-email.js';
import { setPermissions } from './permission-list.js';
import { insertUser } from './user-insert.js';
import { findUserJson, USER_NOT_FOUND_MESSAGE, type UserJson } from './user-json.js';
import { readUserForm } from './user-form.js';
import { recordStaffAccountWrite, staffAccountState } from './staff-audit.js';
import type { AuditActor } from '../audit/audit-types.js';

async function userOrThrow(db: Kysely<Database>, id: number): Promise<UserJson> {
  const user = await findUserJson(db, id);
  if (user === undefined) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
  return user;
}

/**
 * `POST /api/users`: a new user with the permissions asked for, each of which the caller must hold. Audited in the
 * same transaction.
 */
export async function createUser(
  db: Kysely<Database>,
  actor: AuditActor,
  caller: StaffUser,
  body: Readonly<Record<string, unknown>>,
): Promise<UserJson> {
  ensureMayCreate(caller);
  const { changes, password, permissions = [] } = await readUserForm(db, body, 'create');
  ensureMayGrant(caller, permissions);
  const { name, email, phone, role } = changes;
  if (!name || !email || !phone || !role || password === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE);
  const passwordHash = await passwordGate.run(() => hashPassword(password), { waits: true });
  const id = await refusingDuplicateEmail(() =>
    db.transaction().execute(async (transaction) => {
      const created = await insertUser(transaction, {
        name,
        email,
        phone,
        role,
        creci: changes.creci ?? null,
        is_active: changes.is_active ?? 1,
        password_hash: passwordHash,
      });
      await setPermissions(transaction, created, permissions);
      await recordStaffAccountWrite(transaction, actor, 'created', created, undefined);
      return created;
    }),
  );
  return userOrThrow(db, id);
}

/**
 * `PUT /api/users/{id}`: the fields sent change; a permission list replaces the user's permissions. The
 * last active administrator keeps their access (422), nobody changes their own role, grants what they do
 * not hold or changes someone who holds more than they do (403). Audited, permissions included, in the same
 * transaction.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: AuditActor,
  caller: StaffUser,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<UserJson> {
  await ensureMayChange(db, caller, id);
  await userOrThrow(db, id);
  const { changes, permissions } = await readUserForm(db, body, 'update');
  ensureOwnRoleKept(caller, id, changes.role);
  if (permissions !== undefined) ensureMayGrant(caller, permissions);
  await refusingDuplicateEmail(() =>
    db.transaction().execute(async (transaction) => {
      await lockAdministrators(transaction);
      const wasAdministrator = await isActiveAdministrator(transaction, id);
      const audited = await staffAccountState(transaction, id);
      const result = await transaction
        .updateTable('users')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      if (permissions !== undefined) await setPermissions(transaction, id, permissions);
      // Someone deactivated is signed out everywhere: reactivating them later does not revive old sessions.
      if (changes.is_active === 0) await revokeUserSessions(transaction, id);
      await ensureAdministratorRemains(transaction, id, wasAdministrator, changes.is_active === 0 ? 'is_active' : 'permissions');
      await recordStaffAccountWrite(transaction, actor, 'updated', id, audited);
    }),
  );
  return userOrThrow(db, id);
}
