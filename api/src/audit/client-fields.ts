import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAudit } from './audit-trail.js';
import type { AuditActor } from './audit-types.js';
import { fieldChanges, type AuditedFields } from './field-changes.js';

/** A client's fields as the trail compares them, whichever screen writes the client (clients, a lead's conversion). */
interface AuditedClient {
  name: string;
  email: string;
  phone: string;
  is_active: number;
}

/** The client's fields the audit trail compares: one list for every write of a client. */
export const CLIENT_AUDIT: AuditedFields<AuditedClient> = { columns: ['name', 'email', 'phone', 'is_active'] };

/** A new client's 'created' entry, in the transaction that inserted it, whichever screen made it. */
export async function auditClientCreated(db: Kysely<Database>, actor: AuditActor, id: number, client: AuditedClient): Promise<void> {
  await recordAudit(db, {
    actor,
    action: 'created',
    recordType: 'client',
    recordId: id,
    recordLabel: client.name,
    changes: fieldChanges(undefined, client, CLIENT_AUDIT),
  });
}
