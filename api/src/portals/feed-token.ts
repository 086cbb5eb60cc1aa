import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges } from '../audit/field-changes.js';
import type { Database } from '../db/schema.js';

/** 24 random bytes: 32 URL-safe characters, in the address the agency gives the portals. */
const TOKEN_BYTES = 24;
/** How the audit trail names the feed. */
const FEED_LABEL = 'Feed dos portais';

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The feed's token, made on first use. Two first uses at once keep the same one (the oldest row wins). */
export async function feedToken(db: Kysely<Database>): Promise<string> {
  const current = await db.selectFrom('portal_feed').select('token').orderBy('id', 'asc').executeTakeFirst();
  if (current !== undefined) return current.token;
  await db.insertInto('portal_feed').values({ token: newToken(), created_at: new Date().toISOString() }).execute();
  const kept = await db.selectFrom('portal_feed').select('token').orderBy('id', 'asc').executeTakeFirstOrThrow();
  return kept.token;
}

/**
 * Replaces the token: the address given to the portals so far stops working at once. The audit trail says who
 * replaced it (one feed for the agency: the entry names no record), never the token itself.
 */
export async function replaceFeedToken(db: Kysely<Database>, actor: AuditActor): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (transaction) => {
    const before = await transaction.selectFrom('portal_feed').select('token').orderBy('id', 'asc').executeTakeFirst();
    await transaction.deleteFrom('portal_feed').execute();
    await transaction.insertInto('portal_feed').values({ token, created_at: new Date().toISOString() }).execute();
    await recordAudit(transaction, {
      actor,
      action: before === undefined ? 'created' : 'updated',
      recordType: 'portal_feed',
      recordId: null,
      recordLabel: FEED_LABEL,
      changes: fieldChanges(before, { token }, { columns: ['token'], secrets: ['token'] }),
    });
  });
  return token;
}

/** When the token was made (it changes what the feed's version says), or null before the first use. */
export async function feedTokenCreatedAt(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('portal_feed').select('created_at').orderBy('id', 'asc').executeTakeFirst();
  return row?.created_at ?? null;
}

/** Whether the text is the feed's token, compared in constant time. No token exists before the first use. */
export async function isFeedToken(db: Kysely<Database>, text: string | undefined): Promise<boolean> {
  if (text === undefined || text === '') return false;
  const row = await db.selectFrom('portal_feed').select('token').orderBy('id', 'asc').executeTakeFirst();
  if (row === undefined) return false;
  const expected = Buffer.from(row.token);
  const given = Buffer.from(text);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
