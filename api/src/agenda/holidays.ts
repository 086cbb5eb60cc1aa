import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import { HOLIDAY_DAY_INDEX } from '../db/migrations/0016-holidays.js';
import type { Database, HolidayRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import { readDate } from '../http/field-readers.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { HOLIDAY_NAME_MAX_LENGTH, HOLIDAY_YEARS } from '../../../shared/holiday-rules.js';
import { saoPauloDayOf } from '../../../shared/sao-paulo-days.js';

export const HOLIDAY_NOT_FOUND_MESSAGE = 'O feriado não foi encontrado.';
const HOLIDAY_DAY_REQUIRED_MESSAGE = 'Informe o dia do feriado.';
const HOLIDAY_NAME_REQUIRED_MESSAGE = 'Informe o nome do feriado.';
const HOLIDAY_DAY_TAKEN_MESSAGE = 'Já há um feriado neste dia.';
const HOLIDAY_YEAR_MESSAGE = 'Informe um dia entre os anos 2000 e 2100.';

/** The current year in São Paulo. */
export function currentYear(now: Date): number {
  return Number(saoPauloDayOf(now).slice(0, 4));
}

/** The holidays of one year, in the order of the calendar. */
export async function holidaysOf(db: Kysely<Database>, year: number): Promise<HolidayRow[]> {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('day', '>=', `${year}-01-01`)
    .where('day', '<=', `${year}-12-31`)
    .orderBy('day')
    .execute();
}

/** The holiday's fields the audit trail compares. */
const HOLIDAY_AUDIT: AuditedFields<HolidayRow> = { columns: ['day', 'name'] };

/** How the audit trail names a holiday: its name and its day, as in `Natal (25/12/2031)`. */
function holidayLabel(holiday: HolidayRow): string {
  const [year, month, day] = holiday.day.split('-');
  return `${holiday.name} (${day}/${month}/${year})`;
}

/**
 * `POST /api/holidays`: `day` (AAAA-MM-DD or DD/MM/AAAA) and `name` (up to 100 characters), one holiday per day.
 * Audited in the same transaction.
 */
export async function createHoliday(
  db: Kysely<Database>,
  actor: AuditActor,
  body: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<HolidayRow> {
  const form = new FormReader(body);
  const day = readDate(form, 'day');
  if (day === undefined && form.errors.day === undefined) form.fail('day', HOLIDAY_DAY_REQUIRED_MESSAGE);
  const name = form.text('name', { required: true, requiredMessage: HOLIDAY_NAME_REQUIRED_MESSAGE, maxLength: HOLIDAY_NAME_MAX_LENGTH });
  const year = day === undefined ? undefined : Number(day.slice(0, 4));
  if (year !== undefined && (year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max)) {
    form.fail('day', HOLIDAY_YEAR_MESSAGE);
  }
  if (form.hasErrors || day === undefined || name === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return db.transaction().execute(async (transaction) => {
    const holiday = await refusingTakenDay(() =>
      transaction.insertInto('holidays').values({ day, name, created_at: now.toISOString() }).returningAll().executeTakeFirstOrThrow(),
    );
    await recordAudit(transaction, {
      actor,
      action: 'created',
      recordType: 'holiday',
      recordId: holiday.id,
      recordLabel: holidayLabel(holiday),
      changes: fieldChanges(undefined, holiday, HOLIDAY_AUDIT),
    });
    return holiday;
  });
}

/** Runs the insert of a holiday; a day that already has one is a 422 at `day`. */
async function refusingTakenDay(insert: () => Promise<HolidayRow>): Promise<HolidayRow> {
  try {
    return await insert();
  } catch (error) {
    // PostgreSQL names the index; SQLite, the indexed column.
    if (isUniqueViolation(error, HOLIDAY_DAY_INDEX) || isUniqueViolation(error, 'holidays.day')) {
      throw new HttpError(422, FORM_ERRORS_MESSAGE, { day: [HOLIDAY_DAY_TAKEN_MESSAGE] });
    }
    throw error;
  }
}

/** `DELETE /api/holidays/{id}`: audited, with the holiday's values before, in the same transaction. */
export async function deleteHoliday(db: Kysely<Database>, actor: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const before = await transaction.selectFrom('holidays').selectAll().where('id', '=', id).executeTakeFirst();
    if (before === undefined) throw new HttpError(404, HOLIDAY_NOT_FOUND_MESSAGE);
    const result = await transaction.deleteFrom('holidays').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows !== 1n) throw new HttpError(404, HOLIDAY_NOT_FOUND_MESSAGE);
    await recordAudit(transaction, {
      actor,
      action: 'deleted',
      recordType: 'holiday',
      recordId: id,
      recordLabel: holidayLabel(before),
      changes: fieldChanges(before, undefined, HOLIDAY_AUDIT),
    });
  });
}
