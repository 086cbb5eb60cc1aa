import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SharedCache } from '../caching/shared-cache.js';
import {
  redisAvailable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
  UNREACHABLE_REDIS_URL,
  dropTestKeys,
} from '../caching/testing/redis-available.js';
import { DEFAULT_PAGE_CACHE, PageCache, type CachedPage } from './page-cache.js';

const page = (status: number, html = `<p>${status}</p>`): CachedPage => ({ status, html });
const counted = (answer: CachedPage) => vi.fn(() => Promise.resolve(answer));

const withRedis = await redisAvailable();
const opened: SharedCache[] = [];

/** Page caches of gateways sharing one Redis under one key prefix. */
function gatewaysOn(url: string, count: number, options = DEFAULT_PAGE_CACHE): PageCache[] {
  const keyPrefix = uniqueKeyPrefix('pages');
  return Array.from({ length: count }, () => {
    const shared = new SharedCache({ url, keyPrefix, log: () => undefined });
    opened.push(shared);
    return new PageCache(options, [], shared);
  });
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
});

afterAll(dropTestKeys);

describe.skipIf(!withRedis)('PageCache shared through Redis', () => {
  it('serves on one gateway the page another rendered, and renders it again everywhere after a clear on either', async () => {
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2);
    const render = counted(page(200, '<p>casa</p>'));
    expect(await a!.page('/imovel/casa', render)).toEqual(page(200, '<p>casa</p>'));
    expect(await b!.page('/imovel/casa', counted(page(200, 'outra')))).toEqual(page(200, '<p>casa</p>'));
    await a!.page('/imovel/casa', render);
    expect(render).toHaveBeenCalledTimes(1);

    await a!.clear();
    expect(await b!.page('/imovel/casa', counted(page(200, 'depois')))).toEqual(page(200, 'depois'));
    expect(await a!.page('/imovel/casa', counted(page(200, 'outra')))).toEqual(page(200, 'depois'));
  });

  it('keeps a found page and an unknown property, not an unavailable one', async () => {
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2);
    await a!.page('/imovel/nenhum', counted(page(404)));
    await a!.page('/', counted(page(503)));
    const unknown = counted(page(404, 'outra'));
    const unavailable = counted(page(503));
    expect(await b!.page('/imovel/nenhum', unknown)).toEqual(page(404));
    await b!.page('/', unavailable);
    expect(unknown).not.toHaveBeenCalled();
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page whose render began before a clear through another gateway', async () => {
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2);
    let finish: (answer: CachedPage) => void = () => undefined;
    let begun: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const visit = a!.page(
      '/',
      () =>
        new Promise<CachedPage>((resolve) => {
          finish = resolve;
          begun();
        }),
    );
    await started;
    await b!.clear();
    finish(page(200, 'antes'));
    expect(await visit).toEqual(page(200, 'antes'));
    expect(await a!.page('/', counted(page(200, 'depois')))).toEqual(page(200, 'depois'));
    expect(await b!.page('/', counted(page(200, 'outra')))).toEqual(page(200, 'depois'));
  });

  it('renders once for visits arriving while the page is looked up and rendered', async () => {
    const [a] = gatewaysOn(TEST_REDIS_URL, 1);
    const render = counted(page(200));
    const visits = await Promise.all([a!.page('/', render), a!.page('/', render), a!.page('/', render)]);
    expect(visits).toEqual([page(200), page(200), page(200)]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('does not keep a page longer than the bound of one shared page', async () => {
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2, { ...DEFAULT_PAGE_CACHE, maxSharedPageChars: 10 });
    await a!.page('/', counted(page(200, 'x'.repeat(11))));
    const again = counted(page(200, 'y'.repeat(11)));
    await b!.page('/', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('forgets a page once its time is over', async () => {
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2, { ...DEFAULT_PAGE_CACHE, ttlMs: 100 });
    await a!.page('/', counted(page(200, 'antes')));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await b!.page('/', counted(page(200, 'depois')))).toEqual(page(200, 'depois'));
  });
});

describe('PageCache with its Redis down', () => {
  it('renders every visit and answers, keeping nothing', async () => {
    const [a] = gatewaysOn(UNREACHABLE_REDIS_URL, 1);
    const render = counted(page(200));
    expect(await a!.page('/', render)).toEqual(page(200));
    expect(await a!.page('/', render)).toEqual(page(200));
    expect(render).toHaveBeenCalledTimes(2);
    expect(await a!.clearAfter(Promise.resolve({ ok: true }))).toEqual({ ok: true });
  });
});
