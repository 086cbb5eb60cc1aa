import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AuditEntryInput } from './audit-types.js';
import { splitPersonalChanges } from './personal-fields.js';

/** The longest label and address the trail keeps: enough to recognize a record, bounded whatever was typed. */
const LABEL_MAX = 200;
const ADDRESS_MAX = 100;

function bounded(text: string | null, max: number): string | null {
  return text === null ? null : text.slice(0, max);
}

/** Whether `db` speaks to PostgreSQL, which writes an entry and its personal values in one statement. */
function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Writes one entry of the audit trail, with `db` the write's own transaction, so that the entry and the write are
 * kept or lost together. An update that changed nothing writes none. A person's own values go to
 * `audit_personal_values` beside it: on PostgreSQL in the same statement (a data-modifying `WITH`), on SQLite, whose
 * statements cost no round trip, in a second one.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntryInput, now: Date = new Date()): Promise<void> {
  if (entry.action === 'updated' && entry.changes.length === 0) return;
  const split = splitPersonalChanges(entry.recordType, bounded(entry.recordLabel, LABEL_MAX), entry.changes);
  const values = {
    at: now.toISOString(),
    actor_id: entry.actor.userId,
    actor_name: bounded(entry.actor.name, LABEL_MAX),
    address: bounded(entry.actor.address, ADDRESS_MAX),
    action: entry.action,
    record_type: entry.recordType,
    record_id: entry.recordId,
    record_label: split.keptLabel,
    changes: JSON.stringify(split.kept),
  };
  const recordId = entry.recordId;
  if (recordId === null || (split.personal.length === 0 && split.personalLabel === null)) {
    await db.insertInto('audit_entries').values(values).execute();
    return;
  }
  const personal = {
    record_type: entry.recordType,
    record_id: recordId,
    record_label: split.personalLabel,
    changes: JSON.stringify(split.personal),
  };
  if (isPostgres(db)) {
    await db
      .with('entry', (query) => query.insertInto('audit_entries').values(values).returning('id'))
      .insertInto('audit_personal_values')
      .columns(['entry_id', 'record_type', 'record_id', 'record_label', 'changes'])
      .expression((eb) =>
        eb
          .selectFrom('entry')
          .select([
            'entry.id',
            sql<string>`${personal.record_type}::text`.as('record_type'),
            sql<number>`${personal.record_id}::integer`.as('record_id'),
            sql<string | null>`${personal.record_label}::text`.as('record_label'),
            sql<string>`${personal.changes}::text`.as('changes'),
          ]),
      )
      .execute();
    return;
  }
  const { id } = await db.insertInto('audit_entries').values(values).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('audit_personal_values')
    .values({ entry_id: id, ...personal })
    .execute();
}
