import type { Kysely } from 'kysely';
import { BROKER_ROLES } from '../auth/broker-roles.js';
import type { AuditActor } from '../audit/audit-types.js';
import { LEAD_STATUSES, type Database, type LeadEventKind, type LeadStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { ALREADY_CONVERTED_MESSAGE } from './lead-convert.js';
import { recordResponse } from './first-response.js';
import { auditingLeadChange } from './lead-audit.js';
import { recordLeadEvent } from './lead-create.js';
import { leadOrThrow, type LeadJson } from './lead-detail.js';
import type { LeadViewer } from './lead-visibility.js';

const LEAD_ASSIGNED_MESSAGE = 'Lead atribuído com sucesso!';
const LEAD_UNASSIGNED_MESSAGE = 'O lead não está mais atribuído a ninguém.';
const LEAD_STATUS_CHANGED_MESSAGE = 'Situação do lead atualizada com sucesso!';
const ASSIGNEE_INVALID_MESSAGE = 'Selecione um corretor ativo.';
const STATUS_INVALID_MESSAGE = 'Selecione uma situação válida: Novo, Em atendimento, Convertido ou Descartado.';
const LEAD_FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const CONVERT_THROUGH_CLIENT_MESSAGE = "Para converter o lead, use 'Converter em cliente': ele passa a ter um cliente.";

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
    .where('role', 'in', [...BROKER_ROLES])
    .executeTakeFirst();
  if (user === undefined) refuse('user_id', ASSIGNEE_INVALID_MESSAGE);
  return user.id;
}

/**
 * One change of a lead: the columns it sets, the history entry it leaves and the message it answers. Any change by
 * staff stops the distribution passing the lead on; a move to 'Em atendimento' is also its response.
 */
interface LeadChange {
  columns: { assigned_to: number | null } | { status: LeadStatus };
  kind: LeadEventKind;
  detail: string | null;
  message: string;
}

/**
 * Checks the viewer may see the lead (404 otherwise), reads the change, then sets its columns, records its event and
 * writes its audit entry in one transaction. Answers the lead as staff see it: an unassigned broker may no longer
 * see it, but still gets the lead they just changed.
 */
async function changeLead(
  db: Kysely<Database>,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  readChange: (lead: LeadJson) => Promise<LeadChange> | LeadChange,
): Promise<{ message: string; data: LeadJson }> {
  const change = await readChange(await leadOrThrow(db, viewer, id));
  const now = new Date().toISOString();
  await db.transaction().execute((transaction) =>
    auditingLeadChange(transaction, actor, id, async () => {
      await transaction
        .updateTable('leads')
        .set({ ...change.columns, handover_at: null, updated_at: now })
        .where('id', '=', id)
        .execute();
      if ('status' in change.columns && change.columns.status === 'in_progress') await recordResponse(transaction, id, now);
      await recordLeadEvent(transaction, { leadId: id, kind: change.kind, detail: change.detail, userId: viewer.id, at: now });
    }),
  );
  return { message: change.message, data: await leadOrThrow(db, { id: viewer.id, role: 'administrative' }, id) };
}

/** `PUT /api/leads/{id}/assign`: assigns the lead to an active broker, or to nobody; an `assigned` event. */
export function assignLead(
  db: Kysely<Database>,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: LeadJson }> {
  return changeLead(db, viewer, actor, id, async () => {
    const assignee = await readAssignee(db, body);
    return {
      columns: { assigned_to: assignee },
      kind: 'assigned',
      detail: assignee === null ? null : String(assignee),
      message: assignee === null ? LEAD_UNASSIGNED_MESSAGE : LEAD_ASSIGNED_MESSAGE,
    };
  });
}

/**
 * `PUT /api/leads/{id}/status`: new, in_progress or discarded; a `status` event. 'converted' comes only with a client,
 * through the conversion (422 here), and a converted lead keeps its status (409).
 */
export function changeLeadStatus(
  db: Kysely<Database>,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<{ message: string; data: LeadJson }> {
  return changeLead(db, viewer, actor, id, (lead) => {
    const status = LEAD_STATUSES.find((known) => known === body.status);
    if (status === undefined) refuse('status', STATUS_INVALID_MESSAGE);
    if (lead.client_id !== null) throw new HttpError(409, ALREADY_CONVERTED_MESSAGE);
    if (status === 'converted') refuse('status', CONVERT_THROUGH_CLIENT_MESSAGE);
    return { columns: { status }, kind: 'status', detail: status, message: LEAD_STATUS_CHANGED_MESSAGE };
  });
}

/**
 * `POST /api/leads/{id}/chat`: the user opened the lead's WhatsApp from its page; a `chat` event, and the lead's first
 * response when it had none (audited then; a later chat changes no column of the lead, so it writes no entry).
 */
export async function recordLeadChat(db: Kysely<Database>, viewer: LeadViewer, actor: AuditActor, id: number): Promise<{ data: LeadJson }> {
  await leadOrThrow(db, viewer, id);
  const now = new Date().toISOString();
  await db.transaction().execute((transaction) =>
    auditingLeadChange(transaction, actor, id, async () => {
      await recordLeadEvent(transaction, { leadId: id, kind: 'chat', detail: null, userId: viewer.id, at: now });
      await recordResponse(transaction, id, now);
    }),
  );
  return { data: await leadOrThrow(db, viewer, id) };
}
