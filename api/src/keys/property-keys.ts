import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditAction, AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { Database, PropertyKeyRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { KEY_TEXT_LIMITS } from '../../../shared/key-rules.js';

const LABEL_REQUIRED_MESSAGE = 'Informe o que a chave abre (ex.: Portão + apartamento).';
const LOCATION_REQUIRED_MESSAGE = 'Informe onde a chave fica guardada.';
export const KEY_REMOVED_MESSAGE = 'Esta chave foi removida.';
const REMOVE_LENT_MESSAGE = 'Esta chave está emprestada: registre a devolução antes de removê-la.';

/** The key's fields the audit trail compares. */
const KEY_AUDIT: AuditedFields<PropertyKeyRow> = { columns: ['property_id', 'label', 'location', 'code', 'is_active'] };

/** How the trail names a key: its label and its property's code, as in `Chave Portão (CA-0012)`. */
export async function keyLabel(db: Kysely<Database>, key: Pick<PropertyKeyRow, 'label' | 'property_id'>): Promise<string> {
  const property = await db.selectFrom('properties').select('code').where('id', '=', key.property_id).executeTakeFirst();
  return `Chave ${key.label} (${property?.code ?? key.property_id})`;
}

/** A key's fields as sent: `label`, `location` and `code` (optional). */
function readKeyFields(body: Readonly<Record<string, unknown>>): Pick<PropertyKeyRow, 'label' | 'location' | 'code'> {
  const form = new FormReader(body);
  const label = form.text('label', { required: true, requiredMessage: LABEL_REQUIRED_MESSAGE, maxLength: KEY_TEXT_LIMITS.label });
  const location = form.text('location', {
    required: true,
    requiredMessage: LOCATION_REQUIRED_MESSAGE,
    maxLength: KEY_TEXT_LIMITS.location,
  });
  const code = form.text('code', { required: false, maxLength: KEY_TEXT_LIMITS.code });
  if (form.hasErrors || label === undefined || location === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { label, location, code: code ?? null };
}

async function audited(
  transaction: Kysely<Database>,
  actor: AuditActor,
  action: AuditAction,
  before: PropertyKeyRow | undefined,
  after: PropertyKeyRow,
) {
  await recordAudit(transaction, {
    actor,
    action,
    recordType: 'property_key',
    recordId: after.id,
    recordLabel: await keyLabel(transaction, after),
    changes: fieldChanges(before, after, KEY_AUDIT),
  });
}

/** `POST /api/properties/{id}/keys`: a key registered on the property, audited in the same transaction. */
export function registerKey(
  db: Kysely<Database>,
  actor: AuditActor,
  propertyId: number,
  body: Readonly<Record<string, unknown>>,
): Promise<PropertyKeyRow> {
  const fields = readKeyFields(body);
  const now = new Date().toISOString();
  return db.transaction().execute(async (transaction) => {
    const key = await transaction
      .insertInto('property_keys')
      .values({ ...fields, property_id: propertyId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audited(transaction, actor, 'created', undefined, key);
    return key;
  });
}

/** `POST /api/property-keys/{id}`: a key's label, place and code changed; a removed key is no longer edited. */
export function editKey(
  db: Kysely<Database>,
  actor: AuditActor,
  key: PropertyKeyRow,
  body: Readonly<Record<string, unknown>>,
): Promise<PropertyKeyRow> {
  const fields = readKeyFields(body);
  if (key.is_active === 0) throw new HttpError(409, KEY_REMOVED_MESSAGE);
  return db.transaction().execute(async (transaction) => {
    const after = await transaction
      .updateTable('property_keys')
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where('id', '=', key.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audited(transaction, actor, 'updated', key, after);
    return after;
  });
}

/** `DELETE /api/property-keys/{id}`: the key removed (kept with its history); refused while it is lent. */
export function removeKey(db: Kysely<Database>, actor: AuditActor, key: PropertyKeyRow): Promise<void> {
  if (key.is_active === 0) throw new HttpError(409, KEY_REMOVED_MESSAGE);
  return db.transaction().execute(async (transaction) => {
    // The key's row first: PostgreSQL holds it until commit, so a check-out at the same moment waits and sees it removed.
    const after = await transaction
      .updateTable('property_keys')
      .set({ is_active: 0, updated_at: new Date().toISOString() })
      .where('id', '=', key.id)
      .where('is_active', '=', 1)
      .returningAll()
      .executeTakeFirst();
    if (after === undefined) throw new HttpError(409, KEY_REMOVED_MESSAGE);
    const open = await transaction
      .selectFrom('key_checkouts')
      .select('id')
      .where('key_id', '=', key.id)
      .where('checked_in_at', 'is', null)
      .executeTakeFirst();
    if (open !== undefined) throw new HttpError(409, REMOVE_LENT_MESSAGE);
    await audited(transaction, actor, 'deleted', key, after);
  });
}
