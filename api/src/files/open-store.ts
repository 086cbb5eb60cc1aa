import { HoldingDeletesStore } from './deletion-hold.js';
import { DiskObjectStore } from './disk-store.js';
import type { ObjectStore } from './object-store.js';
import { S3ObjectStore, type S3Location } from './s3-store.js';

/**
 * The bucket when one is configured, else the data directory; its deletions wait while a backup or a restore holds
 * them (`deletion-hold.ts`).
 */
export function openObjectStore(dataDir: string, bucket: S3Location | undefined, publicUrl: string | undefined): ObjectStore {
  return new HoldingDeletesStore(bucket === undefined ? new DiskObjectStore(dataDir, publicUrl) : new S3ObjectStore(bucket, publicUrl));
}
