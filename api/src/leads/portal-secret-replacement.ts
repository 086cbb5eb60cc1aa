import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges } from '../audit/field-changes.js';
import type { Database } from '../db/schema.js';
import { replacePortalSecret, type LeadPortal } from './portal-lead-keys.js';

/** The portals as the audit trail names them. */
const LEAD_PORTAL_NAMES: Record<LeadPortal, string> = {
  'grupo-olx': 'Grupo OLX',
  'chaves-na-mao': 'Chaves na Mão',
};

async function storedAddress(db: Kysely<Database>, portal: LeadPortal) {
  return db.selectFrom('portal_lead_keys').select(['id', 'portal', 'secret_hash']).where('portal', '=', portal).executeTakeFirst();
}

/**
 * `POST /api/portal-leads/addresses/{portal}`: a new secret for the portal's address (see `replacePortalSecret`),
 * with its entry of the audit trail in the same transaction: who made it, the portal when its first address is made,
 * and only that the secret changed, never the secret nor its digest.
 */
export async function replacePortalSecretAsStaff(db: Kysely<Database>, actor: AuditActor, portal: LeadPortal): Promise<string> {
  return db.transaction().execute(async (transaction) => {
    const before = await storedAddress(transaction, portal);
    const secret = await replacePortalSecret(transaction, portal);
    const after = await storedAddress(transaction, portal);
    await recordAudit(transaction, {
      actor,
      action: before === undefined ? 'created' : 'updated',
      recordType: 'portal_address',
      recordId: after?.id ?? null,
      recordLabel: LEAD_PORTAL_NAMES[portal],
      changes: fieldChanges(before, after, { columns: ['portal', 'secret_hash'], secrets: ['secret_hash'] }),
    });
    return secret;
  });
}
