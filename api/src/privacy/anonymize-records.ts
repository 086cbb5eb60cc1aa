import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor, AuditRecordType, FieldChange } from '../audit/audit-types.js';
import type { Database } from '../db/schema.js';
import { searchKey } from '../http/paging.js';
import { leadSearchText } from '../leads/lead-search-text.js';
import { visitLabel } from '../agenda/staff-visits.js';

/** What an anonymized person's name becomes. */
const ANONYMIZED_NAME = 'Titular anonimizado';

/** The fields an anonymization replaced, kept in the trail as changed without their values. */
function replaced(fields: readonly string[]): FieldChange[] {
  return fields.map((field) => ({ field, secret: true }));
}

/** A record's own entries lose their personal values; the anonymization's entry says which fields were replaced. */
async function auditAnonymized(
  db: Kysely<Database>,
  actor: AuditActor,
  record: { type: AuditRecordType; id: number; label: string | null },
  changes: FieldChange[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('audit_personal_values').where('record_type', '=', record.type).where('record_id', '=', record.id).execute();
  await recordAudit(
    db,
    { actor, action: 'anonymized', recordType: record.type, recordId: record.id, recordLabel: record.label, changes },
    now,
  );
}

/** Clients: name replaced, e-mail replaced by a unique address that reaches no one, phone emptied. */
export async function anonymizeClients(db: Kysely<Database>, ids: readonly number[], actor: AuditActor, now: Date): Promise<void> {
  for (const id of ids) {
    await db
      .updateTable('clients')
      .set({
        name: ANONYMIZED_NAME,
        email: `anonimizado-${id}@anonimizado.invalid`,
        phone: '',
        search_name: searchKey(ANONYMIZED_NAME),
        updated_at: now.toISOString(),
        anonymized_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await auditAnonymized(db, actor, { type: 'client', id, label: null }, replaced(['name', 'email', 'phone']), now);
  }
}

/** Leads: name replaced, e-mail, phone and message removed; the lead stays for the agency's counts. */
export async function anonymizeLeads(db: Kysely<Database>, ids: readonly number[], actor: AuditActor, now: Date): Promise<void> {
  for (const id of ids) {
    const lead = await db
      .selectFrom('leads')
      .leftJoin('properties', 'properties.id', 'leads.property_id')
      .select(['properties.code'])
      .where('leads.id', '=', id)
      .executeTakeFirst();
    await db
      .updateTable('leads')
      .set({
        name: ANONYMIZED_NAME,
        email: null,
        phone: null,
        message: null,
        search_text: leadSearchText({ name: ANONYMIZED_NAME, email: null, phone: null, propertyCode: lead?.code ?? null }),
        updated_at: now.toISOString(),
        anonymized_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await auditAnonymized(db, actor, { type: 'lead', id, label: null }, replaced(['name', 'email', 'phone', 'message']), now);
  }
  if (ids.length > 0) await db.deleteFrom('outbox').where('kind', '=', 'lead_assigned').where('reference_id', 'in', ids).execute();
}

/** Contact messages: every field the visitor typed emptied, and the mail that carried them to the agency removed. */
export async function anonymizeContactMessages(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('contact_messages')
    .set({ name: ANONYMIZED_NAME, email: '', phone: '', message: '', anonymized_at: now.toISOString() })
    .where('id', 'in', ids)
    .execute();
  await db.deleteFrom('outbox').where('kind', '=', 'contact_message').where('reference_id', 'in', ids).execute();
}

/**
 * Properties an owner registered: the owner's contact removed, their tracking links and mails too; a registration
 * never published (refused, or still under analysis and so withdrawn) loses its photos and leaves the review. Answers
 * the photos to remove from storage once the transaction is kept.
 */
export async function anonymizeRegistrations(
  db: Kysely<Database>,
  ids: readonly number[],
  actor: AuditActor,
  now: Date,
): Promise<string[]> {
  const photos: string[] = [];
  for (const id of ids) {
    const property = await db
      .selectFrom('properties')
      .select(['code', 'title', 'images', 'approved_at', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const neverPublished = property.approved_at === null;
    const images = neverPublished ? (JSON.parse(property.images) as string[]) : [];
    photos.push(...images);
    await db
      .updateTable('properties')
      .set({
        contact_name: null,
        contact_phone: null,
        contact_email: null,
        ...(neverPublished ? { images: '[]', is_active: 0, status: 'rejected' as const } : {}),
        updated_at: now.toISOString(),
        anonymized_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const changes: FieldChange[] = [
      ...replaced(['contact_name', 'contact_phone', 'contact_email']),
      ...(neverPublished && images.length > 0 ? [{ field: 'images', before: property.images, after: '[]' }] : []),
      ...(neverPublished && property.status !== 'rejected' ? [{ field: 'status', before: property.status, after: 'rejected' }] : []),
    ];
    await auditAnonymized(db, actor, { type: 'property', id, label: `${property.code} — ${property.title}` }, changes, now);
  }
  if (ids.length > 0) {
    await db.deleteFrom('registration_tracking').where('property_id', 'in', ids).execute();
    await db
      .deleteFrom('outbox')
      .where('kind', '=', 'property_status')
      .where('reference_id', 'in', ids)
      .where('to_address', 'is not', null)
      .execute();
  }
  return photos;
}

/** Consents keep the version and the time (the proof that there was consent), not the address. */
export async function anonymizeConsents(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.updateTable('privacy_consents').set({ address: null }).where('id', 'in', ids).execute();
}

/**
 * Visits: the person's name replaced, phone, e-mail, comment and confirmation address removed, the private link
 * ended, its mails deleted; the visit stays in the broker's agenda and the property's count.
 */
export async function anonymizeVisits(db: Kysely<Database>, ids: readonly number[], actor: AuditActor, now: Date): Promise<void> {
  for (const id of ids) {
    const visit = await db.selectFrom('visits').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow();
    await db
      .updateTable('visits')
      .set({
        name: ANONYMIZED_NAME,
        phone: '',
        email: null,
        outcome_comment: null,
        visitor_confirmed_address: null,
        token_hash: null,
        updated_at: now.toISOString(),
        anonymized_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await auditAnonymized(
      db,
      actor,
      { type: 'visit', id, label: visitLabel(visit) },
      replaced(['name', 'phone', 'email', 'outcome_comment']),
      now,
    );
  }
  if (ids.length > 0) {
    await db
      .deleteFrom('outbox')
      .where('kind', 'in', ['visit_requested', 'visit_confirmed', 'visit_reminder'])
      .where('reference_id', 'in', ids)
      .execute();
  }
}
