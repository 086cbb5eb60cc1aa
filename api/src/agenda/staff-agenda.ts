import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges } from '../audit/field-changes.js';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database, VisitRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { readPhone } from '../http/field-readers.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { visibleLeads } from '../leads/lead-visibility.js';
import { holdBrokerAgenda } from './broker-agenda.js';
import { readVisitTime, refuseClash, seesOnlyOwnVisits, VISIT_AUDIT, visitLabel } from './staff-visits.js';

const PROPERTY_REQUIRED_MESSAGE = 'Escolha o imóvel da visita.';
const PROPERTY_NOT_FOUND_MESSAGE = 'O imóvel não foi encontrado.';
const PROPERTY_CODE_NOT_FOUND_MESSAGE = 'Nenhum imóvel com este código.';
const BROKER_REQUIRED_MESSAGE = 'Escolha o corretor da visita.';
const BROKER_NOT_FOUND_MESSAGE = 'Escolha um corretor ativo.';
const PERSON_NAME_REQUIRED_MESSAGE = 'Informe o nome de quem vai visitar.';
const PERSON_PHONE_REQUIRED_MESSAGE = 'Informe o telefone de quem vai visitar.';
const CLIENT_NOT_FOUND_MESSAGE = 'O cliente não foi encontrado.';
const LEAD_NOT_FOUND_MESSAGE = 'O lead não foi encontrado.';
const PERIOD_MESSAGE = 'Informe um período de até 42 dias (from e to, instantes ISO).';
/** The longest period the agenda reads at once: six weeks, a month view's. */
const LONGEST_PERIOD_MS = 42 * 86_400_000;

/** The person a visit is for: typed by staff, or read from the client or the lead it was booked from. */
interface VisitPerson {
  name: string;
  phone: string;
  email: string | null;
  clientId: number | null;
  leadId: number | null;
}

async function personOf(db: Kysely<Database>, user: StaffUser, form: FormReader): Promise<VisitPerson | undefined> {
  const leadId = form.id('lead_id');
  const clientId = form.id('client_id');
  if (leadId !== undefined) {
    const lead = await visibleLeads(db, user).selectAll().where('leads.id', '=', leadId).executeTakeFirst();
    if (lead === undefined) return form.fail('lead_id', LEAD_NOT_FOUND_MESSAGE);
    if (lead.name !== null && lead.phone !== null) {
      return { name: lead.name, phone: lead.phone, email: lead.email, clientId: lead.client_id, leadId };
    }
  }
  if (clientId !== undefined) {
    const client = await db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', clientId)
      .where('anonymized_at', 'is', null)
      .executeTakeFirst();
    if (client === undefined) return form.fail('client_id', CLIENT_NOT_FOUND_MESSAGE);
    return { name: client.name, phone: client.phone, email: client.email, clientId, leadId: leadId ?? null };
  }
  const name = form.text('name', { required: true, requiredMessage: PERSON_NAME_REQUIRED_MESSAGE, maxLength: 120 });
  const phone = readPhone(form, 'phone', { required: true, requiredMessage: PERSON_PHONE_REQUIRED_MESSAGE });
  const email = form.email('email', { required: false }) ?? null;
  if (name === undefined || phone === undefined) return undefined;
  return { name, phone, email, clientId: null, leadId: leadId ?? null };
}

/** The property of a new visit, by `property_id` or, as staff type it, by `property_code` ('ca-12-2026' too). */
async function propertyOf(db: Kysely<Database>, form: FormReader): Promise<{ id: number; user_id: number | null } | undefined> {
  const propertyId = form.id('property_id');
  const code = propertyId === undefined ? form.text('property_code', { required: false, maxLength: 40 }) : undefined;
  if (form.errors.property_id !== undefined || form.errors.property_code !== undefined) return undefined;
  if (propertyId === undefined && code === undefined) return form.fail('property_id', PROPERTY_REQUIRED_MESSAGE);
  const property = await db
    .selectFrom('properties')
    .select(['id', 'user_id'])
    .$if(propertyId !== undefined, (select) => select.where('id', '=', propertyId ?? 0))
    .$if(propertyId === undefined, (select) => select.where('code', '=', (code ?? '').toUpperCase()))
    .executeTakeFirst();
  if (property !== undefined) return property;
  return propertyId === undefined
    ? form.fail('property_code', PROPERTY_CODE_NOT_FOUND_MESSAGE)
    : form.fail('property_id', PROPERTY_NOT_FOUND_MESSAGE);
}

/** The broker of a new visit: a broker books for themselves; others name one, or take the property's. */
async function brokerOf(
  db: Kysely<Database>,
  user: StaffUser,
  form: FormReader,
  propertyBroker: number | null,
): Promise<number | undefined> {
  if (seesOnlyOwnVisits(user)) return user.id;
  const named = form.id('broker_id') ?? propertyBroker ?? undefined;
  if (named === undefined) return form.fail('broker_id', BROKER_REQUIRED_MESSAGE);
  const broker = await db.selectFrom('users').select('id').where('id', '=', named).where('is_active', '=', 1).executeTakeFirst();
  return broker?.id ?? form.fail('broker_id', BROKER_NOT_FOUND_MESSAGE);
}

/**
 * `POST /api/visits`: staff book a visit (`property_id` or `property_code`; `broker_id`; the person as `lead_id`, `client_id` or
 * `name`, `phone`, `email`; `day`, `time`, `duration_minutes`), confirmed at once: staff arranged it with the person.
 * A time that overlaps another visit of the broker is refused, naming it. Audited in the same transaction.
 */
export async function createStaffVisit(
  db: Kysely<Database>,
  user: StaffUser,
  actor: AuditActor,
  body: Readonly<Record<string, unknown>>,
): Promise<VisitRow> {
  const form = new FormReader(body);
  const property = await propertyOf(db, form);
  const brokerId = await brokerOf(db, user, form, property?.user_id ?? null);
  const person = await personOf(db, user, form);
  const time = readVisitTime(form);
  if (form.hasErrors || property === undefined || brokerId === undefined || person === undefined || time === undefined) {
    throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  }
  return db.transaction().execute(async (transaction) => {
    await holdBrokerAgenda(transaction, brokerId);
    await refuseClash(transaction, brokerId, time);
    const now = new Date().toISOString();
    const visit = await transaction
      .insertInto('visits')
      .values({
        property_id: property.id,
        broker_id: brokerId,
        lead_id: person.leadId,
        client_id: person.clientId,
        name: person.name,
        phone: person.phone,
        email: person.email,
        starts_at: time.startsAt.toISOString(),
        ends_at: time.endsAt.toISOString(),
        status: 'confirmed',
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(transaction, {
      actor,
      action: 'created',
      recordType: 'visit',
      recordId: visit.id,
      recordLabel: visitLabel(visit),
      changes: fieldChanges(undefined, visit, VISIT_AUDIT),
    });
    return visit;
  });
}

/** An instant of the agenda's period, ISO. */
function readInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/**
 * `GET /api/visits?from=…&to=…&broker_id=…`: the visits that begin in the period (at most 42 days), of one broker or,
 * for staff who see every agenda, of all; a broker sees only their own, whatever they ask. In the order of time.
 */
export async function agendaVisits(db: Kysely<Database>, user: StaffUser, query: Readonly<Record<string, unknown>>): Promise<VisitRow[]> {
  const from = readInstant(query.from);
  const to = readInstant(query.to);
  if (from === undefined || to === undefined || to <= from || to.getTime() - from.getTime() > LONGEST_PERIOD_MS) {
    throw new HttpError(422, PERIOD_MESSAGE);
  }
  const asked = typeof query.broker_id === 'string' && /^\d{1,9}$/.test(query.broker_id) ? Number(query.broker_id) : undefined;
  const brokerId = seesOnlyOwnVisits(user) ? user.id : asked;
  return db
    .selectFrom('visits')
    .selectAll()
    .$if(brokerId !== undefined, (select) => select.where('broker_id', '=', brokerId ?? 0))
    .where('starts_at', '>=', from.toISOString())
    .where('starts_at', '<', to.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}
