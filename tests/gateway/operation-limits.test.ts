/**
 * What one GraphQL request may cost, against the real gateway and the real API: operations over the limits are
 * refused before any resolver runs (no call reaches the API, counted by a proxy in front of it), the site's own
 * operations run, and identical reads of one request are made once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { getIntrospectionQuery, print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import { OPERATION_LIMITS } from '../../gateway/src/http/operation-limits.js';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { PropertyDetailDocument } from '../../web/src/gql/graphql.js';
import { startCountingProxy, type CountingProxy } from './counting-proxy.js';
import { graphql, type GraphQLAnswer } from './support.js';

let dataDir: string;
let api: RunningApi;
let proxy: CountingProxy;
let gateway: RunningGateway;
let postalCodeService: Server;
const postalCodesAsked: string[] = [];
let slug: string;

beforeAll(async () => {
  postalCodeService = createServer((req, res) => {
    postalCodesAsked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ cep: '13025-000', logradouro: 'Rua Coronel Quirino', bairro: 'Cambuí', localidade: 'Campinas', uf: 'SP' }));
  });
  await new Promise<void>((resolve) => postalCodeService.listen(0, '127.0.0.1', resolve));
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-limits-'));
  const cepServiceUrl = `http://127.0.0.1:${(postalCodeService.address() as AddressInfo).port}`;
  api = await startApi({ seedDemo: true, port: 0, dataDir, cepServiceUrl, log: () => {} });
  proxy = await startCountingProxy(api.url);
  // Without the response cache, every request the tests send reaches the API: the calls counted are the reads of
  // one request alone.
  gateway = await startGateway({ port: 0, apiUrl: proxy.url, apiKey: api.apiKey, responseCache: false });
  const first = await graphql<{ properties: { items: { slug: string }[] } }>(gateway.url, '{ properties(perPage: 1) { items { slug } } }');
  slug = first.data!.properties.items[0]!.slug;
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await api?.close();
  postalCodeService?.closeAllConnections();
  await new Promise<void>((resolve) => postalCodeService?.close(() => resolve()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  proxy.calls.length = 0;
  postalCodesAsked.length = 0;
});

interface Timed {
  answer: { status: number; errors: { message: string; extensions: unknown }[] };
  elapsedMs: number;
  cpuMs: number;
}

/** What the site's Apollo Client accepts: the answer to a refused request is then a 400 (GraphQL over HTTP). */
const AS_THE_SITE_ACCEPTS = { accept: 'application/graphql-response+json,application/json;q=0.9' };

/**
 * POSTs a ready JSON body to /graphql, accepting what the site accepts; the wall-clock and CPU time from sending it to
 * reading the whole answer.
 */
async function postTimed(body: string): Promise<Timed> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const headers = { 'content-type': 'application/json', ...AS_THE_SITE_ACCEPTS };
  const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body });
  const text = await response.text();
  const elapsedMs = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  const { errors } = JSON.parse(text) as { errors: { message: string; extensions: unknown }[] };
  return {
    answer: { status: response.status, errors: errors.map(({ message, extensions }) => ({ message, extensions })) },
    elapsedMs,
    cpuMs: (spent.user + spent.system) / 1000,
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const times = (count: number, part: (index: number) => string): string =>
  Array.from({ length: count }, (_, index) => part(index)).join(' ');

/** The answer's errors as the client reads them: message and code, nothing else (no stack trace). */
function refusalOf(answer: GraphQLAnswer<unknown>): { status: number; data: unknown; errors: { message: string; extensions: unknown }[] } {
  return {
    status: answer.status,
    data: answer.data,
    errors: (answer.errors ?? []).map(({ message, extensions }) => ({ message, extensions })),
  };
}

describe('an operation over the limits', () => {
  it('with 5,000 aliases of property(slug) is refused within 50 ms, without asking the API', async () => {
    const body = JSON.stringify({ query: `{ ${times(5000, (index) => `p${index}: property(slug: "${slug}") { id title }`)} }` });
    // The first refusal loads and compiles its code path; a running gateway has done so long before.
    const first = await postTimed(body);
    expect(first.answer).toEqual({
      status: 400,
      errors: [
        {
          message: `A consulta é grande demais: mais de ${OPERATION_LIMITS.maxTokens} símbolos (tokens).`,
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
    const tries: Timed[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const timed = await postTimed(body);
      expect(timed.answer).toEqual(first.answer);
      tries.push(timed);
    }
    // The machine runs other work, which stretches the wall-clock time of any one answer: the fastest answer is the
    // server's own time, and the CPU time this process spent (the gateway, the API and this client together) is
    // an upper bound of the gateway's work that waiting for the processor does not inflate.
    expect(Math.min(...tries.map((timed) => timed.elapsedMs))).toBeLessThan(50);
    expect(median(tries.map((timed) => timed.cpuMs))).toBeLessThan(50);
    expect(proxy.calls).toEqual([]);
  });

  it('with one alias more than the limit is refused, without asking the API', async () => {
    const query = `{ ${times(OPERATION_LIMITS.maxAliases + 1, (index) => `p${index}: property(slug: "${slug}") { id }`)} }`;
    expect(refusalOf(await graphql(gateway.url, query, {}, AS_THE_SITE_ACCEPTS))).toEqual({
      status: 400,
      data: undefined,
      errors: [
        {
          message: `A consulta é grande demais: ${OPERATION_LIMITS.maxAliases + 1} apelidos (aliases), o limite é ${OPERATION_LIMITS.maxAliases}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(proxy.calls).toEqual([]);
  });

  it('20 levels deep is refused, without asking the API', async () => {
    // The schema has no type that leads back to itself: the levels are inline fragments on Property, which count.
    const query = `{ property(slug: "${slug}") { ${'... on Property { '.repeat(18)}id${' }'.repeat(18)} } }`;
    const answer = refusalOf(await graphql(gateway.url, query, {}, AS_THE_SITE_ACCEPTS));
    expect(answer.status).toBe(400);
    expect(answer.errors).toContainEqual({
      message: `A consulta é grande demais: 20 níveis de profundidade, o limite é ${OPERATION_LIMITS.maxDepth}.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(proxy.calls).toEqual([]);
  });

  it('with a huge token count is refused while parsing, without asking the API', async () => {
    const query = `{ property(slug: "${slug}") { ${times(20_000, () => 'id')} } }`;
    expect(refusalOf(await graphql(gateway.url, query, {}, AS_THE_SITE_ACCEPTS))).toEqual({
      status: 400,
      data: undefined,
      errors: [
        {
          message: `A consulta é grande demais: mais de ${OPERATION_LIMITS.maxTokens} símbolos (tokens).`,
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
    expect(proxy.calls).toEqual([]);
  });

  it('with too many directives is refused, without asking the API', async () => {
    const query = `{ property(slug: "${slug}") { ${times(OPERATION_LIMITS.maxDirectives + 1, () => 'id @include(if: true)')} } }`;
    expect(refusalOf(await graphql(gateway.url, query, {}, AS_THE_SITE_ACCEPTS))).toEqual({
      status: 400,
      data: undefined,
      errors: [
        {
          message: `A consulta é grande demais: ${OPERATION_LIMITS.maxDirectives + 1} diretivas, o limite é ${OPERATION_LIMITS.maxDirectives}.`,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(proxy.calls).toEqual([]);
  });

  it('with two postal-code lookups is refused, without asking the API or the postal-code service', async () => {
    const query = `{ ${times(2, (index) => `c${index}: postalCode(cep: "1304000${index}") { found }`)} }`;
    expect(refusalOf(await graphql(gateway.url, query, {}, AS_THE_SITE_ACCEPTS))).toEqual({
      status: 400,
      data: undefined,
      errors: [
        {
          message: 'A consulta pede 2 buscas de CEP; o limite é 1 por operação.',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
    expect(proxy.calls).toEqual([]);
    expect(postalCodesAsked).toEqual([]);
  });
});

describe('an operation within the limits', () => {
  it("runs as the site sends it: the property page's query, with __typename everywhere", async () => {
    const answer = await graphql<{ property: { slug: string } | null }>(gateway.url, print(addTypenameToDocument(PropertyDetailDocument)), {
      slug,
    });
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.property?.slug).toBe(slug);
  });

  it("runs the explorer's introspection query", async () => {
    const answer = await graphql<{ __schema: { queryType: { name: string } } }>(
      gateway.url,
      getIntrospectionQuery({ descriptions: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.__schema.queryType.name).toBe('Query');
    expect(proxy.calls).toEqual([]);
  });

  it('looks up one postal code once', async () => {
    const answer = await graphql<{ postalCode: { found: boolean } }>(gateway.url, '{ postalCode(cep: "13025-000") { found } }');
    expect(answer.data).toEqual({ postalCode: { found: true } });
    expect(proxy.calls).toEqual(['GET /api/cep?cep=13025000']);
    expect(postalCodesAsked).toEqual(['/13025000/json/']);
  });
});

describe('the reads of one request', () => {
  const twoAliases = (first: string, second: string) =>
    `{ a: property(slug: "${first}") { id title } b: property(slug: "${second}") { id price } }`;

  it('ask the API once for two identical property(slug) aliases', async () => {
    const answer = await graphql<{ a: { id: string } | null; b: { id: string } | null }>(gateway.url, twoAliases(slug, slug));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.a?.id).toBeDefined();
    expect(answer.data?.b?.id).toBe(answer.data?.a?.id);
    expect(proxy.calls).toEqual([`GET /api/properties/slug/${encodeURIComponent(slug)}`]);
  });

  it('ask again for another slug, and in the next request', async () => {
    await graphql(gateway.url, twoAliases(slug, 'nao-existe'));
    expect(proxy.calls).toHaveLength(2);
    await graphql(gateway.url, twoAliases(slug, slug));
    expect(proxy.calls).toHaveLength(3);
  });
});
