import { createHash, randomUUID } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { SharedCache } from '../caching/shared-cache.js';
import type { GatewayContext } from '../context.js';
import type { CountLookup } from '../pages/page-cache.js';

export interface ResponseCacheOptions {
  /** At most this many answers are kept… */
  maxEntries: number;
  /** …and at most this many characters of them and their keys in all (least recently used first out). */
  maxChars: number;
  /** An answer longer than this is not kept in the shared cache (default `MAX_SHARED_ANSWER_CHARS`). */
  maxSharedAnswerChars?: number;
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { maxEntries: 2_000, maxChars: 16 * 1024 * 1024 };
const MAX_SHARED_ANSWER_CHARS = 512 * 1024;

/** When a read began: the count of this process's clears, and the shared cache's generation (null: not shared). */
interface ReadBegun {
  local: number;
  shared: number | null;
}

/**
 * Public GraphQL reads answered again for a few seconds without asking the API: Apollo Server's response cache on a
 * bounded in-memory store, keyed by operation and variables. A read is cacheable when every field of it has a
 * `@cacheControl` hint (schema/cache-control.graphql); its `maxAge` is how long it is kept. A request with an
 * `Authorization` header (a signed-in user) is neither answered from the cache nor kept in it. `clear()` (through
 * the page cache's `clearAfter`, on every staff change made through the gateway) empties it, and a read begun
 * before a clear is not kept. With a shared cache (Redis), the answers are kept there instead, under its generation
 * (read once per request), so every gateway answers what any of them kept and a clear through any of them hides the
 * answers for all; while Redis cannot be reached, reads are neither answered from it nor kept. `countLookup` hears of
 * every public read it could answer: a `hit` when answered from it, a `miss` when a cacheable answer was made anew.
 */
export class ResponseCache {
  readonly #memory: InMemoryLRUCache;
  readonly #store: KeyValueCache<string>;
  /** Counts the clears; a read is kept only if none happened since it began. */
  #generation = 0;
  readonly #begunAt = new WeakMap<object, ReadBegun>();

  constructor(
    options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE,
    private readonly shared: SharedCache | null = null,
    private readonly countLookup: CountLookup = () => {},
  ) {
    this.#memory = new InMemoryLRUCache({
      max: options.maxEntries,
      maxSize: options.maxChars,
      // Keys hold the whole operation text, so they count as much as the answers.
      sizeCalculation: (answer: string, key: string) => answer.length + key.length,
    });
    const store = shared === null ? this.#memory : sharedAnswers(shared, options.maxSharedAnswerChars ?? MAX_SHARED_ANSWER_CHARS);
    this.#store = countingHits(store, countLookup);
  }

  /** How many answers are kept now in this process. */
  get size(): number {
    return this.#memory.keys().length;
  }

  /** Empties this process's answers; the shared ones are hidden by the page cache's clear of the shared cache. */
  clear(): void {
    this.#generation += 1;
    this.#memory.clear();
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return responseCachePlugin<GatewayContext>({
      cache: this.#store,
      generateCacheKey: (request, keyData) => this.#keyOf(request.contextValue, keyData),
      shouldReadFromCache: async (request) => {
        if (isSignedIn(request)) return false;
        const local = this.#generation;
        const shared = this.shared === null ? null : await this.shared.generation();
        if (this.shared !== null && shared === null) return false;
        this.#begunAt.set(request.contextValue, { local, shared });
        return true;
      },
      shouldWriteToCache: (request) => {
        if (isSignedIn(request)) return Promise.resolve(false);
        if (isCacheableAnswer(request)) this.countLookup('miss');
        return Promise.resolve(this.#begunAt.get(request.contextValue)?.local === this.#generation);
      },
    });
  }

  /**
   * In this process, the key data (operation, variables) as text: as unique as its hash, without hashing every
   * request. In the shared cache, its hash under the generation read when the request began.
   */
  #keyOf(context: object, keyData: unknown): string {
    const text = keyText(keyData);
    const shared = this.#begunAt.get(context)?.shared ?? null;
    if (shared === null) return text;
    return `${shared}:${createHash('sha256').update(text).digest('base64url')}`;
  }
}

/**
 * The key data as text. Variables nested thousands of levels deep (which no input type of the schema takes, so the
 * request is refused once they are read) are too deep for JSON.stringify: they get a key no other request has, so the
 * request is neither answered from the cache nor kept, and goes on to its refusal.
 */
function keyText(keyData: unknown): string {
  try {
    return JSON.stringify(keyData);
  } catch {
    return `uncacheable:${randomUUID()}`;
  }
}

/** Where shared answers are kept among the entries of the shared cache. */
const SHARED_ANSWER_KEY = 'graphql:';

/**
 * Apollo's store interface over the shared cache: keys arrive as `<generation>:<hash>`; an answer longer than
 * `maxChars` is not kept.
 */
function sharedAnswers(shared: SharedCache, maxChars: number): KeyValueCache<string> {
  const split = (key: string): [number, string] => {
    const colon = key.indexOf(':');
    return [Number(key.slice(0, colon)), SHARED_ANSWER_KEY + key.slice(colon + 1)];
  };
  return {
    async get(key) {
      const [generation, answerKey] = split(key);
      const answer = await shared.get(generation, answerKey);
      return typeof answer === 'string' ? answer : undefined;
    },
    async set(key, answer, options) {
      if (answer.length > maxChars) return;
      const [generation, answerKey] = split(key);
      await shared.set(generation, answerKey, answer, (options?.ttl ?? 0) * 1000);
    },
    delete: () => Promise.resolve(false),
  };
}

/** A store whose every answer found counts as a hit (the plugin then answers with it). */
function countingHits(store: KeyValueCache<string>, countLookup: CountLookup): KeyValueCache<string> {
  return {
    async get(key) {
      const answer = await store.get(key);
      if (answer !== undefined) countLookup('hit');
      return answer;
    },
    set: (key, answer, options) => store.set(key, answer, options),
    delete: (key) => store.delete(key),
  };
}

/** Whether the answer is one the plugin keeps: data without errors, every field with a cache hint. */
function isCacheableAnswer(request: GraphQLRequestContext<GatewayContext>): boolean {
  const body = request.response.body;
  if (body?.kind !== 'single') return false;
  const { data, errors } = body.singleResult;
  return errors === undefined && data !== undefined && data !== null && request.overallCachePolicy.policyIfCacheable() !== null;
}

function isSignedIn(request: GraphQLRequestContext<GatewayContext>): boolean {
  return (request.request.http?.headers.get('authorization') ?? '').trim() !== '';
}
