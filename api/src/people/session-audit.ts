import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { LOGIN_FAILED_MESSAGE } from '../auth/login.js';
import { clearExpiredSessions, revokeSession, startSession } from '../auth/sessions.js';
import { findStaffUserByToken, type StaffUser } from '../auth/staff-session.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** A session just opened: its bearer token and its user, as the sign-in answers them. */
export interface OpenedSession {
  token: string;
  user: StaffUser;
}

/**
 * Opens the session of a user whose credentials were right, with its 'signed_in' entry (the user as actor, from the
 * request's address), in one transaction. A user made inactive meanwhile is refused as any failed sign-in, and
 * neither the session nor the entry is kept.
 */
export async function openSignedInSession(db: Kysely<Database>, userId: number, visitor: AuditActor): Promise<OpenedSession> {
  const now = new Date();
  await clearExpiredSessions(db, now);
  return db.transaction().execute(async (transaction) => {
    const token = await startSession(transaction, userId, now);
    const user = await findStaffUserByToken(transaction, token);
    if (user === undefined) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    await recordAudit(transaction, {
      actor: { ...visitor, userId: user.id, name: user.name },
      action: 'signed_in',
      recordType: 'user',
      recordId: user.id,
      recordLabel: user.name,
      changes: [],
    });
    return { token, user };
  });
}

/** The e-mail a sign-in was tried with, as typed but trimmed (the trail bounds its length); null when none was. */
export function typedSignInEmail(body: unknown): string | null {
  const email = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' ? email.trim() : null;
}

/**
 * Writes the entry of a refused sign-in: no one but the visitor's address as actor, the account with the e-mail (null
 * when there is none) and the e-mail as typed, never the password. The same single write whatever the e-mail, so it
 * changes neither the answer nor its time.
 */
export async function recordFailedSignIn(
  db: Kysely<Database>,
  visitor: AuditActor,
  accountId: number | null,
  typedEmail: string | null,
): Promise<void> {
  await recordAudit(db, {
    actor: visitor,
    action: 'sign_in_failed',
    recordType: 'user',
    recordId: accountId,
    recordLabel: typedEmail,
    changes: [],
  });
}

/** Ends the session of the token with its 'signed_out' entry, in one transaction; a session already ended writes none. */
export async function signOut(db: Kysely<Database>, actor: AuditActor, token: string): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    if (!(await revokeSession(transaction, token))) return;
    await recordAudit(transaction, {
      actor,
      action: 'signed_out',
      recordType: 'user',
      recordId: actor.userId,
      recordLabel: actor.name,
      changes: [],
    });
  });
}
