import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's own access key and secret, which it checks every request's signature against. */
const S3RVER_KEY = 'S3RVER';

export interface RunningS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** `s3://<bucket>?endpoint=…&region=us-east-1`, as STORAGE_URL takes it. */
  storageUrl(bucket: string): string;
  close(): Promise<void>;
}

/**
 * Starts an S3-compatible server on a free loopback port, keeping its objects in a temporary folder, with
 * the given buckets created. Sets AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to the keys it accepts.
 */
export async function startS3Server(buckets: readonly string[]): Promise<RunningS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address: AddressInfo = await server.run();
  process.env.AWS_ACCESS_KEY_ID = S3RVER_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_KEY;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    storageUrl: (bucket) => `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
