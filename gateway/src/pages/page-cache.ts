import { LRUCache } from 'lru-cache';

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
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = { ttlMs: 30_000, maxPages: 500, maxChars: 32 * 1024 * 1024 };

/** Something else kept from public reads, emptied together with the pages. */
export interface ClearedAlong {
  clear(): void;
}

/** Only a found page (200) and an unknown property (404) are kept; an unavailable API (503) is tried again. */
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 404]);

/**
 * The public pages rendered on the server, kept briefly (least recently used first out) so a busy page is
 * rendered once per period rather than once per visit. Staff changes made through the gateway drop every page
 * (`clear`, `clearAfter`), and empty the other caches of public reads given (`clearedAlong`: the GraphQL response
 * cache); changes made elsewhere show once the period is over.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  /** Renders under way, so that visits arriving meanwhile wait for the same one. */
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  /** Counts the clears: a render begun before one is sent but not kept. */
  #generation = 0;

  constructor(
    options: PageCacheOptions = DEFAULT_PAGE_CACHE,
    private readonly clearedAlong: readonly ClearedAlong[] = [],
  ) {
    this.#pages = new LRUCache<string, CachedPage>({
      max: options.maxPages,
      maxSize: options.maxChars,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: options.ttlMs,
    });
  }

  /** The page kept under `key`, or the one `render` makes (kept when its status allows). */
  page(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const kept = this.#pages.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const underWay = this.#rendering.get(key);
    if (underWay !== undefined) return underWay;
    const generation = this.#generation;
    const rendering = render().then((page) => {
      if (generation === this.#generation && KEPT_STATUSES.has(page.status)) this.#pages.set(key, page);
      return page;
    });
    this.#rendering.set(key, rendering);
    const forget = () => {
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
    };
    rendering.then(forget, forget);
    return rendering;
  }

  /** Drops every page, and any render under way is no longer kept nor shared; empties the caches cleared along. */
  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#rendering.clear();
    for (const cache of this.clearedAlong) cache.clear();
  }

  /** Awaits a staff write and drops every page once it succeeded (`ok`); its result is passed on. */
  async clearAfter<T extends { ok: boolean }>(write: Promise<T>): Promise<T> {
    const outcome = await write;
    if (outcome.ok) this.clear();
    return outcome;
  }
}
