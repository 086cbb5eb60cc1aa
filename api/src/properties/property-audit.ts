import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import type { StaffUser } from '../auth/staff-session.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { DecimalColumn } from '../catalogue/property-values.js';
import { toNumberOrNull } from '../db/numbers.js';
import type { Database, PropertyRow } from '../db/schema.js';
import { AREA_FIELDS, ROOM_FIELDS } from '../http/field-readers.js';

/** Who writes a property: the member of staff, whose role limits what they may touch, as the audit trail names them. */
export interface PropertyEditor {
  user: StaffUser;
  actor: AuditActor;
}

/** A property as the trail compares it: decimals as numbers, whichever database answered them. */
type AuditedProperty = Omit<PropertyRow, DecimalColumn> & Record<DecimalColumn, number | null>;

const DECIMAL_COLUMNS: readonly DecimalColumn[] = ['price', 'rental_price', 'iptu_value', ...AREA_FIELDS];

/**
 * Every column staff change on a property, its photos and its status' reason and approval date included; not the
 * bookkeeping (the slug and searched text derived from the title, the timestamps). The owner's contact is a person's
 * own data, kept apart by the trail.
 */
const PROPERTY_AUDIT: AuditedFields<AuditedProperty> = {
  columns: [
    'code',
    'title',
    'description',
    'highlights',
    'reference_point',
    'operation',
    'type',
    'status',
    'status_reason',
    'approved_at',
    'price',
    'rental_price',
    'iptu_value',
    'iptu_periodicity',
    ...ROOM_FIELDS,
    ...AREA_FIELDS,
    'address',
    'number',
    'complement',
    'neighborhood',
    'city',
    'state',
    'zip_code',
    'address_privacy',
    'responsible_broker',
    'responsible_broker_phone',
    'user_id',
    'client_id',
    'is_active',
    'is_reserved',
    'is_launch',
    'features',
    'subdivision_name',
    'delivery_date',
    'ready_to_build',
    'images',
    'contact_name',
    'contact_phone',
    'contact_email',
    'portal_publish',
    'portal_level',
  ],
};

function audited(row: PropertyRow): AuditedProperty {
  const decimals = Object.fromEntries(DECIMAL_COLUMNS.map((column) => [column, toNumberOrNull(row[column])]));
  return { ...row, ...(decimals as Record<DecimalColumn, number | null>) };
}

/** How the trail names a property: its code and title, e.g. `V1203/2026 — Casa no Taquaral`. */
function propertyLabel(row: PropertyRow): string {
  return `${row.code} — ${row.title}`;
}

/**
 * The trail's entry of a staff write of a property, with `transaction` the write's own: created (no `before`),
 * updated (both; nothing changed writes none) or deleted (no `after`: the values it had).
 */
export async function recordPropertyAudit(
  transaction: Kysely<Database>,
  actor: AuditActor,
  before: PropertyRow | undefined,
  after: PropertyRow | undefined,
): Promise<void> {
  const record = after ?? before;
  if (record === undefined) return;
  await recordAudit(transaction, {
    actor,
    action: before === undefined ? 'created' : after === undefined ? 'deleted' : 'updated',
    recordType: 'property',
    recordId: record.id,
    recordLabel: propertyLabel(record),
    changes: fieldChanges(before && audited(before), after && audited(after), PROPERTY_AUDIT),
  });
}
