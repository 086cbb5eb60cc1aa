import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import { DISTRIBUTION_MODES, type Database, type DistributionMode } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';

const SAVED_MESSAGE = 'Distribuição dos leads salva com sucesso!';
const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const MODE_MESSAGE = 'Selecione uma forma de distribuição.';
const MINUTES_MESSAGE = 'Informe um tempo entre 1 e 1440 minutos.';
/** A lead waits at most a day to be passed on. */
const MAX_HANDOVER_MINUTES = 1440;
/** How the setting reads in the audit trail. */
const AUDIT_LABEL = 'Distribuição dos leads';

/** How the agency hands out its new leads, as the API answers it. */
interface DistributionSettingsJson {
  mode: DistributionMode;
  handover_minutes: number;
}

/** The agency's distribution setting (the migration writes its one row). */
export async function distributionSettings(db: Kysely<Database>): Promise<DistributionSettingsJson> {
  const row = await db.selectFrom('lead_distribution').select(['mode', 'handover_minutes']).orderBy('id').executeTakeFirstOrThrow();
  return { mode: row.mode, handover_minutes: row.handover_minutes };
}

/** What staff set, as the audit trail compares it. */
const SETTINGS_AUDIT: AuditedFields<DistributionSettingsJson> = { columns: ['mode', 'handover_minutes'] };

/** The setting's row (the migration writes its one row), read in the write's transaction. */
function settingRow(db: Kysely<Database>) {
  return db.selectFrom('lead_distribution').select(['id', 'mode', 'handover_minutes']).orderBy('id').executeTakeFirstOrThrow();
}

function readSettings(body: Readonly<Record<string, unknown>>): DistributionSettingsJson {
  const form = new FormReader(body);
  const mode = form.oneOf('mode', DISTRIBUTION_MODES, { required: true, requiredMessage: MODE_MESSAGE, invalidMessage: MODE_MESSAGE });
  const text = form.text('handover_minutes', { required: true, requiredMessage: MINUTES_MESSAGE, maxLength: 10 });
  const minutes = Number(text);
  const validMinutes = text !== undefined && /^\d+$/.test(text) && minutes >= 1 && minutes <= MAX_HANDOVER_MINUTES;
  if (text !== undefined && !validMinutes) form.fail('handover_minutes', MINUTES_MESSAGE);
  if (form.hasErrors || mode === undefined) throw new HttpError(422, FORM_MESSAGE, form.errors);
  return { mode, handover_minutes: minutes };
}

/**
 * `PUT /api/leads/distribution`: the mode and the minutes a lead waits to be taken. Leads already waiting keep the
 * time they were given; those that arrive from now on follow the new setting. Audited in the same transaction.
 */
export async function saveDistributionSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: DistributionSettingsJson }> {
  const settings = readSettings(body);
  await db.transaction().execute(async (transaction) => {
    const before = await settingRow(transaction);
    await transaction
      .updateTable('lead_distribution')
      .set({ mode: settings.mode, handover_minutes: settings.handover_minutes, updated_at: new Date().toISOString() })
      .execute();
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'lead_distribution',
      recordId: before.id,
      recordLabel: AUDIT_LABEL,
      changes: fieldChanges(before, await settingRow(transaction), SETTINGS_AUDIT),
    });
  });
  return { message: SAVED_MESSAGE, data: settings };
}
