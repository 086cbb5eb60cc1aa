import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL_SDL } from '../caching/testing/cache-control-sdl.js';
import type { GatewayContext } from '../context.js';
import { ResponseCache } from './response-cache.js';

const typeDefs = /* GraphQL */ `
  ${CACHE_CONTROL_SDL}
  input Filter {
    city: String
  }
  type Query {
    count(filter: Filter): Int @cacheControl(maxAge: 5)
  }
`;

/** `{ "a": { "a": … } }` `depth` levels deep: more than JSON.stringify can write on Node's default stack. */
function deepObject(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('ResponseCache with variables nested thousands of levels deep (found by tests/fuzz)', () => {
  it('lets the request go on to its refusal of the variables instead of failing with a 500', async () => {
    const server = new ApolloServer<GatewayContext>({
      typeDefs,
      resolvers: { Query: { count: () => 1 } },
      plugins: [ApolloServerPluginCacheControl({ calculateHttpHeaders: false }), new ResponseCache().plugin()],
    });
    const answer = await server.executeOperation(
      {
        query: 'query Count($filter: Filter) { count(filter: $filter) }',
        variables: { filter: deepObject(20_000) },
        http: { method: 'POST', headers: new HeaderMap(), search: '', body: {} },
      },
      { contextValue: {} as GatewayContext },
    );
    expect(answer.http.status).toBe(400);
    const errors = answer.body.kind === 'single' ? answer.body.singleResult.errors : undefined;
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
