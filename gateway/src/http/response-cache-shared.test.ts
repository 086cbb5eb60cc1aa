import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SharedCache } from '../caching/shared-cache.js';
import {
  redisAvailable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
  UNREACHABLE_REDIS_URL,
  dropTestKeys,
} from '../caching/testing/redis-available.js';
import { CACHE_CONTROL_SDL } from '../caching/testing/cache-control-sdl.js';
import type { GatewayContext } from '../context.js';
import { DEFAULT_RESPONSE_CACHE, ResponseCache } from './response-cache.js';

const typeDefs = /* GraphQL */ `
  ${CACHE_CONTROL_SDL}
  type Query {
    title(id: Int!): String @cacheControl(maxAge: 5)
  }
`;

const TITLE = 'query Title($id: Int!) { title(id: $id) }';

const withRedis = await redisAvailable();
const opened: SharedCache[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
});

afterAll(dropTestKeys);

/** Gateways whose response caches share one Redis; each answers the titles of `titles`, the API behind them all. */
function gatewaysOn(url: string, count: number, titles: Map<number, string>) {
  const keyPrefix = uniqueKeyPrefix('answers');
  return Array.from({ length: count }, () => {
    const shared = new SharedCache({ url, keyPrefix, log: () => undefined });
    opened.push(shared);
    const cache = new ResponseCache(DEFAULT_RESPONSE_CACHE, shared);
    const server = new ApolloServer<GatewayContext>({
      typeDefs,
      resolvers: { Query: { title: (_parent: unknown, { id }: { id: number }) => titles.get(id) ?? null } },
      plugins: [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), cache.plugin()],
    });
    const ask = async (id: number, headers: HeaderMap = new HeaderMap()): Promise<unknown> => {
      const answer = await server.executeOperation(
        { query: TITLE, variables: { id }, http: { method: 'POST', headers, search: '', body: {} } },
        { contextValue: {} as GatewayContext },
      );
      return answer.body.kind === 'single' ? answer.body.singleResult.data?.title : undefined;
    };
    return { ask, shared };
  });
}

describe.skipIf(!withRedis)('ResponseCache shared through Redis', () => {
  it("answers on one gateway what another kept, until a clear through either; never a signed-in user's read", async () => {
    const titles = new Map([[1, 'Casa']]);
    const [a, b] = gatewaysOn(TEST_REDIS_URL, 2, titles);
    expect(await a!.ask(1)).toBe('Casa');
    titles.set(1, 'Casa reformada');
    expect(await b!.ask(1)).toBe('Casa');
    expect(await b!.ask(1, new HeaderMap([['authorization', 'Bearer equipe']]))).toBe('Casa reformada');

    await a!.shared.clear();
    expect(await b!.ask(1)).toBe('Casa reformada');
    titles.set(1, 'Casa vendida');
    expect(await a!.ask(1)).toBe('Casa reformada');
  });
});

describe('ResponseCache with its Redis down', () => {
  it('answers every read from the resolvers', async () => {
    const titles = new Map([[1, 'Casa']]);
    const [a] = gatewaysOn(UNREACHABLE_REDIS_URL, 1, titles);
    expect(await a!.ask(1)).toBe('Casa');
    titles.set(1, 'Casa reformada');
    expect(await a!.ask(1)).toBe('Casa reformada');
  });
});
