/**
 * The gateway's /graphql against graphql-http's audit of the GraphQL-over-HTTP specification: every MUST and SHOULD
 * the audit checks passes; a request error is 200 for an `application/json` client and 400 for one that takes
 * `application/graphql-response+json` (as the site's Apollo Client does).
 */
import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { startStack } from '../support/stack.js';
import { useSuiteStack } from './suite-stack.js';

const stack = useSuiteStack(() => startStack(), 120_000);

async function post(accept: string, query: string): Promise<{ status: number; type: string | null; body: unknown }> {
  const response = await fetch(`${stack().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('GraphQL over HTTP', () => {
  it('passes every MUST and SHOULD of the graphql-http audit', async () => {
    const failures: string[] = [];
    for (const audit of serverAudits({ url: () => `${stack().gatewayUrl}/graphql` })) {
      const result = await audit.fn();
      if (result.status !== 'ok' && !audit.name.startsWith('MAY')) failures.push(`${audit.id} ${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a document that does not parse or validate 200 as application/json, 400 as graphql-response+json', async () => {
    for (const query of ['{ properties(', '{ campoQueNaoExiste }']) {
      const plain = await post('application/json', query);
      expect(plain).toMatchObject({ status: 200, type: expect.stringContaining('application/json') as unknown });
      expect(plain.body).not.toHaveProperty('data');
      const newer = await post('application/graphql-response+json,application/json;q=0.9', query);
      expect(newer).toMatchObject({ status: 400, type: expect.stringContaining('application/graphql-response+json') as unknown });
    }
  });
});
