import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { newSecretToken, secretDigest } from './secret-token.js';

/** A session lasts 12 hours from sign-in (a working day), then the user signs in again. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Only this SHA-256 (hex) of a token is stored; the token itself exists only on the client. */
export function hashSessionToken(token: string): string {
  return secretDigest(token);
}

/** Opens a session for the user and answers its bearer token. Expired sessions are cleared on the way. */
export async function openSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  await clearExpiredSessions(db, now);
  return startSession(db, userId, now);
}

/** Deletes the sessions past their end. */
export async function clearExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/** Stores a new session of the user (in the caller's transaction, when it passes one) and answers its bearer token. */
export async function startSession(db: Kysely<Database>, userId: number, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Revokes the session of a token: it is refused from then on. Answers whether it was still open. */
export async function revokeSession(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashSessionToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Revokes every open session of a user, except the one of `keepToken` (the caller's own, when people
 * change their own password and stay signed in on this device).
 */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keepToken?: string, now = new Date()): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepToken !== undefined) query = query.where('token_hash', '!=', hashSessionToken(keepToken));
  await query.execute();
}
