import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { createLead } from './lead-create.js';
import { matchingClient } from './matching-client.js';
import { LEAD_PORTALS, type LeadPortal } from './portal-lead-keys.js';
import type { PortalLead } from './portal-documents/portal-document.js';

/** How long a document that could not be read is kept for staff. */
const REJECT_KEPT_DAYS = 30;
/** The part of a rejected document that is kept: enough to see any format change, bounded per row. */
const REJECT_BODY_MAX = 64 * 1024;
const NOT_JSON_REASON = 'O corpo não é um JSON válido.';
const PORTAL_LEAD_INDEX = 'leads_portal_lead_idx';

/** What became of a posted document. */
export type PortalIntake = { outcome: 'stored' | 'known'; leadId: number } | { outcome: 'ping' } | { outcome: 'rejected'; reason: string };

function parsed(body: string): { document: unknown } | undefined {
  try {
    return { document: JSON.parse(body) as unknown };
  } catch {
    return undefined;
  }
}

/** Keeps a document that could not be read, and lets go of those older than 30 days. */
async function keepRejected(db: Kysely<Database>, portal: LeadPortal, body: string, reason: string): Promise<void> {
  const now = new Date();
  const oldest = new Date(now.getTime() - REJECT_KEPT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('portal_lead_rejects').where('received_at', '<', oldest).execute();
  await db
    .insertInto('portal_lead_rejects')
    .values({ portal, body: body.slice(0, REJECT_BODY_MAX), reason, received_at: now.toISOString() })
    .execute();
}

async function knownLead(db: Kysely<Database>, lead: PortalLead): Promise<number | undefined> {
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('source', '=', lead.source)
    .where('origin_lead_id', '=', lead.originLeadId)
    .executeTakeFirst();
  return row?.id;
}

async function propertyWithCode(db: Kysely<Database>, code: string | null): Promise<number | undefined> {
  if (code === null) return undefined;
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** Stores the lead once: the portal's retry of it, or the same lead posted twice at once, finds the first. */
async function storeOnce(db: Kysely<Database>, lead: PortalLead): Promise<PortalIntake> {
  const known = await knownLead(db, lead);
  if (known !== undefined) return { outcome: 'known', leadId: known };
  try {
    const leadId = await db.transaction().execute(async (transaction) =>
      createLead(transaction, {
        source: lead.source,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        interest: lead.interest,
        message: lead.message,
        propertyId: (await propertyWithCode(transaction, lead.listingCode)) ?? null,
        clientId: (await matchingClient(transaction, lead.email, lead.phone ?? '')) ?? null,
        originLeadId: lead.originLeadId,
        listingCode: lead.listingCode,
      }),
    );
    return { outcome: 'stored', leadId };
  } catch (error) {
    if (!isUniqueViolation(error, PORTAL_LEAD_INDEX) && !isUniqueViolation(error, 'origin_lead_id')) throw error;
    const first = await knownLead(db, lead);
    if (first === undefined) throw error;
    return { outcome: 'known', leadId: first };
  }
}

/**
 * A document a portal posted: a lead is stored (before the portal is answered) with its property by code and its
 * client by e-mail or phone, once per portal and id; the portal's empty test document stores nothing; anything
 * else is kept 30 days in 'Recebidos com erro' and refused.
 */
export async function receivePortalLead(db: Kysely<Database>, portal: LeadPortal, body: string): Promise<PortalIntake> {
  if (body.trim() === '') return { outcome: 'ping' };
  const json = parsed(body);
  const reading = json === undefined ? { kind: 'malformed' as const, reason: NOT_JSON_REASON } : LEAD_PORTALS[portal](json.document);
  if (reading.kind === 'ping') return { outcome: 'ping' };
  if (reading.kind === 'malformed') {
    await keepRejected(db, portal, body, reading.reason);
    return { outcome: 'rejected', reason: reading.reason };
  }
  return storeOnce(db, reading.lead);
}
