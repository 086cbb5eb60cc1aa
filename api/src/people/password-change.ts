import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { passwordGate } from '../auth/password-gate.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { bearerToken, type StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader, REQUIRED_MESSAGE } from '../http/form.js';
import { readNewPassword } from '../http/person-fields.js';
import type { AuditActor } from '../audit/audit-types.js';
import { recordStaffAccountWrite, staffAccountState } from './staff-audit.js';

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso!';

/** `{ password }` of the password dialog; 422 with the first problem's text ('Campo obrigatório.', …). */
export function readPasswordChange(body: Readonly<Record<string, unknown>>): string {
  const form = new FormReader(body);
  const password = readNewPassword(form, body, REQUIRED_MESSAGE);
  const first = form.errors.password?.[0];
  if (password === undefined) throw new HttpError(422, first ?? REQUIRED_MESSAGE, form.errors);
  return password;
}

/**
 * Sets a user's password and ends their other sessions: every one when someone else changed it, every
 * one but the caller's own when people change their own (they stay signed in where they are). Audited in
 * the same transaction, saying only that the password changed.
 */
export async function changePassword(
  db: Kysely<Database>,
  actor: AuditActor,
  caller: StaffUser,
  req: Request,
  targetId: number,
  password: string,
): Promise<void> {
  const passwordHash = await passwordGate.run(() => hashPassword(password), { waits: true });
  const keepToken = caller.id === targetId ? bearerToken(req) : undefined;
  await db.transaction().execute(async (transaction) => {
    const audited = await staffAccountState(transaction, targetId);
    await transaction
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', targetId)
      .execute();
    await revokeUserSessions(transaction, targetId, keepToken);
    await recordStaffAccountWrite(transaction, actor, 'updated', targetId, audited);
  });
}
