import type { AuditValue, FieldChange } from './audit-types.js';

/** Which columns of a record the trail compares, and which of them are secrets (only "changed" is kept). */
export interface AuditedFields<T extends object> {
  columns: readonly (keyof T & string)[];
  secrets?: readonly (keyof T & string)[];
}

function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  return JSON.stringify(value);
}

/**
 * Each compared column whose value differs between `before` and `after` (a record created has no `before`, one
 * deleted no `after`), in the order of `fields.columns`. Numbers read back as text by one database and as numbers by
 * the other compare equal.
 */
export function fieldChanges<T extends object>(before: T | undefined, after: T | undefined, fields: AuditedFields<T>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields.columns) {
    const was = auditValue(before?.[field]);
    const is = auditValue(after?.[field]);
    if (was === is || (was !== null && is !== null && String(was) === String(is))) continue;
    if (fields.secrets?.includes(field)) changes.push({ field, secret: true });
    else changes.push({ field, before: was, after: is });
  }
  return changes;
}
