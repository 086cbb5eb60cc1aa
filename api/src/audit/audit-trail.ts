import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuditEntryInput } from './audit-types.js';
import { splitPersonalChanges } from './personal-fields.js';

/** The longest label and address the trail keeps: enough to recognize a record, bounded whatever was typed. */
const LABEL_MAX = 200;
const ADDRESS_MAX = 100;

function bounded(text: string | null, max: number): string | null {
  return text === null ? null : text.slice(0, max);
}

/**
 * Writes one entry of the audit trail, with `db` the write's own transaction, so that the entry and the write are
 * kept or lost together. An update that changed nothing writes none.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput, now: Date = new Date()): Promise<void> {
  if (entry.action === 'updated' && entry.changes.length === 0) return;
  const split = splitPersonalChanges(entry.recordType, bounded(entry.recordLabel, LABEL_MAX), entry.changes);
  const { id } = await db
    .insertInto('audit_entries')
    .values({
      at: now.toISOString(),
      actor_id: entry.actor.userId,
      actor_name: bounded(entry.actor.name, LABEL_MAX),
      address: bounded(entry.actor.address, ADDRESS_MAX),
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      record_label: split.keptLabel,
      changes: JSON.stringify(split.kept),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.recordId === null || (split.personal.length === 0 && split.personalLabel === null)) return;
  await db
    .insertInto('audit_personal_values')
    .values({
      entry_id: id,
      record_type: entry.recordType,
      record_id: entry.recordId,
      record_label: split.personalLabel,
      changes: JSON.stringify(split.personal),
    })
    .execute();
}
