import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditAction, AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import type { StaffUser } from '../auth/staff-session.js';
import type { Database, KeyCheckoutRow, PropertyKeyRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { clockTime, saoPauloWallClockOf } from '../../../shared/sao-paulo-times.js';
import { DUE_REQUIRED_MESSAGE, dueInstantOf, dueTimeProblem } from './due-time.js';
import { lendsToAnyone } from './key-access.js';
import { BROKER_ROLES } from './key-choices.js';
import { KEY_REMOVED_MESSAGE, keyLabel } from './property-keys.js';

const BROKER_REQUIRED_MESSAGE = 'Escolha o corretor que leva a chave.';
const BROKER_NOT_FOUND_MESSAGE = 'Escolha um corretor ativo.';
const VISIT_MESSAGE = 'Escolha uma visita deste imóvel com este corretor que não foi cancelada.';
const NOT_LENT_MESSAGE = 'Esta chave não está emprestada.';
const NOT_HOLDER_MESSAGE = 'Só quem está com a chave, ou quem tem a permissão Imóveis ou Agenda, registra a devolução.';
/** The open-checkout index (migration 0024) that refuses a second open checkout of a key. */
const OPEN_PER_KEY_INDEX = 'key_checkouts_open_key_unique';

const CHECKOUT_AUDIT: AuditedFields<KeyCheckoutRow> = { columns: ['key_id', 'broker_id', 'visit_id', 'due_at', 'checked_in_at'] };

/** `05/12/2026 10:12`: an instant on São Paulo's clock. */
function saoPauloDateTime(instant: string): string {
  const { day, minutes } = saoPauloWallClockOf(new Date(instant));
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year} ${clockTime(minutes)}`;
}

/** Refuses a key that is out, naming who holds it since when: 'Esta chave já está com Ana desde 05/12/2026 10:12.' */
async function refuseWhenLent(db: Kysely<Database>, keyId: number): Promise<void> {
  const open = await db
    .selectFrom('key_checkouts')
    .innerJoin('users', 'users.id', 'key_checkouts.broker_id')
    .select(['users.name', 'key_checkouts.checked_out_at'])
    .where('key_checkouts.key_id', '=', keyId)
    .where('key_checkouts.checked_in_at', 'is', null)
    .executeTakeFirst();
  if (open !== undefined) throw new HttpError(409, `Esta chave já está com ${open.name} desde ${saoPauloDateTime(open.checked_out_at)}.`);
}

/** Who takes the key: a broker without `imoveis` or `agenda` takes it themselves; the others name an active broker. */
async function brokerOf(db: Kysely<Database>, user: StaffUser, form: FormReader): Promise<number | undefined> {
  if (!lendsToAnyone(user)) return user.id;
  const named = form.id('broker_id');
  if (named === undefined) return form.errors.broker_id === undefined ? form.fail('broker_id', BROKER_REQUIRED_MESSAGE) : undefined;
  const broker = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', named)
    .where('is_active', '=', 1)
    .where('role', 'in', BROKER_ROLES)
    .executeTakeFirst();
  return broker?.id ?? form.fail('broker_id', BROKER_NOT_FOUND_MESSAGE);
}

async function audited(
  db: Kysely<Database>,
  actor: AuditActor,
  action: AuditAction,
  key: PropertyKeyRow,
  before: KeyCheckoutRow | undefined,
  after: KeyCheckoutRow,
) {
  await recordAudit(db, {
    actor,
    action,
    recordType: 'key_checkout',
    recordId: after.id,
    recordLabel: await keyLabel(db, key),
    changes: fieldChanges(before, after, CHECKOUT_AUDIT),
  });
}

/**
 * `POST /api/property-keys/{id}/checkout` (`broker_id`, `due_at`, `visit_id`): the key lent until `due_at`, optionally
 * for a visit of its property by that broker. A key already out is a 409 naming its holder; the key's row is held
 * first, so two check-outs at once make one on PostgreSQL as on SQLite, and the open-checkout index has the last word.
 */
export async function checkOutKey(
  db: Kysely<Database>,
  user: StaffUser,
  actor: AuditActor,
  key: PropertyKeyRow,
  body: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): Promise<KeyCheckoutRow> {
  const form = new FormReader(body);
  const brokerId = await brokerOf(db, user, form);
  const dueText = form.text('due_at', { required: true, requiredMessage: DUE_REQUIRED_MESSAGE, maxLength: 40 });
  const due = dueText === undefined ? undefined : dueInstantOf(dueText);
  if (dueText !== undefined && due === undefined) form.fail('due_at', DUE_REQUIRED_MESSAGE);
  const problem = due === undefined ? undefined : dueTimeProblem(due, now);
  if (problem !== undefined) form.fail('due_at', problem);
  const visitId = form.id('visit_id');
  if (visitId !== undefined && brokerId !== undefined) {
    const visit = await db
      .selectFrom('visits')
      .select('id')
      .where('id', '=', visitId)
      .where('property_id', '=', key.property_id)
      .where('broker_id', '=', brokerId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    if (visit === undefined) form.fail('visit_id', VISIT_MESSAGE);
  }
  if (form.hasErrors || brokerId === undefined || due === undefined) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  try {
    return await db.transaction().execute(async (transaction) => {
      // The key's row first: PostgreSQL holds it until commit, so a second check-out waits, then sees the first.
      const held = await transaction
        .updateTable('property_keys')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', key.id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (held.numUpdatedRows === 0n) throw new HttpError(409, KEY_REMOVED_MESSAGE);
      await refuseWhenLent(transaction, key.id);
      const checkout = await transaction
        .insertInto('key_checkouts')
        .values({
          key_id: key.id,
          broker_id: brokerId,
          visit_id: visitId ?? null,
          checked_out_at: now.toISOString(),
          checked_out_by: actor.userId,
          due_at: due.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audited(transaction, actor, 'created', key, undefined, checkout);
      return checkout;
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_PER_KEY_INDEX)) await refuseWhenLent(db, key.id);
    throw error;
  }
}

/** `POST /api/property-keys/{id}/checkin`: the key back; its holder or a holder of `imoveis` or `agenda` records it. */
export function checkInKey(
  db: Kysely<Database>,
  user: StaffUser,
  actor: AuditActor,
  key: PropertyKeyRow,
  now: Date = new Date(),
): Promise<KeyCheckoutRow> {
  return db.transaction().execute(async (transaction) => {
    const open = await transaction
      .selectFrom('key_checkouts')
      .selectAll()
      .where('key_id', '=', key.id)
      .where('checked_in_at', 'is', null)
      .executeTakeFirst();
    if (open === undefined) throw new HttpError(409, NOT_LENT_MESSAGE);
    if (!lendsToAnyone(user) && open.broker_id !== user.id) throw new HttpError(403, NOT_HOLDER_MESSAGE);
    const after = await transaction
      .updateTable('key_checkouts')
      .set({ checked_in_at: now.toISOString(), checked_in_by: actor.userId })
      .where('id', '=', open.id)
      .where('checked_in_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // Another check-in came first.
    if (after === undefined) throw new HttpError(409, NOT_LENT_MESSAGE);
    await audited(transaction, actor, 'updated', key, open, after);
    return after;
  });
}
