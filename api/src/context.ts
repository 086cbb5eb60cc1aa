import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { ObjectStore } from './files/object-store.js';
import type { ApiMetrics } from './metrics/api-metrics.js';

/**
 * What the routes need: the database, the data dir (temporary uploads), the store holding the files and the API's
 * counters (which count nothing when the API keeps no metrics).
 */
export interface ApiContext {
  db: Kysely<Database>;
  dataDir: string;
  files: ObjectStore;
  metrics: ApiMetrics;
}
