import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import {
  checkKey,
  checkPrefix,
  type ListedObject,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './object-store.js';
import { publicAddress } from './public-address.js';

/** A bucket of an S3-compatible service, as `STORAGE_URL` names it. */
export interface S3Location {
  bucket: string;
  /** Keys are stored under this folder of the bucket (`''` for its root). */
  folder: string;
  region: string;
  /** Another service than AWS (MinIO, R2, …): addressed by path, `http://host:9000/bucket/key`. */
  endpoint: string | undefined;
}

/** Parts of 8 MiB, two at a time: an upload holds about 16 MiB whatever the file's size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * Objects of one bucket, through the AWS SDK (credentials from the usual `AWS_*` variables or the
 * machine's profile). Uploads go in parts as the stream arrives (`@aws-sdk/lib-storage`).
 */
/** What a GET or a HEAD answer tells of an object. */
function objectInfoOf(answer: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string }): ObjectInfo {
  return {
    size: answer.ContentLength ?? 0,
    contentType: answer.ContentType ?? 'application/octet-stream',
    lastModified: answer.LastModified ?? new Date(0),
    etag: answer.ETag ?? '',
  };
}

/** How long a request to the store may take to connect, and may then go without a byte before it fails. */
export interface S3Timeouts {
  connectMs: number;
  idleMs: number;
}

const DEFAULT_S3_TIMEOUTS: S3Timeouts = { connectMs: 5_000, idleMs: 60_000 };

export class S3ObjectStore implements ObjectStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    private readonly publicBase: string | undefined = undefined,
    timeouts: S3Timeouts = DEFAULT_S3_TIMEOUTS,
  ) {
    this.client = new S3Client({
      region: location.region,
      ...(location.endpoint === undefined ? {} : { endpoint: location.endpoint, forcePathStyle: true }),
      // Without them the SDK waits for ever on a store that accepts a connection and then stalls.
      requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
    });
    this.description = `bucket s3://${location.bucket}${location.folder === '' ? '' : `/${location.folder}`}`;
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.location.folder === '' ? key : `${this.location.folder}/${key}`;
  }

  private keyOf(objectKey: string): string {
    return this.location.folder === '' ? objectKey : objectKey.slice(this.location.folder.length + 1);
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: body, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`Resposta sem conteúdo para ${key}.`);
      return { stream: answer.Body, ...objectInfoOf(answer) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      return objectInfoOf(await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) })));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    checkPrefix(prefix);
    const fullPrefix = this.location.folder === '' ? prefix : `${this.location.folder}/${prefix}`;
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.location.bucket, Prefix: fullPrefix })) {
      for (const item of page.Contents ?? []) {
        if (item.Key === undefined) continue;
        yield { key: this.keyOf(item.Key), size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
      }
    }
  }

  publicUrl(key: string): string | undefined {
    return publicAddress(this.publicBase, checkKey(key));
  }

  close(): void {
    this.client.destroy();
  }
}
