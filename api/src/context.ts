import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { ObjectStore } from './files/object-store.js';

/** What the routes need: the database, the data dir (temporary uploads) and the store holding the files. */
export interface ApiContext {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
}
