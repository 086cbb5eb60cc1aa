/**
 * 'Código do erro': a failure on the servers' side tells the visitor the request's id, the one its log lines hold, so
 * that support finds them. Through a real API and gateway: a JSON 500 of the API itself, a GraphQL error of an API
 * failing or stopped, and the property page and the home rendered on the server while the API is down.
 */
import { collectedLines, parsedLines, type LogLine } from '../support/log-lines.js';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/logger.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { queryData } from './support.js';

const apiLog = collectedLines();
const gatewayLog = collectedLines();
let stack: RunningStack;
/** A property of the catalogue, read while the API is up. */
let slug: string;

beforeAll(async () => {
  stack = await startStack(
    { logger: createLogger({ processName: 'api', format: 'json', destination: apiLog.stream }) },
    { logger: createLogger({ processName: 'gateway', format: 'json', destination: gatewayLog.stream }) },
  );
  const { properties } = await queryData<{ properties: { items: { slug: string }[] } }>(
    stack.gatewayUrl,
    '{ properties(perPage: 1) { items { slug } } }',
  );
  slug = properties.items[0]?.slug ?? '';
  expect(slug).not.toBe('');
});

afterAll(async () => {
  await stack?.close();
});

const TROUBLE_LEVELS: ReadonlySet<string> = new Set(['warn', 'error']);

/** The warnings and errors one process logged for a request, waiting a moment for them (a request's line ends it). */
async function troubleLinesOf(requestId: string, lines: readonly string[]): Promise<LogLine[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = parsedLines(lines).filter((line) => line.requestId === requestId && TROUBLE_LEVELS.has(line.level));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

/** POST /graphql as the web app sends it, with the answer's request id. */
async function graphqlWithId(query: string): Promise<{ requestId: string; errors: { extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  return { requestId: response.headers.get('x-request-id') ?? '', errors: body.errors ?? [] };
}

/** The 'Código do erro' of a page, as the HTML writes it. */
const ERROR_ID_IN_HTML = /Código do erro: ([A-Za-z0-9._:-]+)/;

describe("the request's id of a failure", () => {
  it('goes with a JSON 500 of the API and with the GraphQL error of the call that met it, under one id', async () => {
    // The table the cities are read from moves away under the running API: its next read of them fails.
    const database = new Database(path.join(stack.dataDir, 'app.db'));
    try {
      database.exec('ALTER TABLE properties RENAME TO properties_moved_away');
    } finally {
      database.close();
    }

    const direct = await fetch(`${stack.apiUrl}/api/properties/cities`, { headers: { 'x-api-key': stack.apiKey } });
    expect(direct.status).toBe(500);
    const directId = direct.headers.get('x-request-id') ?? '';
    expect(directId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await direct.json()).toEqual({ message: 'Erro interno do servidor.', requestId: directId });
    expect((await troubleLinesOf(directId, apiLog.lines)).map((line) => line.level)).toContain('error');

    const answer = await graphqlWithId('{ cities { city } }');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.errors.map((error) => error.extensions)).toEqual([{ code: 'UPSTREAM_ERROR', requestId: answer.requestId }]);
    // The gateway sent its id along: the API's own error line for the call holds the same one.
    expect((await troubleLinesOf(answer.requestId, apiLog.lines)).map((line) => line.level)).toContain('error');
  });

  it('goes with GraphQL errors and the property page while the API is down, and not with a refusal', async () => {
    await stack.stopApi();

    const page = await fetch(`${stack.gatewayUrl}/imovel/${slug}`);
    expect(page.status).toBe(503);
    const pageId = page.headers.get('x-request-id') ?? '';
    expect(pageId).toMatch(/^[0-9a-f-]{36}$/);
    const html = await page.text();
    expect(html).toContain('Não foi possível carregar o imóvel agora.');
    expect(ERROR_ID_IN_HTML.exec(html)?.[1]).toBe(pageId);
    expect((await troubleLinesOf(pageId, gatewayLog.lines)).map((line) => line.process)).toContain('gateway');

    // The home's listings, rendered on the server too, fail the same way.
    const home = await fetch(`${stack.gatewayUrl}/`);
    expect(home.status).toBe(503);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Erro ao carregar os imóveis em destaque');
    expect(ERROR_ID_IN_HTML.exec(homeHtml)?.[1]).toBe(home.headers.get('x-request-id'));

    const answer = await graphqlWithId('{ company { name } }');
    expect(answer.errors.map((error) => error.extensions)).toEqual([{ code: 'UPSTREAM_UNAVAILABLE', requestId: answer.requestId }]);

    const refused = await graphqlWithId('{ property(slug: 1) { id } }');
    expect(refused.errors.map((error) => error.extensions)).toEqual([{ code: 'GRAPHQL_VALIDATION_FAILED' }]);
  });
});
