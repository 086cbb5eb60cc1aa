import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditAction, AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database, VisitRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { readDate } from '../http/field-readers.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { clockTime, minutesOfClockTime, saoPauloInstantAt, saoPauloWallClockOf } from '../../../shared/sao-paulo-times.js';
import { LONGEST_VISIT_MINUTES, VISIT_INTEREST, VISIT_MINUTES } from '../../../shared/visit-rules.js';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import { queueMail, type MailToQueue } from '../mail/queue.js';
import { overlaps, type TakenTime } from './bookable-slots.js';
import { visitConfirmedMail } from './visit-mails.js';
import { brokerHeldTimesBetween, HOLDING_STATUSES, holdBrokerAgenda } from './broker-agenda.js';

export const VISIT_NOT_FOUND_MESSAGE = 'A visita não foi encontrada.';
const TIME_REQUIRED_MESSAGE = 'Informe o horário da visita (HH:MM).';
const DAY_REQUIRED_MESSAGE = 'Informe o dia da visita.';
const DURATION_MESSAGE = `Informe a duração em minutos, de 15 a ${LONGEST_VISIT_MINUTES}.`;
const REASON_REQUIRED_MESSAGE = 'Informe o motivo do cancelamento.';
const NOT_HOLDING_MESSAGE = 'Só uma visita solicitada ou confirmada pode ser alterada.';
const OUTCOME_TOO_EARLY_MESSAGE = 'O resultado da visita só pode ser registrado depois do horário marcado.';
const OUTCOME_CANCELLED_MESSAGE = 'Uma visita cancelada não tem resultado.';
const ATTENDED_REQUIRED_MESSAGE = 'Informe se o cliente compareceu.';
const INTEREST_MESSAGE = `Informe o interesse do cliente, de ${VISIT_INTEREST.min} a ${VISIT_INTEREST.max}.`;

/** Who may touch a visit: a broker only their own, the rest of the staff holding `agenda` any. */
export function seesOnlyOwnVisits(user: Pick<StaffUser, 'role'>): boolean {
  return user.role === 'broker';
}

/** The visit of `id` when the user may see it; 404 otherwise, the same for one that does not exist. */
export async function visibleVisit(db: Kysely<Database>, user: Pick<StaffUser, 'id' | 'role'>, id: number): Promise<VisitRow> {
  const visit = await db.selectFrom('visits').selectAll().where('id', '=', id).executeTakeFirst();
  if (visit === undefined || (seesOnlyOwnVisits(user) && visit.broker_id !== user.id)) throw new HttpError(404, VISIT_NOT_FOUND_MESSAGE);
  return visit;
}

/** The visit's fields the audit trail compares; the person's own live apart (`audit/personal-fields.ts`). */
export const VISIT_AUDIT: AuditedFields<VisitRow> = {
  columns: [
    'property_id',
    'broker_id',
    'lead_id',
    'client_id',
    'name',
    'phone',
    'email',
    'starts_at',
    'ends_at',
    'status',
    'cancel_reason',
    'interest',
    'outcome_comment',
  ],
};

/** How the audit trail names a visit: its start in São Paulo, as in `Visita de 05/12/2026 às 10:00`. */
export function visitLabel(visit: Pick<VisitRow, 'starts_at'>): string {
  const { day, minutes } = saoPauloWallClockOf(new Date(visit.starts_at));
  const [year, month, date] = day.split('-');
  return `Visita de ${date}/${month}/${year} às ${clockTime(minutes)}`;
}

/** A whole number from `range.min` to `range.max`, or the field's `message`. */
function wholeNumberBetween(form: FormReader, name: string, range: { min: number; max: number }, message: string): number | undefined {
  const value = form.count(name, { max: Number.MAX_SAFE_INTEGER });
  if (value !== undefined && (value < range.min || value > range.max)) return form.fail(name, message);
  return value;
}

/** The time a visit asks for: `day` (AAAA-MM-DD or DD/MM/AAAA), `time` (HH:MM) and `duration_minutes`. */
export function readVisitTime(form: FormReader, defaults?: { minutes: number }): TakenTime | undefined {
  const day = readDate(form, 'day');
  if (day === undefined && form.errors.day === undefined) form.fail('day', DAY_REQUIRED_MESSAGE);
  const time = form.text('time', { required: true, requiredMessage: TIME_REQUIRED_MESSAGE, maxLength: 5 });
  const minutes = time === undefined ? undefined : minutesOfClockTime(time);
  if (time !== undefined && minutes === undefined) form.fail('time', TIME_REQUIRED_MESSAGE);
  const duration =
    wholeNumberBetween(form, 'duration_minutes', { min: 15, max: LONGEST_VISIT_MINUTES }, DURATION_MESSAGE) ??
    defaults?.minutes ??
    VISIT_MINUTES;
  if (day === undefined || minutes === undefined) return undefined;
  const startsAt = saoPauloInstantAt(day, minutes);
  return { startsAt, endsAt: new Date(startsAt.getTime() + duration * 60_000) };
}

/**
 * Refuses a time that overlaps another holding visit of the broker, naming the clash: 'O corretor já tem uma visita
 * das 10:00 às 11:00 de 05/12/2026 (CA-12-2026).' Call it inside the transaction that holds the broker's agenda.
 */
export async function refuseClash(transaction: Kysely<Database>, brokerId: number, time: TakenTime, exceptVisitId?: number): Promise<void> {
  const held = await brokerHeldTimesBetween(transaction, brokerId, time.startsAt, time.endsAt);
  const clash = held.find((taken) => taken.visitId !== exceptVisitId && overlaps(taken, time));
  if (clash === undefined) return;
  const other = await transaction
    .selectFrom('visits')
    .innerJoin('properties', 'properties.id', 'visits.property_id')
    .select(['properties.code'])
    .where('visits.id', '=', clash.visitId)
    .executeTakeFirstOrThrow();
  const from = saoPauloWallClockOf(clash.startsAt);
  const until = saoPauloWallClockOf(clash.endsAt);
  const [year, month, day] = from.day.split('-');
  const message = `O corretor já tem uma visita das ${clockTime(from.minutes)} às ${clockTime(until.minutes)} de ${day}/${month}/${year} (${other.code}).`;
  throw new HttpError(409, message, { time: [message] });
}

/** Writes a visit's change and its audit entry in one transaction, with the broker's agenda held when it moves. */
async function auditedVisitChange(
  db: Kysely<Database>,
  actor: AuditActor,
  change: {
    before: VisitRow;
    action?: AuditAction;
    set: Partial<Omit<VisitRow, 'id'>>;
    clashCheck?: TakenTime;
    /** A mail the change sends, queued in its transaction. */
    mail?: (transaction: Kysely<Database>, after: VisitRow) => Promise<MailToQueue | undefined>;
  },
): Promise<VisitRow> {
  return db.transaction().execute(async (transaction) => {
    if (change.clashCheck !== undefined) {
      await holdBrokerAgenda(transaction, change.before.broker_id);
      await refuseClash(transaction, change.before.broker_id, change.clashCheck, change.before.id);
    }
    const after = await transaction
      .updateTable('visits')
      .set({ ...change.set, updated_at: new Date().toISOString() })
      .where('id', '=', change.before.id)
      .where('updated_at', '=', change.before.updated_at)
      .returningAll()
      .executeTakeFirst();
    // Another change came first: the caller's view of the visit is out of date.
    if (after === undefined) throw new HttpError(409, 'A visita foi alterada por outra pessoa. Atualize a página e tente de novo.');
    await recordAudit(transaction, {
      actor,
      action: change.action ?? 'updated',
      recordType: 'visit',
      recordId: after.id,
      recordLabel: visitLabel(after),
      changes: fieldChanges(change.before, after, VISIT_AUDIT),
    });
    const mail = await change.mail?.(transaction, after);
    if (mail !== undefined) await queueMail(transaction, mail);
    return after;
  });
}

/** The visitor's confirmation, with the property, the broker and the agency it names. */
async function confirmationMail(transaction: Kysely<Database>, visit: VisitRow, siteHost: string): Promise<MailToQueue | undefined> {
  const property = await transaction.selectFrom('properties').selectAll().where('id', '=', visit.property_id).executeTakeFirstOrThrow();
  const broker = await transaction
    .selectFrom('users')
    .select(['name', 'phone'])
    .where('id', '=', visit.broker_id)
    .executeTakeFirstOrThrow();
  const [agency] = await findActiveCompanies(transaction);
  return visitConfirmedMail(visit, property, { broker, agency: { name: agencyNameOf(agency), email: agency?.email ?? '' } }, siteHost);
}

function refuseUnlessHolding(visit: VisitRow): void {
  if (!HOLDING_STATUSES.includes(visit.status)) throw new HttpError(409, NOT_HOLDING_MESSAGE);
}

/** `POST /api/visits/{id}/confirm`: confirmed, and the visitor told by e-mail with an invitation for their calendar. */
export function confirmVisit(db: Kysely<Database>, actor: AuditActor, visit: VisitRow, siteHost: string): Promise<VisitRow> {
  refuseUnlessHolding(visit);
  return auditedVisitChange(db, actor, {
    before: visit,
    set: { status: 'confirmed' },
    mail: (transaction, after) => confirmationMail(transaction, after, siteHost),
  });
}

/** `POST /api/visits/{id}/cancel` (`reason`, required). */
export function cancelVisit(
  db: Kysely<Database>,
  actor: AuditActor,
  visit: VisitRow,
  body: Readonly<Record<string, unknown>>,
): Promise<VisitRow> {
  const form = new FormReader(body);
  const reason = form.text('reason', { required: true, requiredMessage: REASON_REQUIRED_MESSAGE, maxLength: 500, multiline: true });
  if (form.hasErrors || reason === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  refuseUnlessHolding(visit);
  return auditedVisitChange(db, actor, { before: visit, set: { status: 'cancelled', cancel_reason: reason } });
}

/** `POST /api/visits/{id}/reschedule` (`day`, `time`, `duration_minutes`): a new time, clear of the broker's others. */
export function rescheduleVisit(
  db: Kysely<Database>,
  actor: AuditActor,
  visit: VisitRow,
  body: Readonly<Record<string, unknown>>,
): Promise<VisitRow> {
  const form = new FormReader(body);
  const currentMinutes = (new Date(visit.ends_at).getTime() - new Date(visit.starts_at).getTime()) / 60_000;
  const time = readVisitTime(form, { minutes: currentMinutes });
  if (form.hasErrors || time === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  refuseUnlessHolding(visit);
  return auditedVisitChange(db, actor, {
    before: visit,
    set: { starts_at: time.startsAt.toISOString(), ends_at: time.endsAt.toISOString() },
    clashCheck: time,
  });
}

/**
 * `POST /api/visits/{id}/outcome` (`attended`: true or false; when attended, `interest` 1 to 5 and `comment`): once
 * its time has come, the visit is done or the client did not come ('Não compareceu').
 */
export function recordOutcome(
  db: Kysely<Database>,
  actor: AuditActor,
  visit: VisitRow,
  body: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<VisitRow> {
  const form = new FormReader(body);
  const attended = form.flag('attended');
  if (attended === undefined && form.errors.attended === undefined) form.fail('attended', ATTENDED_REQUIRED_MESSAGE);
  const interest = wholeNumberBetween(form, 'interest', VISIT_INTEREST, INTEREST_MESSAGE);
  const comment = form.text('comment', { required: false, maxLength: 2000, multiline: true });
  if (attended === 1 && interest === undefined && form.errors.interest === undefined) form.fail('interest', INTEREST_MESSAGE);
  if (form.hasErrors || attended === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  if (visit.status === 'cancelled') throw new HttpError(409, OUTCOME_CANCELLED_MESSAGE);
  if (new Date(visit.starts_at) > now) throw new HttpError(409, OUTCOME_TOO_EARLY_MESSAGE);
  return auditedVisitChange(db, actor, {
    before: visit,
    set: {
      status: attended === 1 ? 'done' : 'no_show',
      interest: attended === 1 ? (interest ?? null) : null,
      outcome_comment: comment ?? null,
      outcome_at: now.toISOString(),
    },
  });
}
