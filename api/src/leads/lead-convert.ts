import type { Kysely } from 'kysely';
import type { AuditActor } from '../audit/audit-types.js';
import { auditClientCreated } from '../audit/client-fields.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { searchKey } from '../http/paging.js';
import { recordResponse } from './first-response.js';
import { auditingLeadChange } from './lead-audit.js';
import { recordLeadEvent } from './lead-create.js';
import { leadOrThrow, type LeadJson } from './lead-detail.js';
import type { LeadViewer } from './lead-visibility.js';
import { matchingClient } from './matching-client.js';

const LEAD_CONVERTED_MESSAGE = 'Lead convertido em cliente com sucesso!';
const LEAD_LINKED_MESSAGE = 'Lead vinculado ao cliente já cadastrado com o mesmo e-mail ou telefone.';
export const ALREADY_CONVERTED_MESSAGE = 'Este lead já foi convertido em cliente.';
const MISSING_CONTACT_MESSAGE = 'Para converter em cliente, o lead precisa ter nome, telefone e e-mail.';

function digitsOf(phone: string | null): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** Creates the lead's client, with the client's 'created' entry, in the conversion's transaction. */
async function newClient(transaction: Kysely<Database>, actor: AuditActor, lead: LeadJson, phone: string): Promise<number> {
  if (!lead.name || !lead.email || phone === '') throw new HttpError(422, MISSING_CONTACT_MESSAGE);
  const client = { name: lead.name, email: lead.email, phone, is_active: 1 as const };
  const now = new Date().toISOString();
  const { id } = await transaction
    .insertInto('clients')
    .values({ ...client, created_at: now, updated_at: now, search_name: searchKey(client.name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditClientCreated(transaction, actor, id, client);
  return id;
}

/**
 * `POST /api/leads/{id}/convert`: links the lead to the client with its e-mail or phone or, when there is none,
 * creates one from its name, phone (digits) and e-mail; the lead becomes converted, with a `converted` and a
 * `status` event. Audited in the same transaction: the new client's 'created' entry, if any, then the lead's.
 */
export async function convertLead(
  db: Kysely<Database>,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
): Promise<{ message: string; data: LeadJson }> {
  const lead = await leadOrThrow(db, viewer, id);
  if (lead.client_id !== null) throw new HttpError(409, ALREADY_CONVERTED_MESSAGE);
  const phone = digitsOf(lead.phone);
  const linked = await db.transaction().execute((transaction) =>
    auditingLeadChange(transaction, actor, id, async () => {
      const existing = await matchingClient(transaction, lead.email, phone);
      const clientId = existing ?? (await newClient(transaction, actor, lead, phone));
      const now = new Date().toISOString();
      await transaction
        .updateTable('leads')
        .set({ client_id: clientId, status: 'converted', updated_at: now })
        .where('id', '=', id)
        .execute();
      await recordResponse(transaction, id, now);
      await recordLeadEvent(transaction, { leadId: id, kind: 'converted', detail: String(clientId), userId: viewer.id, at: now });
      await recordLeadEvent(transaction, { leadId: id, kind: 'status', detail: 'converted', userId: viewer.id, at: now });
      return existing !== undefined;
    }),
  );
  return { message: linked ? LEAD_LINKED_MESSAGE : LEAD_CONVERTED_MESSAGE, data: await leadOrThrow(db, viewer, id) };
}
