import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startS3Server, type RunningS3Server } from '../../../tests/support/s3-server.js';
import { parseStorageUrl } from '../config.js';
import { DiskObjectStore } from './disk-store.js';
import { objectStoreContract } from './testing/object-store-contract.js';
import { S3ObjectStore } from './s3-store.js';

objectStoreContract('data directory', async (publicBase) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'disk-store-'));
  return { store: new DiskObjectStore(dir, publicBase), dispose: () => rm(dir, { recursive: true, force: true }) };
});

let s3: RunningS3Server | undefined;
let buckets = 0;
beforeAll(async () => {
  s3 = await startS3Server(['contrato-1', 'contrato-2']);
});
afterAll(async () => {
  await s3?.close();
});

objectStoreContract('S3-compatible bucket', (publicBase) => {
  if (s3 === undefined) throw new Error('O servidor S3 de teste não iniciou.');
  buckets += 1;
  const store = new S3ObjectStore(parseStorageUrl(s3.storageUrl(`contrato-${buckets}`)), publicBase);
  return Promise.resolve({ store, dispose: () => Promise.resolve(store.close()) });
});
