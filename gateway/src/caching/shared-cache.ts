import KeyvRedis, { createClient, Keyv } from '@keyv/redis';

/** How long one Redis command may take before the read or write goes on without the cache. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** How long the gateway's stop waits for Redis to acknowledge the close before cutting the connection. */
const REDIS_CLOSE_GRACE_MS = 1000;

export interface SharedCacheOptions {
  /** The Redis server, e.g. redis://127.0.0.1:6379. */
  url: string;
  /** Put before every key, so that several sites (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Where an outage and the recovery are reported (once each). */
  log?: (message: string) => void;
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * The caches of public reads kept in Redis, seen by every gateway on the same `REDIS_URL`, through Keyv's store
 * interface (`@keyv/redis`). Every key holds the generation: a counter in Redis that `clear()` advances with one
 * `INCR`, so a clear made through any gateway hides every entry at once for all of them, and the old entries expire
 * on their own. The generation is read for every request (`generation()`); while Redis cannot be reached it is
 * `null`, and the gateway answers without the cache. An outage is reported once, and its end once.
 */
export class SharedCache {
  readonly #client: RedisClient;
  readonly #entries: Keyv;
  readonly #generationKey: string;
  readonly #log: (message: string) => void;
  #unreachable = false;
  #closed = false;
  /** The first connection, until it is made or has failed: the first requests wait for it rather than skip the cache. */
  #connecting: Promise<void> | null;

  constructor(options: SharedCacheOptions) {
    this.#log = options.log ?? ((message) => console.error(message));
    this.#generationKey = `${options.keyPrefix}:generation`;
    this.#client = createClient({
      url: options.url,
      // Without a connection a command fails at once instead of waiting for the next one.
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
        reconnectStrategy: (attempts: number) => Math.min(100 * 2 ** attempts, 5000),
      },
    });
    this.#client.on('error', (error: unknown) => this.#reportUnreachable(error));
    this.#client.on('ready', () => this.#reportReachable());
    const firstOutcome = new Promise<void>((resolve) => {
      this.#client.once('ready', resolve);
      this.#client.once('error', resolve);
    });
    this.#connecting = firstOutcome.then(() => {
      this.#connecting = null;
    });
    this.#client.connect().catch((error: unknown) => this.#reportUnreachable(error));
    const store = new KeyvRedis<unknown>(this.#client, { namespace: `${options.keyPrefix}:entries`, throwOnErrors: true });
    this.#entries = new Keyv({ store, namespace: `${options.keyPrefix}:entries`, useKeyPrefix: false, throwOnErrors: true });
  }

  /** The clears counted so far, or null while Redis cannot be reached (nothing is read from it nor kept in it then). */
  async generation(): Promise<number | null> {
    if (this.#closed) return null;
    await this.#connecting;
    try {
      const stored = await this.#client.get(this.#generationKey);
      return stored === null ? 0 : Number(stored);
    } catch (error) {
      this.#reportUnreachable(error);
      return null;
    }
  }

  /** Hides every entry, for every gateway. Resolves once Redis has counted the clear (or could not be reached). */
  async clear(): Promise<void> {
    if (this.#closed) return;
    await this.#connecting;
    try {
      await this.#client.incr(this.#generationKey);
    } catch (error) {
      this.#reportUnreachable(error);
    }
  }

  /** The entry kept under `key` of `generation`, or undefined (also when Redis cannot be reached). */
  async get(generation: number, key: string): Promise<unknown> {
    if (this.#closed) return undefined;
    await this.#connecting;
    try {
      return await this.#entries.get<unknown>(entryKey(generation, key));
    } catch (error) {
      this.#reportUnreachable(error);
      return undefined;
    }
  }

  /** Keeps `value` under `key` of `generation` for `ttlMs`; a failure only means it is not kept. */
  async set(generation: number, key: string, value: unknown, ttlMs: number): Promise<void> {
    if (this.#closed) return;
    await this.#connecting;
    try {
      await this.#entries.set(entryKey(generation, key), value, ttlMs);
    } catch (error) {
      this.#reportUnreachable(error);
    }
  }

  /** Closes the connection: politely within `REDIS_CLOSE_GRACE_MS`, else cut. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#client.isReady) {
      this.#client.destroy();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const cut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.#client.destroy();
        resolve();
      }, REDIS_CLOSE_GRACE_MS);
    });
    try {
      await Promise.race([this.#client.close().catch(() => this.#client.destroy()), cut]);
    } finally {
      clearTimeout(timer);
    }
  }

  #reportUnreachable(error: unknown): void {
    if (this.#unreachable || this.#closed) return;
    this.#unreachable = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.#log(`O Redis do cache compartilhado não responde (${reason}); as páginas e leituras públicas seguem sem ele.`);
  }

  #reportReachable(): void {
    if (!this.#unreachable) return;
    this.#unreachable = false;
    this.#log('O Redis do cache compartilhado voltou a responder.');
  }
}

function entryKey(generation: number, key: string): string {
  return `${generation}:${key}`;
}
