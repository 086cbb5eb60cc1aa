import type { Kysely } from 'kysely';
import { LEAD_STATUSES, type Database, type LeadStatus, type UserRole } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { recordLeadEvent } from './lead-create.js';
import { leadOrThrow, type LeadJson } from './lead-detail.js';
import type { LeadViewer } from './lead-visibility.js';

export const LEAD_ASSIGNED_MESSAGE = 'Lead atribuído com sucesso!';
export const LEAD_UNASSIGNED_MESSAGE = 'O lead não está mais atribuído a ninguém.';
export const LEAD_STATUS_CHANGED_MESSAGE = 'Situação do lead atualizada com sucesso!';
export const ASSIGNEE_INVALID_MESSAGE = 'Selecione um corretor ativo.';
export const STATUS_INVALID_MESSAGE = 'Selecione uma situação válida: Novo, Em atendimento, Convertido ou Descartado.';
export const LEAD_FORM_MESSAGE = 'Por favor, corrija os erros destacados.';

/** The roles a lead may be assigned to. */
const ASSIGNABLE_ROLES: readonly UserRole[] = ['broker', 'leadbroker', 'adminbroker'];

function refuse(field: string, message: string): never {
  throw new HttpError(422, LEAD_FORM_MESSAGE, { [field]: [message] });
}

/** Reads `user_id`: an active broker's id, or null (or empty) to unassign. */
async function readAssignee(db: Kysely<Database>, body: Readonly<Record<string, unknown>>): Promise<number | null> {
  if (!('user_id' in body)) refuse('user_id', ASSIGNEE_INVALID_MESSAGE);
  if (body.user_id === null || body.user_id === '') return null;
  const form = new FormReader(body);
  const id = form.id('user_id');
  if (id === undefined) refuse('user_id', ASSIGNEE_INVALID_MESSAGE);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', 1)
    .where('role', 'in', [...ASSIGNABLE_ROLES])
    .executeTakeFirst();
  if (user === undefined) refuse('user_id', ASSIGNEE_INVALID_MESSAGE);
  return user.id;
}

/** `PUT /api/leads/{id}/assign`: assigns the lead to an active broker, or to nobody; an `assigned` event. */
export async function assignLead(
  db: Kysely<Database>,
  viewer: LeadViewer,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: LeadJson }> {
  await leadOrThrow(db, viewer, id);
  const assignee = await readAssignee(db, body);
  const now = new Date().toISOString();
  await db.transaction().execute(async (transaction) => {
    await transaction.updateTable('leads').set({ assigned_to: assignee, updated_at: now }).where('id', '=', id).execute();
    await recordLeadEvent(transaction, {
      leadId: id,
      kind: 'assigned',
      detail: assignee === null ? null : String(assignee),
      userId: viewer.id,
      at: now,
    });
  });
  const message = assignee === null ? LEAD_UNASSIGNED_MESSAGE : LEAD_ASSIGNED_MESSAGE;
  return { message, data: await leadOrThrow(db, { id: viewer.id, role: 'administrative' }, id) };
}

/** `PUT /api/leads/{id}/status`: one of new, in_progress, converted, discarded; a `status` event. */
export async function changeLeadStatus(
  db: Kysely<Database>,
  viewer: LeadViewer,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: LeadJson }> {
  await leadOrThrow(db, viewer, id);
  const status = LEAD_STATUSES.find((known) => known === body.status);
  if (status === undefined) refuse('status', STATUS_INVALID_MESSAGE);
  await setLeadStatus(db, { leadId: id, status, userId: viewer.id });
  return { message: LEAD_STATUS_CHANGED_MESSAGE, data: await leadOrThrow(db, viewer, id) };
}

async function setLeadStatus(db: Kysely<Database>, change: { leadId: number; status: LeadStatus; userId: number }): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (transaction) => {
    await transaction.updateTable('leads').set({ status: change.status, updated_at: now }).where('id', '=', change.leadId).execute();
    await recordLeadEvent(transaction, { leadId: change.leadId, kind: 'status', detail: change.status, userId: change.userId, at: now });
  });
}
