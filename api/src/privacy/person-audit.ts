import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import type { Database } from '../db/schema.js';
import type { PersonRecords } from './person-records.js';
import { visitLabel } from '../agenda/staff-visits.js';

/**
 * An export in the audit trail: one 'exported' entry on each client, lead, visit and registration it held, so that each
 * record's history tells who took its data out, and when (the name, being the person's, is kept apart as ever).
 */
export async function auditExport(db: Kysely<Database>, actor: AuditActor, records: PersonRecords, now: Date): Promise<void> {
  for (const client of records.clients) {
    await recordAudit(
      db,
      { actor, action: 'exported', recordType: 'client', recordId: client.id, recordLabel: client.name, changes: [] },
      now,
    );
  }
  for (const lead of records.leads) {
    await recordAudit(db, { actor, action: 'exported', recordType: 'lead', recordId: lead.id, recordLabel: lead.name, changes: [] }, now);
  }
  for (const visit of records.visits) {
    const label = visitLabel(visit);
    await recordAudit(db, { actor, action: 'exported', recordType: 'visit', recordId: visit.id, recordLabel: label, changes: [] }, now);
  }
  for (const property of records.registrations) {
    const label = `${property.code} — ${property.title}`;
    await recordAudit(
      db,
      { actor, action: 'exported', recordType: 'property', recordId: property.id, recordLabel: label, changes: [] },
      now,
    );
  }
}
