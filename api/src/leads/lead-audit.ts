import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { Database, LeadStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { LEAD_NOT_FOUND_MESSAGE } from './lead-detail.js';

/** A lead as the audit trail compares it: the columns staff change, and its name, the entry's (personal) label. */
interface AuditedLead {
  name: string | null;
  status: LeadStatus;
  assigned_to: number | null;
  client_id: number | null;
  first_response_at: string | null;
  handover_at: string | null;
}

/** What staff change of a lead: its status, its broker, its client, its first response and its hand-over time. */
const LEAD_AUDIT: AuditedFields<AuditedLead> = {
  columns: ['status', 'assigned_to', 'client_id', 'first_response_at', 'handover_at'],
};

async function auditedLead(db: Kysely<Database>, id: number): Promise<AuditedLead> {
  const lead = await db
    .selectFrom('leads')
    .select(['name', 'status', 'assigned_to', 'client_id', 'first_response_at', 'handover_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (lead === undefined) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
  return lead;
}

/**
 * Runs a staff change of a lead inside `transaction` (the change's own) and writes its 'updated' entry: each audited
 * column before and after, labelled with the lead's name. A change that moved none of them writes no entry.
 */
export async function auditingLeadChange<T>(
  transaction: Kysely<Database>,
  actor: AuditActor,
  id: number,
  change: () => Promise<T>,
): Promise<T> {
  const before = await auditedLead(transaction, id);
  const result = await change();
  const after = await auditedLead(transaction, id);
  await recordAudit(transaction, {
    actor,
    action: 'updated',
    recordType: 'lead',
    recordId: id,
    recordLabel: after.name,
    changes: fieldChanges(before, after, LEAD_AUDIT),
  });
  return result;
}
