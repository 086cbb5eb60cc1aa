import type { Kysely } from 'kysely';
import { newSecretToken, secretDigest } from '../auth/secret-token.js';
import { findPublicPropertyBySlug } from '../catalogue/queries.js';
import { VISIT_INDEXES } from '../db/migrations/0022-visits.js';
import type { Database, PropertyRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { readEmail, readName, readRequiredPhone } from '../http/person-fields.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { createLead } from '../leads/lead-create.js';
import { readConsentVersion, recordConsent, type Consent } from '../audit/consent.js';
import { NEXT_SLOTS_OFFERED } from '../../../shared/visit-rules.js';
import { visitStartWrittenOut } from '../../../shared/visit-dates.js';
import { queueMail } from '../mail/queue.js';
import { visitPageUrl, visitRequestedMail } from './visit-mails.js';
import { bookableSlots, nextFreeSlots, offeredSlot, overlaps, type DaySlots, type Slot, type SlotCalendar } from './bookable-slots.js';
import { brokerHeldTimes, holidaysBetween, holdBrokerAgenda } from './broker-agenda.js';

export const SLOT_TAKEN_MESSAGE = 'Este horário acabou de ser reservado. Escolha outro.';
const VISIT_NOT_BOOKABLE_MESSAGE = 'Este imóvel não aceita agendamento de visitas pelo site.';
const DAY_REQUIRED_MESSAGE = 'Escolha o dia da visita.';
const TIME_REQUIRED_MESSAGE = 'Escolha o horário da visita.';
const SLOT_NOT_OFFERED_MESSAGE = 'Este horário não está disponível. Escolha um dos horários oferecidos.';

/** A public property a visitor may book: it has a responsible broker who is active. */
interface BookableProperty {
  property: PropertyRow;
  brokerId: number;
}

/** The public property of `slug` with its active responsible broker; 404 when either is missing. */
async function bookableProperty(db: Kysely<Database>, slug: string): Promise<BookableProperty> {
  const property = await findPublicPropertyBySlug(db, slug);
  if (property === undefined || property.user_id === null) throw new HttpError(404, VISIT_NOT_BOOKABLE_MESSAGE);
  const broker = await db.selectFrom('users').select('id').where('id', '=', property.user_id).where('is_active', '=', 1).executeTakeFirst();
  if (broker === undefined) throw new HttpError(404, VISIT_NOT_BOOKABLE_MESSAGE);
  return { property, brokerId: broker.id };
}

/** The calendar a broker's free slots are read from: now, the holidays and their held times of the booking days. */
async function slotCalendar(db: Kysely<Database>, brokerId: number, now: Date): Promise<SlotCalendar> {
  const [holidays, taken] = await Promise.all([holidaysBetween(db, now), brokerHeldTimes(db, brokerId, now)]);
  return { now, holidays, taken };
}

/** `GET /api/properties/{slug}/visit-slots`: the free slots of the property's broker, day by day. */
export async function visitSlotsOf(db: Kysely<Database>, slug: string, now: Date): Promise<DaySlots[]> {
  const { brokerId } = await bookableProperty(db, slug);
  return bookableSlots(await slotCalendar(db, brokerId, now));
}

interface VisitRequest {
  day: string;
  time: string;
  name: string;
  phone: string;
  email: string;
}

function readVisitRequest(body: Readonly<Record<string, unknown>>): {
  request: VisitRequest;
  noticeVersion: ReturnType<typeof readConsentVersion>;
} {
  const form = new FormReader(body);
  const day = form.text('day', { required: true, requiredMessage: DAY_REQUIRED_MESSAGE, maxLength: 10 });
  const time = form.text('time', { required: true, requiredMessage: TIME_REQUIRED_MESSAGE, maxLength: 5 });
  const name = readName(form);
  const phone = readRequiredPhone(form);
  const email = readEmail(form);
  const noticeVersion = readConsentVersion(form);
  if (form.hasErrors || !day || !time || !name || !phone || !email) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return { request: { day, time, name, phone, email }, noticeVersion };
}

/** A booked visit as the visitor is told of it, with the token of their private link (given once, never stored). */
export interface BookedVisit {
  id: number;
  token: string;
  startsAt: Date;
  endsAt: Date;
  /** 'sábado, 5 de dezembro, às 10:00'. */
  writtenOut: string;
}

/**
 * `POST /api/properties/{slug}/visits`: a visitor asks for a visit (`day`, `time`, `name`, `phone`, `email`, the
 * privacy notice's version). The slot must be one the agency offers and free in the broker's agenda; the visit
 * ('Solicitada'), its lead (source 'Agendamento'), the consent and the visitor's mail with their private link are
 * stored together. Two visitors asking for one
 * slot at once: the broker's agenda is held for the check and the insert, so one gets it and the other a 409 with
 * the next free slots (`data.nextSlots`).
 */
/** The slot a visitor asked for, when it is one the listing offers (free or not); else a 422 on the time. */
export async function requireOfferedSlot(db: Kysely<Database>, day: string, time: string, now: Date): Promise<Slot> {
  const slot = offeredSlot(day, time, { now, holidays: await holidaysBetween(db, now) });
  if (slot === undefined) throw new HttpError(422, SLOT_NOT_OFFERED_MESSAGE, { time: [SLOT_NOT_OFFERED_MESSAGE] });
  return slot;
}

export async function bookVisit(
  db: Kysely<Database>,
  slug: string,
  body: Readonly<Record<string, unknown>>,
  visitor: { address: string | null; now: Date; publicUrl: string },
): Promise<BookedVisit> {
  const { property, brokerId } = await bookableProperty(db, slug);
  const { request, noticeVersion } = readVisitRequest(body);
  const { now } = visitor;
  const slot = await requireOfferedSlot(db, request.day, request.time, now);
  const token = newSecretToken(24);
  const writtenOut = visitStartWrittenOut(slot.startsAt);
  const consent: Consent = { form: 'visit', version: noticeVersion, address: visitor.address, at: now };
  try {
    const id = await db.transaction().execute(async (transaction) => {
      await holdBrokerAgenda(transaction, brokerId);
      const held = await brokerHeldTimes(transaction, brokerId, now);
      if (held.some((taken) => overlaps(taken, slot))) return undefined;
      const leadId = await createLead(transaction, {
        source: 'visit',
        name: request.name,
        phone: request.phone,
        email: request.email,
        message: `Visita solicitada para ${writtenOut}.`,
        propertyId: property.id,
        brokerId,
      });
      const at = now.toISOString();
      const visit = await transaction
        .insertInto('visits')
        .values({
          property_id: property.id,
          broker_id: brokerId,
          lead_id: leadId,
          client_id: null,
          name: request.name,
          phone: request.phone,
          email: request.email,
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
          token_hash: secretDigest(token),
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordConsent(transaction, consent, { type: 'visit', id: visit.id });
      const mail = visitRequestedMail(
        { id: visit.id, email: request.email, name: request.name, starts_at: slot.startsAt.toISOString() },
        property,
        visitPageUrl(visitor.publicUrl, token),
      );
      if (mail !== undefined) await queueMail(transaction, mail, now);
      return visit.id;
    });
    if (id !== undefined) return { id, token, startsAt: slot.startsAt, endsAt: slot.endsAt, writtenOut };
  } catch (error) {
    // The database's last word: another holding visit of this broker starts at this very instant.
    if (!isUniqueViolation(error, VISIT_INDEXES.brokerSlot) && !isUniqueViolation(error, 'visits.broker_id')) throw error;
  }
  const next = nextFreeSlots(await slotCalendar(db, brokerId, now), slot.startsAt, NEXT_SLOTS_OFFERED);
  throw new HttpError(409, SLOT_TAKEN_MESSAGE, undefined, { nextSlots: next.map(({ day, time }) => ({ day, time })) });
}
