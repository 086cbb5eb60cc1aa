import type { Kysely } from 'kysely';
import { secretDigest } from '../auth/secret-token.js';
import type { Database, VisitRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { visitStartWrittenOut } from '../../../shared/visit-dates.js';
import { overlaps } from './bookable-slots.js';
import { brokerHeldTimes, HOLDING_STATUSES, holdBrokerAgenda } from './broker-agenda.js';
import { requireOfferedSlot, SLOT_TAKEN_MESSAGE } from './visit-booking.js';
import { VISIT_NOT_FOUND_MESSAGE } from './staff-visits.js';

const VISIT_NOT_CHANGEABLE_MESSAGE = 'Esta visita não pode mais ser alterada.';
const ATTENDANCE_TOO_EARLY_MESSAGE = 'Você poderá confirmar a visita depois do horário marcado.';
const ATTENDANCE_NOT_POSSIBLE_MESSAGE = 'Esta visita foi cancelada.';
const CANCELLED_BY_VISITOR = 'Cancelada pelo visitante.';

/** What a visitor's private link shows of their visit. */
export interface VisitorVisitJson {
  status: VisitRow['status'];
  startsAt: string;
  endsAt: string;
  /** 'sábado, 5 de dezembro, às 10:00'. */
  writtenOut: string;
  property: { code: string; title: string; slug: string };
  broker: { name: string };
  /** Whether the visitor may still cancel or reschedule it: it holds a time that has not come. */
  changeable: boolean;
  /** When the visitor confirmed that the visit happened; null until then. */
  confirmedAt: string | null;
  /** Whether the visitor may confirm it now: its time has come, it was not cancelled, and they have not yet. */
  confirmable: boolean;
}

/** The visit of a private link's token; 404 for any other text. */
async function visitOfToken(db: Kysely<Database>, token: string): Promise<VisitRow> {
  const visit = await db.selectFrom('visits').selectAll().where('token_hash', '=', secretDigest(token)).executeTakeFirst();
  if (visit === undefined || visit.anonymized_at !== null) throw new HttpError(404, VISIT_NOT_FOUND_MESSAGE);
  return visit;
}

function isChangeable(visit: VisitRow, now: Date): boolean {
  return HOLDING_STATUSES.includes(visit.status) && new Date(visit.starts_at) > now;
}

function isConfirmable(visit: VisitRow, now: Date): boolean {
  return visit.status !== 'cancelled' && visit.visitor_confirmed_at === null && new Date(visit.starts_at) <= now;
}

/** `GET /api/visit-bookings/{token}`. */
export async function visitorVisit(db: Kysely<Database>, token: string, now: Date): Promise<VisitorVisitJson> {
  const visit = await visitOfToken(db, token);
  const property = await db
    .selectFrom('properties')
    .select(['code', 'title', 'slug'])
    .where('id', '=', visit.property_id)
    .executeTakeFirstOrThrow();
  const broker = await db.selectFrom('users').select('name').where('id', '=', visit.broker_id).executeTakeFirstOrThrow();
  return {
    status: visit.status,
    startsAt: visit.starts_at,
    endsAt: visit.ends_at,
    writtenOut: visitStartWrittenOut(new Date(visit.starts_at)),
    property,
    broker,
    changeable: isChangeable(visit, now),
    confirmedAt: visit.visitor_confirmed_at,
    confirmable: isConfirmable(visit, now),
  };
}

/** `POST /api/visit-bookings/{token}/cancel`: the visitor cancels a visit whose time has not come. */
export async function cancelByVisitor(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  const visit = await visitOfToken(db, token);
  if (!isChangeable(visit, now)) throw new HttpError(409, VISIT_NOT_CHANGEABLE_MESSAGE);
  await db
    .updateTable('visits')
    .set({ status: 'cancelled', cancel_reason: CANCELLED_BY_VISITOR, updated_at: now.toISOString() })
    .where('id', '=', visit.id)
    .where('status', 'in', HOLDING_STATUSES)
    .execute();
}

/**
 * `POST /api/visit-bookings/{token}/reschedule` (`day`, `time`): the visitor moves a visit whose time has not come to
 * another slot the agency offers and its broker has free; it is requested again, for the broker to confirm.
 */
export async function rescheduleByVisitor(
  db: Kysely<Database>,
  token: string,
  body: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<string> {
  const visit = await visitOfToken(db, token);
  if (!isChangeable(visit, now)) throw new HttpError(409, VISIT_NOT_CHANGEABLE_MESSAGE);
  const form = new FormReader(body);
  const day = form.text('day', { required: true, maxLength: 10 });
  const time = form.text('time', { required: true, maxLength: 5 });
  if (form.hasErrors || !day || !time) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  const slot = await requireOfferedSlot(db, day, time, now);
  const moved = await db.transaction().execute(async (transaction) => {
    await holdBrokerAgenda(transaction, visit.broker_id);
    const held = await brokerHeldTimes(transaction, visit.broker_id, now);
    const others = held.filter((taken) => taken.visitId !== visit.id);
    if (others.some((taken) => overlaps(taken, slot))) return false;
    await transaction
      .updateTable('visits')
      .set({
        starts_at: slot.startsAt.toISOString(),
        ends_at: slot.endsAt.toISOString(),
        status: 'requested',
        updated_at: now.toISOString(),
      })
      .where('id', '=', visit.id)
      .execute();
    return true;
  });
  if (!moved) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  return visitStartWrittenOut(slot.startsAt);
}

/**
 * `POST /api/visit-bookings/{token}/attendance`: the visitor confirms that the visit happened ('Confirmo que visitei
 * este imóvel'), once its time has come; the time and their address are kept for the 'ficha de visita'.
 */
export async function confirmAttendance(
  db: Kysely<Database>,
  token: string,
  visitor: { address: string | null; now: Date },
): Promise<void> {
  const visit = await visitOfToken(db, token);
  if (visit.status === 'cancelled') throw new HttpError(409, ATTENDANCE_NOT_POSSIBLE_MESSAGE);
  if (new Date(visit.starts_at) > visitor.now) throw new HttpError(409, ATTENDANCE_TOO_EARLY_MESSAGE);
  await db
    .updateTable('visits')
    .set({
      visitor_confirmed_at: visitor.now.toISOString(),
      visitor_confirmed_address: visitor.address?.slice(0, 100) ?? null,
      updated_at: visitor.now.toISOString(),
    })
    .where('id', '=', visit.id)
    .where('visitor_confirmed_at', 'is', null)
    .execute();
}
