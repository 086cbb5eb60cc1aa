import type { Kysely } from 'kysely';
import { matchesSecretDigest, newSecretToken, secretDigest } from '../auth/secret-token.js';
import type { Database } from '../db/schema.js';
import { readChavesNaMaoLead } from './portal-documents/chaves-na-mao.js';
import { readGrupoOlxLead } from './portal-documents/grupo-olx.js';
import type { PortalReading } from './portal-documents/portal-document.js';

/** The portals that post leads, by the name in their address, with the reader of their documents. */
export const LEAD_PORTALS = {
  'grupo-olx': readGrupoOlxLead,
  'chaves-na-mao': readChavesNaMaoLead,
} as const satisfies Record<string, (document: unknown) => PortalReading>;

export type LeadPortal = keyof typeof LEAD_PORTALS;

export function isLeadPortal(name: string): name is LeadPortal {
  return Object.hasOwn(LEAD_PORTALS, name);
}

/** 24 random bytes (192 bits): 32 URL-safe characters. */
const SECRET_BYTES = 24;

/** A new secret for the portal's address, replacing the one before at once; the secret itself is kept nowhere. */
export async function replacePortalSecret(db: Kysely<Database>, portal: LeadPortal): Promise<string> {
  const secret = newSecretToken(SECRET_BYTES);
  const row = { secret_hash: secretDigest(secret), created_at: new Date().toISOString() };
  await db
    .insertInto('portal_lead_keys')
    .values({ portal, ...row })
    .onConflict((conflict) => conflict.column('portal').doUpdateSet(row))
    .execute();
  return secret;
}

/** Whether the text is the portal's secret, compared in constant time; a portal without one accepts nothing. */
export async function isPortalSecret(db: Kysely<Database>, portal: LeadPortal, secret: string | undefined): Promise<boolean> {
  if (secret === undefined || secret === '') return false;
  const row = await db.selectFrom('portal_lead_keys').select('secret_hash').where('portal', '=', portal).executeTakeFirst();
  if (row === undefined) return false;
  return matchesSecretDigest(secret, row.secret_hash);
}

/** When each portal's secret was made; a portal not listed has none yet. */
export async function portalSecretDates(db: Kysely<Database>): Promise<Partial<Record<LeadPortal, string>>> {
  const rows = await db.selectFrom('portal_lead_keys').select(['portal', 'created_at']).execute();
  return Object.fromEntries(rows.filter((row) => isLeadPortal(row.portal)).map((row) => [row.portal, row.created_at]));
}
