import path from 'node:path';
import { DiskObjectStore } from '../../../api/src/files/disk-store.js';
import type { ObjectStore } from '../../../api/src/files/object-store.js';

/** The API's files as the tests see them: the data directory of a test API. */
export function dataDirFiles(dataDir: string): ObjectStore {
  return new DiskObjectStore(dataDir);
}

/** Where the data directory keeps a contract template file. */
export function templateFileOnDisk(dataDir: string, storedFile: string): string {
  return path.join(dataDir, 'contract-templates', storedFile);
}
