import type { Kysely } from 'kysely';
import { referencedVisitRecordFiles, VISIT_RECORDS_PREFIX } from '../api/src/agenda/visit-record-files.js';
import type { Database } from '../api/src/db/schema.js';
import { referencedPhotos } from '../api/src/files/orphans.js';
import { IMAGES_PREFIX } from '../api/src/files/storage.js';
import { referencedTemplateFiles } from '../api/src/templates/orphans.js';
import { TEMPLATES_PREFIX } from '../api/src/templates/storage.js';

/**
 * Every store key the rows reference: property and broker photos, contract template files, fichas de visita (the same rows the start-up
 * sweeps keep). `npm run backup` reads them on its database copy, and names in the manifest any the store lacks.
 */
export async function referencedStoreKeys(db: Kysely<Database>): Promise<string[]> {
  const [photos, templates, records] = await Promise.all([
    referencedPhotos(db),
    referencedTemplateFiles(db),
    referencedVisitRecordFiles(db),
  ]);
  return [
    ...[...photos].map((name) => `${IMAGES_PREFIX}${name}`),
    ...[...templates].map((name) => `${TEMPLATES_PREFIX}${name}`),
    ...[...records].map((name) => `${VISIT_RECORDS_PREFIX}${name}`),
  ];
}
