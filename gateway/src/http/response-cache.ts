import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { GatewayContext } from '../context.js';

export interface ResponseCacheOptions {
  /** At most this many answers are kept… */
  maxEntries: number;
  /** …and at most this many characters of them and their keys in all (least recently used first out). */
  maxChars: number;
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { maxEntries: 2_000, maxChars: 16 * 1024 * 1024 };

/**
 * Public GraphQL reads answered again for a few seconds without asking the API: Apollo Server's response cache on a
 * bounded in-memory store, keyed by operation and variables. A read is cacheable when every field of it has a
 * `@cacheControl` hint (schema/cache-control.graphql); its `maxAge` is how long it is kept. A request with an
 * `Authorization` header (a signed-in user) is neither answered from the cache nor kept in it. `clear()` (through
 * the page cache's `clearAfter`, on every staff change made through the gateway) empties it, and a read begun
 * before a clear is not kept.
 */
export class ResponseCache {
  readonly #store: InMemoryLRUCache;
  /** Counts the clears; a read is kept only if none happened since it began. */
  #generation = 0;
  readonly #begunAt = new WeakMap<GatewayContext, number>();

  constructor(options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE) {
    this.#store = new InMemoryLRUCache({
      max: options.maxEntries,
      maxSize: options.maxChars,
      // Keys hold the whole operation text, so they count as much as the answers.
      sizeCalculation: (answer: string, key: string) => answer.length + key.length,
    });
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.#store.keys().length;
  }

  clear(): void {
    this.#generation += 1;
    this.#store.clear();
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return responseCachePlugin<GatewayContext>({
      cache: this.#store,
      // The key data (operation, variables) as text: as unique as its hash, without hashing every request.
      generateCacheKey: (_request, keyData) => JSON.stringify(keyData),
      shouldReadFromCache: (request) => {
        if (isSignedIn(request)) return Promise.resolve(false);
        this.#begunAt.set(request.contextValue, this.#generation);
        return Promise.resolve(true);
      },
      shouldWriteToCache: (request) =>
        Promise.resolve(!isSignedIn(request) && this.#begunAt.get(request.contextValue) === this.#generation),
    });
  }
}

function isSignedIn(request: GraphQLRequestContext<GatewayContext>): boolean {
  return (request.request.http?.headers.get('authorization') ?? '').trim() !== '';
}
