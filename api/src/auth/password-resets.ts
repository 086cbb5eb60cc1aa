import type { Kysely } from 'kysely';
import { PASSWORD_RESET_PAGE, PASSWORD_RESET_TOKEN_PREFIX } from '../../../shared/back-office-paths.js';
import type { Database } from '../db/schema.js';
import { newSecretToken, secretDigest } from './secret-token.js';

/** A link to a new password works for 30 minutes, once. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 30;
/** Where the link leads, in the back office; the token goes after `#`, so no server or log ever sees it. */
export const PASSWORD_RESET_PATH = `${PASSWORD_RESET_PAGE}${PASSWORD_RESET_TOKEN_PREFIX}`;
const RESET_LINK = new RegExp(`${PASSWORD_RESET_PATH.replace(/[/#-]/g, '\\$&')}[A-Za-z0-9_-]+`, 'g');

/** The text of a sent mail without its link's token, as the outbox keeps it once the mail is sent. */
export function withoutResetTokens(text: string): string {
  return text.replace(RESET_LINK, `${PASSWORD_RESET_PATH}…`);
}

/** Makes a new single-use link for the user and answers its token; only the token's SHA-256 is stored. */
export async function issuePasswordReset(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: secretDigest(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses the link of the token, once: answers its active user's id and marks every open link of that user used, or
 * undefined when the token is unknown, used, expired or its user inactive. Of two uses at once, one wins.
 */
export async function redeemPasswordReset(db: Kysely<Database>, token: string, now: Date): Promise<number | undefined> {
  const at = now.toISOString();
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', secretDigest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  if (used === undefined) return undefined;
  const user = await db.selectFrom('users').select('id').where('id', '=', used.user_id).where('is_active', '=', 1).executeTakeFirst();
  if (user === undefined) return undefined;
  await db.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
  return user.id;
}
