import type { AuditedFields } from './field-changes.js';

/** A client's fields as the trail compares them, whichever screen writes the client (clients, a lead's conversion). */
export interface AuditedClient {
  name: string;
  email: string;
  phone: string;
  is_active: number;
}

/** The client's fields the audit trail compares: one list for every write of a client. */
export const CLIENT_AUDIT: AuditedFields<AuditedClient> = { columns: ['name', 'email', 'phone', 'is_active'] };
