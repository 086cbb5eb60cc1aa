import type { Kysely, Transaction } from 'kysely';
import { approvalDateChange } from '../catalogue/approval-date.js';
import { agencyNameOf, findActiveCompanies } from '../catalogue/company.js';
import { issueTrackingToken, trackingUrl } from '../catalogue/tracking-token.js';
import { PROPERTY_STATUSES, type Database, type PropertyRow, type PropertyStatus } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { queueMail } from '../mail/queue.js';
import { REJECTION_REASON_MAX_LENGTH } from '../../../shared/property-rules.js';
import { statusNotice } from '../mail/status-notice.js';
import { recordPropertyAudit, type PropertyEditor } from './property-audit.js';
import { findVisibleProperty, STAFF_PROPERTY_NOT_FOUND_MESSAGE } from './staff-queries.js';

const STATUS_REQUIRED_MESSAGE = 'O status é obrigatório';
const REASON_REQUIRED_MESSAGE = 'Informe o motivo da recusa.';

export interface StatusChange {
  status: PropertyStatus;
  notifyClient: boolean;
  /** Why the property is rejected; null for any other status. */
  reason: string | null;
}

/**
 * Reads `{ status, notify_client, reason }`: status required and known; notify_client 1/0 (or true/false), 1 by
 * default; reason (several lines, at most 2,000 characters) required with `rejected` and ignored otherwise.
 */
export function readStatusChange(body: unknown): StatusChange {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const form = new FormReader(fields);
  const status = form.oneOf('status', PROPERTY_STATUSES, { required: true, requiredMessage: STATUS_REQUIRED_MESSAGE });
  const notify = form.flag('notify_client') ?? 1;
  const reason =
    status === 'rejected'
      ? form.text('reason', {
          required: true,
          requiredMessage: REASON_REQUIRED_MESSAGE,
          maxLength: REJECTION_REASON_MAX_LENGTH,
          multiline: true,
        })
      : undefined;
  if (form.hasErrors || status === undefined) {
    throw new HttpError(422, Object.values(form.errors)[0]?.[0] ?? STATUS_REQUIRED_MESSAGE, form.errors);
  }
  return { status, notifyClient: notify === 1, reason: reason ?? null };
}

interface Recipient {
  name: string | null;
  email: string;
}

/** Who hears about the decision: the property's client, else the owner who registered it; undefined without an e-mail. */
async function recipientOf(db: Kysely<Database>, row: PropertyRow): Promise<Recipient | undefined> {
  if (row.client_id !== null) {
    const client = await db.selectFrom('clients').select(['name', 'email']).where('id', '=', row.client_id).executeTakeFirst();
    if (client !== undefined && client.email.trim() !== '') return { name: client.name, email: client.email.trim() };
  }
  if (row.contact_email !== null && row.contact_email.trim() !== '') return { name: row.contact_name, email: row.contact_email.trim() };
  return undefined;
}

function placeOf(row: PropertyRow): string {
  const street = [row.address, row.number].filter(Boolean).join(', ');
  const town = [row.city, row.state].filter(Boolean).join('/');
  return [street, row.neighborhood, town].filter(Boolean).join(' — ');
}

async function queueNotice(
  transaction: Transaction<Database>,
  row: PropertyRow,
  status: 'approved' | 'rejected',
  publicUrl: string,
): Promise<boolean> {
  const recipient = await recipientOf(transaction, row);
  if (recipient === undefined) return false;
  const [company] = await findActiveCompanies(transaction);
  const token = await issueTrackingToken(transaction, row.id);
  const notice = statusNotice({
    status,
    recipientName: recipient.name,
    title: row.title,
    code: row.code,
    place: placeOf(row),
    agencyName: agencyNameOf(company),
    agencyPhone: company?.phone ?? company?.whatsapp ?? null,
    trackingUrl: trackingUrl(publicUrl, token),
    reason: row.status_reason,
  });
  await queueMail(transaction, { kind: 'property_status', referenceId: row.id, to: recipient.email, ...notice });
  return true;
}

/**
 * Sets the property's status, with the reason of a rejection (cleared by any other status). With notify_client
 * and a decision (approved or rejected), the client — or the owner who registered the property — gets a mail
 * about it through the outbox, with a new link to the property's tracking page (`publicUrl` is the public site's
 * address), both written in the same transaction, as is the change's entry of the audit trail (status, reason,
 * approval date). Answers the updated row and whether a mail was queued.
 */
export async function changePropertyStatus(
  db: Kysely<Database>,
  { user, actor }: PropertyEditor,
  id: number,
  change: StatusChange,
  publicUrl: string,
): Promise<{ row: PropertyRow; mailQueued: boolean }> {
  return db.transaction().execute(async (transaction) => {
    const current = await findVisibleProperty(transaction, user, id);
    if (current === undefined) throw new HttpError(404, STAFF_PROPERTY_NOT_FOUND_MESSAGE);
    const now = new Date().toISOString();
    const row = await transaction
      .updateTable('properties')
      .set({
        status: change.status,
        status_reason: change.reason,
        ...approvalDateChange(current.status, change.status, now),
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPropertyAudit(transaction, actor, current, row);
    const decided = change.status === 'approved' || change.status === 'rejected' ? change.status : undefined;
    const mailQueued = change.notifyClient && decided !== undefined ? await queueNotice(transaction, row, decided, publicUrl) : false;
    return { row, mailQueued };
  });
}
