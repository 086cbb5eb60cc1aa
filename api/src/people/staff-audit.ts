import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { Database, UserRow } from '../db/schema.js';
import { heldPermissionIdentifiers } from './permission-list.js';

/**
 * A staff account (broker or not) as the audit trail compares it: its columns, and its permissions as one field, the
 * identifiers in alphabetical order joined by ', ' (null when it holds none).
 */
export type StaffAccountState = Pick<
  UserRow,
  'name' | 'email' | 'phone' | 'creci' | 'role' | 'is_active' | 'is_plantao' | 'leadbroker_id' | 'image' | 'password_hash'
> & { permissions: string | null };

/** What the trail compares of a staff account; of the password, only that it changed. */
const STAFF_ACCOUNT_AUDIT: AuditedFields<StaffAccountState> = {
  columns: ['name', 'email', 'phone', 'creci', 'role', 'is_active', 'is_plantao', 'leadbroker_id', 'image', 'permissions', 'password_hash'],
  secrets: ['password_hash'],
};

/** The account as it stands (inside the write's transaction), or undefined when there is none with this id. */
export async function staffAccountState(db: Kysely<Database>, id: number): Promise<StaffAccountState | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email', 'phone', 'creci', 'role', 'is_active', 'is_plantao', 'leadbroker_id', 'image', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const permissions = await heldPermissionIdentifiers(db, id);
  return { ...row, permissions: permissions.length === 0 ? null : permissions.join(', ') };
}

/**
 * Writes the entry of a staff account's write, with `transaction` the write's own: record type 'user' whichever
 * screen changed it, labelled with the person's name, each audited field before (`before`, undefined on create) and
 * after (read here). An update that changed none of them writes no entry.
 */
export async function recordStaffAccountWrite(
  transaction: Kysely<Database>,
  actor: AuditActor,
  action: 'created' | 'updated',
  id: number,
  before: StaffAccountState | undefined,
): Promise<void> {
  const after = await staffAccountState(transaction, id);
  await recordAudit(transaction, {
    actor,
    action,
    recordType: 'user',
    recordId: id,
    recordLabel: after?.name ?? before?.name ?? null,
    changes: fieldChanges(before, after, STAFF_ACCOUNT_AUDIT),
  });
}
