import { LRUCache } from 'lru-cache';
import type { SharedCache } from '../caching/shared-cache.js';

/** A page as sent: its status and the whole HTML document. */
export interface CachedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  /** How long a rendered page is served again. */
  ttlMs: number;
  /** At most this many pages are kept… */
  maxPages: number;
  /** …and at most this many characters of HTML in all. */
  maxChars: number;
  /** A page longer than this is not kept in the shared cache (default `MAX_SHARED_PAGE_CHARS`). */
  maxSharedPageChars?: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = { ttlMs: 30_000, maxPages: 500, maxChars: 32 * 1024 * 1024 };
const MAX_SHARED_PAGE_CHARS = 2 * 1024 * 1024;

/** A lookup of a cache of public reads: answered from it (`hit`), or made anew (`miss`). */
export type CacheLookup = 'hit' | 'miss';

/** Told of every lookup of a cache (the gateway's metrics). */
export type CountLookup = (result: CacheLookup) => void;

/** Something else kept from public reads, emptied together with the pages. */
export interface ClearedAlong {
  clear(): void;
}

/** Where shared pages are kept among the entries of the shared cache. */
const SHARED_PAGE_KEY = 'page:';

/** Only a found page (200) and an unknown property (404) are kept; an unavailable API (503) is tried again. */
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 404]);

/**
 * The public pages rendered on the server, kept briefly (least recently used first out) so a busy page is
 * rendered once per period rather than once per visit. Staff changes made through the gateway drop every page
 * (`clear`, `clearAfter`), and empty the other caches of public reads given (`clearedAlong`: the GraphQL response
 * cache); changes made elsewhere show once the period is over. With a shared cache (Redis), the pages are kept
 * there instead, under its generation, so every gateway serves a page any of them rendered and a clear through any
 * of them drops the pages for all. `countLookup` hears of every visit: a `miss` when its page is rendered for it, a
 * `hit` when it is answered without (kept, or rendered meanwhile for another visit).
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  /** Renders under way, so that visits arriving meanwhile wait for the same one. */
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  /** Counts the clears: a render begun before one is sent but not kept. */
  #generation = 0;
  readonly #options: PageCacheOptions;

  constructor(
    options: PageCacheOptions = DEFAULT_PAGE_CACHE,
    private readonly clearedAlong: readonly ClearedAlong[] = [],
    private readonly shared: SharedCache | null = null,
    private readonly countLookup: CountLookup = () => {},
  ) {
    this.#options = options;
    this.#pages = new LRUCache<string, CachedPage>({
      max: options.maxPages,
      maxSize: options.maxChars,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: options.ttlMs,
    });
  }

  /** The page kept under `key`, or the one `render` makes (kept when its status allows). */
  page(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    if (this.shared === null) {
      const kept = this.#pages.get(key);
      if (kept !== undefined) {
        this.countLookup('hit');
        return Promise.resolve(kept);
      }
    }
    const underWay = this.#rendering.get(key);
    if (underWay !== undefined) {
      this.countLookup('hit');
      return underWay;
    }
    const rendering = this.shared === null ? this.#renderKept(key, render) : this.#sharedPage(this.shared, key, render);
    this.#rendering.set(key, rendering);
    const forget = () => {
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
    };
    rendering.then(forget, forget);
    return rendering;
  }

  /**
   * Drops every page, and any render under way is no longer kept nor shared; empties the caches cleared along.
   * This process forgets at once; the promise resolves once the shared cache, if any, has counted the clear.
   */
  clear(): Promise<void> {
    this.#generation += 1;
    this.#pages.clear();
    this.#rendering.clear();
    for (const cache of this.clearedAlong) cache.clear();
    return this.shared === null ? Promise.resolve() : this.shared.clear();
  }

  /** Awaits a staff write and drops every page once it succeeded (`ok`); its result is passed on. */
  async clearAfter<T extends { ok: boolean }>(write: Promise<T>): Promise<T> {
    const outcome = await write;
    if (outcome.ok) await this.clear();
    return outcome;
  }

  #renderKept(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const generation = this.#generation;
    this.countLookup('miss');
    return render().then((page) => {
      if (generation === this.#generation && KEPT_STATUSES.has(page.status)) this.#pages.set(key, page);
      return page;
    });
  }

  /**
   * The page kept in the shared cache under the generation read now, or rendered and kept there. A page whose render
   * began before a clear (here or through another gateway) is kept under the old generation, which nobody reads
   * again; while Redis cannot be reached the page is rendered and not kept.
   */
  async #sharedPage(shared: SharedCache, key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const localGeneration = this.#generation;
    const generation = await shared.generation();
    if (generation === null) {
      this.countLookup('miss');
      return render();
    }
    const sharedKey = SHARED_PAGE_KEY + key;
    const kept = await shared.get(generation, sharedKey);
    if (isCachedPage(kept)) {
      this.countLookup('hit');
      return kept;
    }
    this.countLookup('miss');
    const page = await render();
    if (
      localGeneration === this.#generation &&
      KEPT_STATUSES.has(page.status) &&
      page.html.length <= (this.#options.maxSharedPageChars ?? MAX_SHARED_PAGE_CHARS)
    ) {
      await shared.set(generation, sharedKey, page, this.#options.ttlMs);
    }
    return page;
  }
}

function isCachedPage(value: unknown): value is CachedPage {
  if (typeof value !== 'object' || value === null) return false;
  const { status, html } = value as Partial<CachedPage>;
  return typeof status === 'number' && typeof html === 'string';
}
