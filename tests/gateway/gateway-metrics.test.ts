/**
 * The gateway's own metrics and log fields, on a real stack: GraphQL operations by name and outcome (answered,
 * answered with errors, refused by the limits, invalid), the calls of the API by outcome and the API's readiness
 * (before and during an outage), the caches' hits and misses, all read from `/metrics` as Prometheus scrapes it;
 * and the operation, its outcome and the signed-in user on the request's log line.
 */
import { collectedLines, parsedLines, type LogLine } from '../support/log-lines.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/logger.js';
import { createMetricsRegistry, type Registry } from '../../observability/metrics-registry.js';
import { OPERATION_LIMITS } from '../../gateway/src/http/operation-limits.js';
import { hasPromtool, metricValue, promtoolCheckMetrics, readMetrics, type MetricFamily } from '../support/metrics-text.js';
import { startStack, type RunningStack } from '../support/stack.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, graphqlAs, LOGIN, type LoginData } from './back-office-support.js';
import { graphql } from './support.js';
import { multipartGraphql } from './visitors-support.js';

const { stream: logStream, lines: logLines } = collectedLines();

const METRICS_TOKEN = 'token-das-metricas-do-gateway-0123';

let registry: Registry;
let stack: RunningStack;

beforeAll(async () => {
  registry = createMetricsRegistry();
  stack = await startStack(
    { adminPassword: ADMIN_PASSWORD },
    {
      metrics: registry,
      metricsToken: METRICS_TOKEN,
      logger: createLogger({ processName: 'gateway', format: 'json', destination: logStream }),
    },
  );
});

afterAll(async () => {
  await stack?.close();
});

/** Scrapes `/metrics` as Prometheus does (with the token), checks the text with promtool when it is here, and parses it. */
async function scrape(): Promise<MetricFamily[]> {
  const response = await fetch(`${stack.gatewayUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const text = await response.text();
  if (hasPromtool) {
    const { exitCode, report } = await promtoolCheckMetrics(text);
    // 1 is text promtool cannot read; 3 its lint's findings, one a line: only prom-client's gauges `nodejs_active_*_total`.
    expect([0, 3], report).toContain(exitCode);
    expect(report.split('\n').filter((line) => line !== '' && !line.startsWith('nodejs_active_'))).toEqual([]);
  }
  return readMetrics(text);
}

const operations = (families: readonly MetricFamily[], operation: string, outcome: string): number =>
  metricValue(families, 'graphql_operations_total', { operation, outcome }) ?? 0;

/**
 * A metric's value read from the registry itself (no scrape, so no readiness check of the API is made), summed over
 * the series with `labels`; `sample` names a histogram's `_count` or `_sum`.
 */
async function counterValue(name: string, labels: Record<string, string>, sample: string = name): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (metric === undefined) return 0;
  const { values } = await metric.get();
  return values
    .filter((value) => ((value as { metricName?: string }).metricName ?? name) === sample)
    .filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
    .reduce((total, value) => total + value.value, 0);
}

/** POSTs a JSON body as it is to /graphql; the answer's status and its request id. */
async function postGraphql(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; requestId: string }> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, requestId: response.headers.get('x-request-id') ?? '' };
}

/** The log line of a request answered a moment ago (it is written when the answer ends). */
async function logLineOf(requestId: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const line = parsedLines(logLines).find((candidate) => candidate.requestId === requestId && candidate.msg === 'requisição');
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nenhuma linha de log da requisição ${requestId}`);
}

describe('graphql_operations_total', () => {
  it('counts an operation answered without errors as ok, under its name', async () => {
    const before = operations(await scrape(), 'AgencyName', 'ok');
    const answer = await graphql<{ company: { name: string } | null }>(stack.gatewayUrl, 'query AgencyName { company { name } }');
    expect(answer.errors).toBeUndefined();
    expect(operations(await scrape(), 'AgencyName', 'ok')).toBe(before + 1);
  });

  it('counts an operation answered with errors as error', async () => {
    const answer = await graphql(stack.gatewayUrl, 'query StaffUsers { users { id } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(operations(await scrape(), 'StaffUsers', 'error')).toBe(1);
  });

  it('counts operations over the limits as refused: too deep, too many tokens, two postal-code lookups', async () => {
    const tooDeep = `query TooDeep { property(slug: "x") { ${'... on Property { '.repeat(18)}id${' }'.repeat(18)} } }`;
    const tooLong = `query TooLong { property(slug: "x") { ${Array.from({ length: OPERATION_LIMITS.maxTokens }, () => 'id').join(' ')} } }`;
    const twoLookups = 'query TwoLookups { a: postalCode(cep: "13040000") { found } b: postalCode(cep: "13040001") { found } }';
    for (const query of [tooDeep, tooLong, twoLookups]) {
      const answer = await graphql(stack.gatewayUrl, query);
      expect(answer.errors?.[0]?.message).toMatch(/^A consulta (é grande demais|pede 2 buscas de CEP)/);
    }
    const families = await scrape();
    expect(operations(families, 'TooDeep', 'refused')).toBe(1);
    expect(operations(families, 'TwoLookups', 'refused')).toBe(1);
    // Not parsed, so named as the client asked (here it did not): anonymous.
    expect(operations(families, '(anônima)', 'refused')).toBeGreaterThanOrEqual(1);
    expect(operations(families, 'TooDeep', 'ok') + operations(families, 'TooDeep', 'invalid')).toBe(0);
  });

  it('counts a document that does not parse or validate, or variables that do not fit, as invalid', async () => {
    expect((await postGraphql({ query: 'query Unclosed { company { name }', operationName: 'Unclosed' })).status).toBe(200);
    expect((await postGraphql({ query: 'query NoSuchField { company { salary } }' })).status).toBe(200);
    expect(
      (await postGraphql({ query: 'query WrongVariable($page: Int) { properties(page: $page) { total } }', variables: { page: 'um' } }))
        .status,
    ).toBe(200);
    const families = await scrape();
    expect(operations(families, 'Unclosed', 'invalid')).toBe(1);
    expect(operations(families, 'NoSuchField', 'invalid')).toBe(1);
    expect(operations(families, 'WrongVariable', 'invalid')).toBe(1);
  });

  it('labels a name that is no GraphQL name as (outra), and a multipart request as any other', async () => {
    await postGraphql({ query: '{ company { name', operationName: 'nome com espaços e "aspas"' });
    const upload = await multipartGraphql<{ __typename: string }>(stack.gatewayUrl, 'query ViaMultipart { __typename }', {}, []);
    expect(upload.data).toEqual({ __typename: 'Query' });
    const families = await scrape();
    expect(operations(families, '(outra)', 'invalid')).toBe(1);
    expect(operations(families, 'ViaMultipart', 'ok')).toBe(1);
    const labels = families.find((family) => family.name === 'graphql_operations_total')?.metrics.map((sample) => sample.labels?.operation);
    expect(labels).not.toContain('nome com espaços e "aspas"');
  });
});

describe('cache_requests_total', () => {
  it('counts a miss, then a hit, for a repeated public read and a repeated page', async () => {
    const before = await scrape();
    const value = (families: MetricFamily[], cache: string, result: string) =>
      metricValue(families, 'cache_requests_total', { cache, result }) ?? NaN;
    const query = 'query CityList { cities { city } }';
    for (let read = 0; read < 2; read += 1) expect((await graphql(stack.gatewayUrl, query)).errors).toBeUndefined();
    for (let visit = 0; visit < 2; visit += 1)
      expect((await fetch(`${stack.gatewayUrl}/horarios`).then((page) => page.text())).length).toBeGreaterThan(0);
    const after = await scrape();
    expect(value(after, 'response', 'miss') - value(before, 'response', 'miss')).toBe(1);
    expect(value(after, 'response', 'hit') - value(before, 'response', 'hit')).toBe(1);
    expect(value(after, 'page', 'miss') - value(before, 'page', 'miss')).toBe(1);
    expect(value(after, 'page', 'hit') - value(before, 'page', 'hit')).toBe(1);
  });

  it('neither answers nor counts a signed-in read', async () => {
    const token = await signedInToken();
    const before = await counterValue('cache_requests_total', { cache: 'response' });
    expect((await graphqlAs(stack.gatewayUrl, token, 'query CityList { cities { city } }')).errors).toBeUndefined();
    expect(await counterValue('cache_requests_total', { cache: 'response' })).toBe(before);
  });
});

async function signedInToken(): Promise<string> {
  const answer = await graphql<LoginData>(stack.gatewayUrl, LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const token = answer.data?.login.session?.token;
  if (token === undefined) throw new Error(`login falhou: ${JSON.stringify(answer)}`);
  return token;
}

describe('the request log line of a GraphQL request', () => {
  it('carries the operation and its outcome', async () => {
    const { requestId } = await postGraphql({ query: 'query AgencyName { company { name } }' });
    expect(await logLineOf(requestId)).toMatchObject({ route: '/graphql', operation: 'AgencyName', outcome: 'ok' });
    const refused = await postGraphql({
      query: `query TooDeep { property(slug: "x") { ${'... on Property { '.repeat(18)}id${' }'.repeat(18)} } }`,
    });
    expect(await logLineOf(refused.requestId)).toMatchObject({ operation: 'TooDeep', outcome: 'refused' });
  });

  it("carries the signed-in user's id once the gateway has asked who they are", async () => {
    const answer = await graphql<LoginData>(stack.gatewayUrl, LOGIN, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const session = answer.data?.login.session;
    expect(session).toBeDefined();
    const { requestId } = await postGraphql({ query: 'query Me { me { id } }' }, { authorization: `Bearer ${session?.token}` });
    expect(await logLineOf(requestId)).toMatchObject({ operation: 'Me', outcome: 'ok', userId: Number(session?.user.id) });
    const anonymous = await postGraphql({ query: 'query Me { me { id } }' });
    expect((await logLineOf(anonymous.requestId)).userId).toBeUndefined();
  });
});

describe("the gateway's calls of the API", () => {
  it('are counted and timed by outcome: ok, and client_error for an unknown property', async () => {
    const ok = await counterValue('gateway_api_calls_total', { outcome: 'ok' });
    const clientErrors = await counterValue('gateway_api_calls_total', { outcome: 'client_error' });
    expect((await graphql(stack.gatewayUrl, 'query Property { property(slug: "nao-existe-nenhum") { id } }')).errors).toBeUndefined();
    expect((await graphql(stack.gatewayUrl, 'query Page { properties(page: 1, perPage: 2) { total } }')).errors).toBeUndefined();
    expect(await counterValue('gateway_api_calls_total', { outcome: 'client_error' })).toBe(clientErrors + 1);
    expect(await counterValue('gateway_api_calls_total', { outcome: 'ok' })).toBeGreaterThan(ok);
    const timed = (outcome: string) =>
      counterValue('gateway_api_call_duration_seconds', { outcome }, 'gateway_api_call_duration_seconds_count');
    expect(await timed('ok')).toBe(await counterValue('gateway_api_calls_total', { outcome: 'ok' }));
    expect(await timed('client_error')).toBe(clientErrors + 1);
    // Every outcome is a series from the start.
    const families = await scrape();
    expect(metricValue(families, 'gateway_api_calls_total', { outcome: 'timeout' })).toBe(0);
    expect(metricValue(families, 'gateway_api_calls_total', { outcome: 'server_error' })).toBe(0);
  });

  it('read the API as ready (1), then unreachable and not ready (0) once it stops', async () => {
    expect(metricValue(await scrape(), 'gateway_api_ready')).toBe(1);
    await stack.stopApi();
    const unreachable = await counterValue('gateway_api_calls_total', { outcome: 'unreachable' });
    const answer = await graphql(stack.gatewayUrl, 'query Outage { properties(page: 2, perPage: 5) { total } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(await counterValue('gateway_api_calls_total', { outcome: 'unreachable' })).toBeGreaterThan(unreachable);
    const families = await scrape();
    expect(metricValue(families, 'gateway_api_ready')).toBe(0);
    expect(operations(families, 'Outage', 'error')).toBe(1);
  });
});
