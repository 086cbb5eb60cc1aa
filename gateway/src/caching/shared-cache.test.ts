import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SharedCache } from './shared-cache.js';
import { redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix, UNREACHABLE_REDIS_URL, dropTestKeys } from './testing/redis-available.js';

const withRedis = await redisAvailable();
const opened: SharedCache[] = [];

function open(url: string, keyPrefix: string, log: (message: string) => void = () => undefined): SharedCache {
  const cache = new SharedCache({ url, keyPrefix, log });
  opened.push(cache);
  return cache;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});

afterAll(dropTestKeys);

describe.skipIf(!withRedis)('SharedCache on Redis', () => {
  it('shows an entry kept through one gateway to another, and a clear through either hides it for both', async () => {
    const prefix = uniqueKeyPrefix('shared');
    const [a, b] = [open(TEST_REDIS_URL, prefix), open(TEST_REDIS_URL, prefix)];
    const generation = await a.generation();
    expect(generation).toBe(0);
    await a.set(generation!, 'page:/', { status: 200, html: '<p>casa</p>' }, 30_000);
    expect(await b.generation()).toBe(0);
    expect(await b.get(0, 'page:/')).toEqual({ status: 200, html: '<p>casa</p>' });

    await b.clear();
    expect(await a.generation()).toBe(1);
    expect(await a.get(1, 'page:/')).toBeUndefined();
  });

  it('keeps apart the entries of other key prefixes', async () => {
    const [a, b] = [open(TEST_REDIS_URL, uniqueKeyPrefix('a')), open(TEST_REDIS_URL, uniqueKeyPrefix('b'))];
    await a.set(0, 'page:/', 'de a', 30_000);
    await a.clear();
    expect(await b.get(0, 'page:/')).toBeUndefined();
    expect(await b.generation()).toBe(0);
  });

  it('forgets an entry once its time is over', async () => {
    const cache = open(TEST_REDIS_URL, uniqueKeyPrefix('ttl'));
    await cache.set(0, 'graphql:x', 'resposta', 100);
    expect(await cache.get(0, 'graphql:x')).toBe('resposta');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await cache.get(0, 'graphql:x')).toBeUndefined();
  });

  it('closes its connection at once, and reads nothing after', async () => {
    const cache = open(TEST_REDIS_URL, uniqueKeyPrefix('close'));
    expect(await cache.generation()).toBe(0);
    const started = Date.now();
    await cache.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await cache.generation()).toBeNull();
    expect(await cache.get(0, 'page:/')).toBeUndefined();
  });
});

describe('SharedCache without Redis', () => {
  it('reads no generation, keeps nothing, throws nothing and reports the outage once', async () => {
    const log = vi.fn();
    const cache = open(UNREACHABLE_REDIS_URL, uniqueKeyPrefix('down'), log);
    expect(await cache.generation()).toBeNull();
    await cache.set(0, 'page:/', 'nada', 30_000);
    expect(await cache.get(0, 'page:/')).toBeUndefined();
    await cache.clear();
    expect(await cache.generation()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(
      /^O Redis do cache compartilhado não responde \(.+\); as páginas e leituras públicas seguem sem ele\.$/,
    );
  });

  it('stops at once', async () => {
    const cache = open(UNREACHABLE_REDIS_URL, uniqueKeyPrefix('down-stop'));
    const started = Date.now();
    await cache.close();
    expect(Date.now() - started).toBeLessThan(100);
  });
});
