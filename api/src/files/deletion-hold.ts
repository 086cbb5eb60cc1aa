import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ListedObject, ObjectInfo, ObjectStore, PutOptions, StoredObject } from './object-store.js';

/**
 * The folder of the holds, in the store itself: every API sharing the store (the data directory or the bucket) sees
 * them, and so does a backup or a restore run from another process or machine.
 */
export const DELETION_HOLDS_PREFIX = 'deletion-holds/';
/** A hold is written again this often while its backup or restore runs. */
const RENEW_MS = 60_000;
/** A hold not written again for this long was left by a process that died: it holds nothing any more. */
const HOLD_EXPIRY_MS = 10 * 60_000;

/** What holds the deletions: a backup reading the files, or a restore writing them. */
export type HoldReason = 'backup' | 'restore';

/** A hold placed by this process. */
export interface DeletionHold {
  /** The hold's key in the store (`deletion-holds/backup-…json`). */
  readonly key: string;
  /** Removes the hold: deletions go ahead again (unless another hold stands). */
  release(): Promise<void>;
}

/** `20261127T123000Z`: the instant in a key's letters. */
function keyInstant(now: Date): string {
  return now.toISOString().replace(/[-:]|\.\d+/g, '');
}

/**
 * Places a hold on the deletions of `store`: until it is released (or expires, when this process dies), the API's
 * removals of files and the start-up sweep of unreferenced files leave every file where it is. It is written again
 * every minute, so a hold whose process died stops holding after ten minutes.
 */
export async function placeDeletionHold(store: ObjectStore, reason: HoldReason, now = new Date()): Promise<DeletionHold> {
  const key = `${DELETION_HOLDS_PREFIX}${reason}-${keyInstant(now)}-${randomBytes(4).toString('hex')}.json`;
  const body = () => Buffer.from(JSON.stringify({ reason, startedAt: now.toISOString(), pid: process.pid }));
  await store.put(key, body(), { contentType: 'application/json' });
  const renewal = setInterval(() => {
    store.put(key, body(), { contentType: 'application/json' }).catch(() => undefined);
  }, RENEW_MS);
  renewal.unref();
  let released: Promise<void> | undefined;
  return {
    key,
    release() {
      clearInterval(renewal);
      released ??= store.delete(key);
      return released;
    },
  };
}

/** The keys of the holds standing on `store` (written less than ten minutes before `now`). */
export async function standingDeletionHolds(store: ObjectStore, now = Date.now()): Promise<string[]> {
  const standing: string[] = [];
  for await (const object of store.list(DELETION_HOLDS_PREFIX)) {
    if (now - object.lastModified.getTime() < HOLD_EXPIRY_MS) standing.push(object.key);
  }
  return standing;
}

/**
 * A store whose deletions wait while a hold stands (`placeDeletionHold`): a removal asked meanwhile leaves the file,
 * which no row references any more, to a later start-up sweep, as a removal that failed would. Every other call goes
 * straight through. The API opens its store through it (`open-store.ts`), so that a backup running beside it finds
 * every file the database copy it took references. The holds themselves are removed as asked.
 */
export class HoldingDeletesStore implements ObjectStore {
  readonly description: string;

  constructor(private readonly inner: ObjectStore) {
    this.description = inner.description;
  }

  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void> {
    return this.inner.put(key, body, options);
  }

  get(key: string): Promise<StoredObject | undefined> {
    return this.inner.get(key);
  }

  head(key: string): Promise<ObjectInfo | undefined> {
    return this.inner.head(key);
  }

  async delete(key: string): Promise<void> {
    if (!key.startsWith(DELETION_HOLDS_PREFIX) && (await standingDeletionHolds(this.inner)).length > 0) return;
    await this.inner.delete(key);
  }

  list(prefix: string): AsyncIterable<ListedObject> {
    return this.inner.list(prefix);
  }

  publicUrl(key: string): string | undefined {
    return this.inner.publicUrl(key);
  }

  close(): void {
    this.inner.close();
  }
}
