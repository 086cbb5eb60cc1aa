import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader } from '../http/form.js';
import { FORM_ERRORS_MESSAGE } from '../http/uploads.js';
import { ChangeCollector, type FormMode } from '../http/changes.js';
import { refusingDuplicateEmail } from './duplicate-email.js';
import { searchKey } from '../http/paging.js';
import { readEmail, readName, readRequiredPhone } from '../http/person-fields.js';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { auditClientCreated, CLIENT_AUDIT } from '../audit/client-fields.js';
import { fieldChanges } from '../audit/field-changes.js';

export const CLIENT_NOT_FOUND_MESSAGE = 'O cliente não foi encontrado.';

/** A client as every client call answers it. */
export interface ClientJson {
  id: number;
  name: string;
  phone: string;
  email: string;
  is_active: number;
}

interface ClientColumns {
  name: string;
  email: string;
  phone: string;
  is_active: 0 | 1;
}

const CLIENT_COLUMNS = ['id', 'name', 'phone', 'email', 'is_active'] as const;

/** name, email and phone required (phone with area code, stored as digits); is_active 1/0, 1 by default. */
function readClientForm(body: Readonly<Record<string, unknown>>, mode: FormMode): Partial<ClientColumns> {
  const form = new FormReader(body);
  const fields = new ChangeCollector<ClientColumns>(body, mode);
  fields.take('name', 'name', () => readName(form), '');
  fields.take('email', 'email', () => readEmail(form), '');
  fields.take('phone', 'phone', () => readRequiredPhone(form), '');
  fields.take('is_active', 'is_active', () => form.flag('is_active'), 1);
  if (form.hasErrors) throw new HttpError(422, FORM_ERRORS_MESSAGE, form.errors);
  return fields.changes;
}

export async function findClient(db: Kysely<Database>, id: number): Promise<ClientJson | undefined> {
  return db.selectFrom('clients').select(CLIENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

async function clientOrThrow(db: Kysely<Database>, id: number): Promise<ClientJson> {
  const client = await findClient(db, id);
  if (client === undefined) throw new HttpError(404, CLIENT_NOT_FOUND_MESSAGE);
  return client;
}

/** `POST /api/clients`; 409 when another client has the e-mail. Audited in the same transaction. */
export async function createClient(db: Kysely<Database>, actor: AuditActor, body: Readonly<Record<string, unknown>>): Promise<ClientJson> {
  const { name, email, phone, is_active: isActive } = readClientForm(body, 'create');
  if (!name || !email || !phone) throw new HttpError(422, FORM_ERRORS_MESSAGE);
  const now = new Date().toISOString();
  return db.transaction().execute(async (transaction) => {
    const { id } = await refusingDuplicateEmail(() =>
      transaction
        .insertInto('clients')
        .values({ name, email, phone, is_active: isActive ?? 1, created_at: now, updated_at: now, search_name: searchKey(name) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const client = await clientOrThrow(transaction, id);
    await auditClientCreated(transaction, actor, id, client);
    return client;
  });
}

/** `PUT /api/clients/{id}`: the fields sent change; 409 when another client has the e-mail. Audited in the same transaction. */
export async function updateClient(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
  body: Readonly<Record<string, unknown>>,
): Promise<ClientJson> {
  return db.transaction().execute(async (transaction) => {
    const before = await clientOrThrow(transaction, id);
    const changes = readClientForm(body, 'update');
    const after = await refusingDuplicateEmail(() =>
      transaction
        .updateTable('clients')
        .set({
          ...changes,
          ...(changes.name === undefined ? {} : { search_name: searchKey(changes.name) }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .returning(CLIENT_COLUMNS)
        .executeTakeFirstOrThrow(),
    );
    await recordAudit(transaction, {
      actor,
      action: 'updated',
      recordType: 'client',
      recordId: id,
      recordLabel: after.name,
      changes: fieldChanges(before, after, CLIENT_AUDIT),
    });
    return after;
  });
}
