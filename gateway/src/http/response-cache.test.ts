import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL_SDL } from '../caching/testing/cache-control-sdl.js';
import type { GatewayContext } from '../context.js';
import { DEFAULT_RESPONSE_CACHE, ResponseCache, type ResponseCacheOptions } from './response-cache.js';

const typeDefs = /* GraphQL */ `
  ${CACHE_CONTROL_SDL}
  type Query {
    echo(word: String!): String @cacheControl(maxAge: 5)
    uncached(word: String!): String
  }
`;

const ECHO = 'query Echo($word: String!) { echo(word: $word) }';

/** An Apollo Server with the response cache whose resolver counts the words it was asked, and runs `during` meanwhile. */
function serverWith(options: ResponseCacheOptions = DEFAULT_RESPONSE_CACHE) {
  const cache = new ResponseCache(options);
  const resolved: string[] = [];
  let during = (): void => undefined;
  const server = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers: {
      Query: {
        echo: (_parent: unknown, { word }: { word: string }) => {
          resolved.push(word);
          during();
          return word;
        },
        uncached: (_parent: unknown, { word }: { word: string }) => {
          resolved.push(word);
          return word;
        },
      },
    },
    plugins: [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), cache.plugin()],
  });
  const ask = async (word: string, headers: HeaderMap = new HeaderMap(), query = ECHO): Promise<unknown> => {
    const answer = await server.executeOperation(
      { query, variables: { word }, http: { method: 'POST', headers, search: '', body: {} } },
      // Only the identity of the context matters to the cache.
      { contextValue: {} as GatewayContext },
    );
    return answer.body.kind === 'single' ? answer.body.singleResult.data : undefined;
  };
  return { cache, server, resolved, ask, setDuring: (work: () => void) => (during = work) };
}

describe('ResponseCache', () => {
  it('answers the same read again without resolving it, and a read without cache hints every time', async () => {
    const { ask, resolved } = serverWith();
    expect(await ask('casa')).toEqual({ echo: 'casa' });
    expect(await ask('casa')).toEqual({ echo: 'casa' });
    expect(await ask('sala')).toEqual({ echo: 'sala' });
    const UNCACHED = 'query Uncached($word: String!) { uncached(word: $word) }';
    await ask('lote', new HeaderMap(), UNCACHED);
    await ask('lote', new HeaderMap(), UNCACHED);
    expect(resolved).toEqual(['casa', 'sala', 'lote', 'lote']);
  });

  it('neither answers a request with an Authorization header from the cache nor keeps its answer', async () => {
    const { ask, resolved } = serverWith();
    const signedIn = new HeaderMap([['authorization', 'Bearer token-da-equipe']]);
    await ask('casa');
    await ask('casa', signedIn);
    await ask('sala', signedIn);
    await ask('sala');
    expect(resolved).toEqual(['casa', 'casa', 'sala', 'sala']);
  });

  it('keeps at most its number of answers, least recently used first out', async () => {
    const { ask, cache, resolved } = serverWith({ maxEntries: 3, maxChars: 1_000_000 });
    for (const word of ['a', 'b', 'c', 'd', 'e', 'f']) await ask(word);
    expect(cache.size).toBe(3);
    await ask('f');
    await ask('a');
    expect(resolved).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'a']);
  });

  it('keeps at most its number of characters, counting the keys (operation and variables) too', async () => {
    const { ask, cache } = serverWith({ maxEntries: 100, maxChars: 1_000 });
    for (let index = 0; index < 10; index += 1) await ask(`${index}`.padEnd(150, 'x'));
    // An answer is about 230 characters and its key about 230 more.
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(2);
  });

  it('is emptied by clear(), and does not keep a read begun before a clear', async () => {
    const { ask, cache, resolved, setDuring } = serverWith();
    await ask('casa');
    cache.clear();
    expect(cache.size).toBe(0);
    await ask('casa');
    setDuring(() => cache.clear());
    await ask('sala');
    setDuring(() => undefined);
    await ask('sala');
    await ask('sala');
    expect(resolved).toEqual(['casa', 'casa', 'sala', 'sala']);
  });
});
