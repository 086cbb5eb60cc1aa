import type { Kysely } from 'kysely';
import type { AuditActor } from '../audit/audit-types.js';
import type { Database } from '../db/schema.js';
import { removeVisitRecordFiles } from '../agenda/visit-record-files.js';
import type { ObjectStore } from '../files/object-store.js';
import { removeStoredPhotos } from '../files/photos.js';
import {
  anonymizeClients,
  anonymizeConsents,
  anonymizeContactMessages,
  anonymizeLeads,
  anonymizeRegistrations,
  anonymizeVisits,
} from './anonymize-records.js';
import type { PersonKey } from './person-key.js';
import { findPersonRecords } from './person-records.js';
import { forgetVisitDocuments } from './visit-documents.js';

/** How many records of each kind an anonymization changed. */
export interface AnonymizedCounts {
  clients: number;
  leads: number;
  contact_messages: number;
  registrations: number;
  visits: number;
  visit_records: number;
  consents: number;
  portal_rejects: number;
  photos: number;
}

/**
 * Anonymizes everything held about the person, in one transaction: personal fields replaced, records kept for the
 * agency's counts, each record's anonymization in the audit trail (and its earlier entries' personal values erased),
 * the portal documents naming them deleted, their visits' fichas and the brokers' agenda mails naming them deleted.
 * Photos of a registration never published and the fichas' PDFs are removed from storage once the transaction is kept
 * (the start-up sweeps remove any that a failure here leaves). A person already anonymized is
 * found no more, so a second time changes nothing.
 */
export async function anonymizePerson(
  db: Kysely<Database>,
  files: ObjectStore,
  key: PersonKey,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AnonymizedCounts> {
  const { counts, photos, recordFiles } = await db.transaction().execute(async (transaction) => {
    const records = await findPersonRecords(transaction, key);
    const ids = <T extends { id: number }>(rows: readonly T[]) => rows.map((row) => row.id);
    await anonymizeClients(transaction, ids(records.clients), actor, now);
    await anonymizeLeads(transaction, ids(records.leads), actor, now);
    await anonymizeContactMessages(transaction, ids(records.contact_messages), now);
    const removed = await anonymizeRegistrations(transaction, ids(records.registrations), actor, now);
    await anonymizeVisits(transaction, ids(records.visits), actor, now);
    const forgottenFiles = await forgetVisitDocuments(transaction, ids(records.visits));
    await anonymizeConsents(transaction, ids(records.consents));
    if (records.portal_rejects.length > 0) {
      await transaction.deleteFrom('portal_lead_rejects').where('id', 'in', ids(records.portal_rejects)).execute();
    }
    return {
      photos: removed,
      recordFiles: forgottenFiles,
      counts: {
        clients: records.clients.length,
        leads: records.leads.length,
        contact_messages: records.contact_messages.length,
        registrations: records.registrations.length,
        visits: records.visits.length,
        visit_records: records.visit_records.length,
        consents: records.consents.length,
        portal_rejects: records.portal_rejects.length,
        photos: removed.length,
      },
    };
  });
  await removeStoredPhotos(files, photos);
  await removeVisitRecordFiles(files, recordFiles);
  return counts;
}
