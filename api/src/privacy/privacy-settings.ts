import type { Kysely } from 'kysely';
import { LEAD_RETENTION_LIMITS } from '../../../shared/privacy-notice.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';

const SAVED_MESSAGE = 'Prazo de guarda dos leads salvo com sucesso!';
const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const MONTHS_MESSAGE = `Informe um prazo entre ${LEAD_RETENTION_LIMITS.min} e ${LEAD_RETENTION_LIMITS.max} meses.`;
const AUDIT_LABEL = 'Prazo de guarda dos leads';

/** The LGPD settings as the API answers them. */
export interface PrivacySettingsJson {
  lead_retention_months: number;
}

const SETTINGS_AUDIT: AuditedFields<PrivacySettingsJson> = { columns: ['lead_retention_months'] };

function settingRow(db: Kysely<Database>) {
  return db.selectFrom('privacy_settings').select(['id', 'lead_retention_months']).orderBy('id').executeTakeFirstOrThrow();
}

/** The settings (the migration writes their one row). */
export async function privacySettings(db: Kysely<Database>): Promise<PrivacySettingsJson> {
  const row = await settingRow(db);
  return { lead_retention_months: row.lead_retention_months };
}

function readMonths(body: Readonly<Record<string, unknown>>): number {
  const form = new FormReader(body);
  const text = form.text('lead_retention_months', { required: true, requiredMessage: MONTHS_MESSAGE, maxLength: 4 });
  const months = Number(text);
  const valid = text !== undefined && /^\d+$/.test(text) && months >= LEAD_RETENTION_LIMITS.min && months <= LEAD_RETENTION_LIMITS.max;
  if (text !== undefined && !valid) form.fail('lead_retention_months', MONTHS_MESSAGE);
  if (form.hasErrors) throw new HttpError(422, FORM_MESSAGE, form.errors);
  return months;
}

/** `PUT /api/privacy/settings`: how many months a lead never converted is kept. Audited in the same transaction. */
export async function savePrivacySettings(
  db: Kysely<Database>,
  actor: AuditActor,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: PrivacySettingsJson }> {
  const months = readMonths(body);
  await db.transaction().execute(async (transaction) => {
    const before = await settingRow(transaction);
    await transaction
      .updateTable('privacy_settings')
      .set({ lead_retention_months: months, updated_at: new Date().toISOString() })
      .where('id', '=', before.id)
      .execute();
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'privacy_settings',
      recordId: before.id,
      recordLabel: AUDIT_LABEL,
      changes: fieldChanges(before, await settingRow(transaction), SETTINGS_AUDIT),
    });
  });
  return { message: SAVED_MESSAGE, data: { lead_retention_months: months } };
}
