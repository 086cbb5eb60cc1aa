import type { Kysely } from 'kysely';
import { newSecretToken, secretDigest } from '../auth/secret-token.js';
import type { Database } from '../db/schema.js';

/** The public page where an owner follows a registered property: `{site}/cadastre-seu-imovel/acompanhar/{token}`. */
const TRACKING_PAGE_PATH = '/cadastre-seu-imovel/acompanhar/';

/** Only this SHA-256 (hex) of a tracking token is stored; the token itself exists only in the owner's link. */
export function hashTrackingToken(token: string): string {
  return secretDigest(token);
}

const TRACKING_LINK = new RegExp(`${TRACKING_PAGE_PATH.replace(/[/-]/g, '\\$&')}[A-Za-z0-9_-]+`, 'g');

/**
 * A mail's text with the token of every tracking link taken out, for what is kept once the mail is sent or given up:
 * the token must live only in the owner's mailbox, never in the database.
 */
export function withoutTrackingTokens(text: string): string {
  return text.replace(TRACKING_LINK, `${TRACKING_PAGE_PATH}…`);
}

/** The tracking page's absolute address on the public site. */
export function trackingUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${TRACKING_PAGE_PATH}${token}`;
}

/**
 * Issues a new tracking token for the property and answers it; its hash is stored. Call it in the transaction
 * that writes what the token is given with (the registration, a decision mail). Earlier tokens stay valid.
 */
export async function issueTrackingToken(db: Kysely<Database>, propertyId: number, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('registration_tracking')
    .values({ property_id: propertyId, token_hash: hashTrackingToken(token), created_at: now.toISOString() })
    .execute();
  return token;
}
