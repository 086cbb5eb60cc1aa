import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ObjectStore } from '../files/object-store.js';
import { removeUnreferencedFiles } from '../files/unreferenced-files.js';

/**
 * The folder of the 'fichas de visita' in the store. They hold a person's data: private, only ever streamed by the
 * download call to staff who may see the visit, never given a public address.
 */
export const VISIT_RECORDS_PREFIX = 'visit-records/';

/** Stored names are 128 random bits in hex plus `.pdf`; nothing else is ever read from the folder. */
const SAFE_RECORD_NAME = /^[0-9a-f]{32}\.pdf$/;

/** The store key of a ficha's file; the name must be one this module made. */
export function visitRecordKey(name: string): string {
  if (!SAFE_RECORD_NAME.test(name)) throw new Error(`Nome de ficha de visita inválido: ${name}`);
  return `${VISIT_RECORDS_PREFIX}${name}`;
}

/** Writes a ficha's PDF under a new random name and answers that name. */
export async function storeVisitRecordFile(store: ObjectStore, pdf: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  await store.put(visitRecordKey(name), pdf, { contentType: 'application/pdf' });
  return name;
}

/** Removes the fichas' files; a missing one is no error. */
export async function removeVisitRecordFiles(store: ObjectStore, names: readonly string[]): Promise<void> {
  for (const name of names) await store.delete(visitRecordKey(name));
}

/** Every ficha's file a row points to, by stored name. */
export async function referencedVisitRecordFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('visit_records').select('stored_file').execute();
  return new Set(rows.map((row) => row.stored_file));
}

/**
 * Removes fichas' files no row references, older than an hour: left by a process that stopped between storing the PDF
 * and committing its row, or by an anonymization whose removal failed. Answers how many went.
 */
export async function sweepOrphanVisitRecords(
  db: Kysely<Database>,
  store: ObjectStore,
  now = Date.now(),
  signal?: AbortSignal,
): Promise<number> {
  return removeUnreferencedFiles(store, VISIT_RECORDS_PREFIX, await referencedVisitRecordFiles(db), now, undefined, signal);
}
