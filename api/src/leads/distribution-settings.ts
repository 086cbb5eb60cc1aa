import type { Kysely } from 'kysely';
import { DISTRIBUTION_MODES, type Database, type DistributionMode } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';

const SAVED_MESSAGE = 'Distribuição dos leads salva com sucesso!';
const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const MODE_MESSAGE = 'Selecione uma forma de distribuição.';
const MINUTES_MESSAGE = 'Informe um tempo entre 1 e 1440 minutos.';
/** A lead waits at most a day to be passed on. */
const MAX_HANDOVER_MINUTES = 1440;

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
 * time they were given; those that arrive from now on follow the new setting.
 */
export async function saveDistributionSettings(
  db: Kysely<Database>,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: DistributionSettingsJson }> {
  const settings = readSettings(body);
  await db
    .updateTable('lead_distribution')
    .set({ mode: settings.mode, handover_minutes: settings.handover_minutes, updated_at: new Date().toISOString() })
    .execute();
  return { message: SAVED_MESSAGE, data: settings };
}
