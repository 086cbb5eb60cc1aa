import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

/** What the routes need: the database and the data dir holding the images. */
export interface ApiContext {
  db: Kysely<Database>;
  dataDir: string;
}
