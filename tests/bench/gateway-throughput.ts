/**
 * The gateway's public reads against the REST calls they make, side by side in one run over the demo catalogue:
 * - `property(slug)` (the property page's query) against `GET /api/properties/slug/{slug}`;
 * - the home's five first-load operations (company, cities, featured page, launches, consultants), sent in turn
 *   on every connection, against the five REST calls the gateway makes for them.
 * Each path is loaded with autocannon at 16 connections for 10 s, in alternating rounds (REST, GraphQL without the
 * response cache, GraphQL with it, and again, 3 rounds each) after a warm-up, and reported as requests per second,
 * p50, p99 and the CPU time the answering process (the API for REST, the gateway for GraphQL) spent per request, with
 * the ratios GraphQL ÷ REST (each the median of its rounds' ratios). The API and the two gateways (one with its
 * response cache turned off) run as child processes with NODE_ENV=production, so the load generator does not share
 * their event loop.
 *
 * `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench gateway-throughput` also writes the gateways' and the API's CPU
 * profiles; `tsx tests/bench/cpu-profile-summary.ts <file>` reads one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { print } from 'graphql';
import { startApi } from '../../api/src/server.js';
import { PropertyDetailQuery } from '../../web/src/public/queries.js';
import { HOME_OPERATIONS, type GraphqlOperation } from './home-operations.js';
import { runLoad, type LoadResult } from './load.js';
import { formatMs } from './measure.js';
import { cpuProfileOptions, PRODUCTION_ENV, type ServerProcess, startServerProcess } from './server-process.js';

const CONNECTIONS = 16;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const ROUNDS = 3;

/** A GraphQL operation and the REST call (path and query) the gateway makes to answer it. */
export interface ReadCase {
  operation: GraphqlOperation;
  restPath: string;
}

/** The REST calls behind the home's first-render operations, in the order of `HOME_OPERATIONS`. */
const HOME_REST_PATHS = [
  '/api/enterprise?properties=0',
  '/api/properties/cities',
  '/api/properties?is_launch=0&page=1&per_page=12',
  '/api/properties?is_launch=1&page=1&per_page=10',
  '/api/brokers?is_active=1&role%5B%5D=broker&role%5B%5D=adminbroker',
];
export const HOME_CASES: ReadCase[] = HOME_OPERATIONS.map((operation, index) => ({ operation, restPath: HOME_REST_PATHS[index]! }));

export function propertyCase(slug: string): ReadCase {
  return {
    operation: { query: print(PropertyDetailQuery), variables: { slug } },
    restPath: `/api/properties/slug/${encodeURIComponent(slug)}`,
  };
}

/** A path of the comparison: where the load goes and the requests each connection sends in turn. */
export interface Target {
  name: string;
  url: string;
  requests: autocannon.Request[];
  /** The process that answers, whose CPU time per request is measured. */
  server: ServerProcess;
}

/** How long a comparison loads each target: rounds of `seconds`, alternating between the targets. */
export interface ComparisonLength {
  rounds: number;
  seconds: number;
}

function restTarget(api: ServerProcess, cases: ReadCase[]): Target {
  // The headers gateway/src/rest/client.ts sends.
  const headers = { accept: 'application/json', 'x-api-key': api.apiKey };
  return {
    name: 'REST',
    url: api.url,
    requests: cases.map((read) => ({ method: 'GET', path: read.restPath, headers })),
    server: api,
  };
}

export function graphqlTarget(name: string, gateway: ServerProcess, cases: ReadCase[]): Target {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  return {
    name,
    url: gateway.url,
    requests: cases.map((read) => ({ method: 'POST', path: '/graphql', headers, body: JSON.stringify(read.operation) })),
    server: gateway,
  };
}

/** Every request of a target is answered once with a 200 (and, for GraphQL, data without errors) before any load. */
async function checkAnswers(target: Target): Promise<void> {
  for (const request of target.requests) {
    const response = await fetch(`${target.url}${request.path ?? '/'}`, {
      method: request.method ?? 'GET',
      headers: request.headers as Record<string, string>,
      ...(request.body === undefined ? {} : { body: request.body as string }),
    });
    const text = await response.text();
    const body = JSON.parse(text) as { data?: unknown; errors?: unknown };
    if (response.status !== 200 || body.errors !== undefined || body.data === undefined || body.data === null) {
      throw new Error(`${target.name} ${request.path ?? ''}: HTTP ${response.status} ${text.slice(0, 300)}`);
    }
  }
}

async function load(target: Target, seconds: number): Promise<LoadResult> {
  const result = await runLoad({ url: target.url, expectedStatus: 200, connections: CONNECTIONS, seconds, requests: target.requests });
  if (result.failures > 0) throw new Error(`${target.name}: ${result.failures} respostas sem status 200`);
  return result;
}

/** One target's round: requests answered, in how long, and the CPU time its server spent on them. */
export interface Round {
  requests: number;
  seconds: number;
  cpuMicroseconds: number;
  medianMs: number;
  p99Ms: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Warms every target up, then loads them in turn, round after round; the first target is the one the others are
 * compared to. Its ratios are the median of each round's ratio to the first target's round just before it, so that
 * what the machine did meanwhile (another process, the host's own load) weighs on both sides of each ratio alike.
 */
export async function compare(
  title: string,
  targets: Target[],
  { rounds, seconds }: ComparisonLength = { rounds: ROUNDS, seconds: SECONDS },
): Promise<Map<string, Round[]>> {
  for (const target of targets) await checkAnswers(target);
  for (const target of targets) await load(target, WARMUP_SECONDS);
  const roundsOf = new Map<string, Round[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      const cpuBefore = await target.server.cpuMicroseconds();
      const result = await load(target, seconds);
      const cpuMicroseconds = (await target.server.cpuMicroseconds()) - cpuBefore;
      roundsOf
        .get(target.name)
        ?.push({ requests: result.requests, seconds, cpuMicroseconds, medianMs: result.medianMs, p99Ms: result.p99Ms });
    }
  }
  printComparison(`${title} — ${CONNECTIONS} conexões, ${rounds} rodadas alternadas de ${seconds} s por caminho`, targets, roundsOf);
  return roundsOf;
}

function printComparison(title: string, targets: Target[], roundsOf: Map<string, Round[]>): void {
  console.log(`\n${title}`);
  const baseName = targets[0]?.name ?? '';
  const baseRounds = roundsOf.get(baseName) ?? [];
  const cpuPerRequest = (round: Round) => round.cpuMicroseconds / round.requests;
  const rows: Record<string, Record<string, string>> = {};
  for (const target of targets) {
    const own = roundsOf.get(target.name) ?? [];
    const ratios = (figure: (round: Round) => number) =>
      median(own.map((round, index) => figure(round) / figure(baseRounds[index] ?? round)));
    rows[target.name] = {
      'req/s': (sum(own.map((round) => round.requests)) / sum(own.map((round) => round.seconds))).toFixed(0),
      p50: formatMs(median(own.map((round) => round.medianMs))),
      p99: formatMs(median(own.map((round) => round.p99Ms))),
      'CPU por requisição': `${(sum(own.map((round) => round.cpuMicroseconds)) / sum(own.map((round) => round.requests))).toFixed(0)} µs`,
      [`req/s ÷ ${baseName}`]: `${ratios((round) => round.requests / round.seconds).toFixed(3)}×`,
      [`p99 ÷ ${baseName}`]: `${ratios((round) => round.p99Ms).toFixed(2)}×`,
      [`CPU ÷ ${baseName}`]: `${ratios(cpuPerRequest).toFixed(3)}×`,
    };
  }
  console.table(rows);
}

/** A property the public catalogue lists, halfway down its first page. */
export async function listedSlug(api: ServerProcess): Promise<string> {
  const response = await fetch(`${api.url}/api/properties?page=1&per_page=12`, { headers: { 'x-api-key': api.apiKey } });
  const body = (await response.json()) as { data?: Array<{ properties?: Array<{ slug?: string }> }> };
  const slugs = (body.data ?? [])
    .flatMap((company) => company.properties ?? [])
    .map((property) => property.slug)
    .filter((slug): slug is string => typeof slug === 'string');
  const slug = slugs[Math.floor(slugs.length / 2)];
  if (slug === undefined) throw new Error('o catálogo não lista nenhum imóvel');
  return slug;
}

export async function runGatewayThroughputBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-throughput-'));
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const api = await startServerProcess(['--api', dataDir], cpuProfileOptions('api'), PRODUCTION_ENV);
  const uncached = await startServerProcess(
    ['--gateway', api.url, api.apiKey, '--no-response-cache'],
    cpuProfileOptions('gateway-sem-cache'),
    PRODUCTION_ENV,
  );
  const cached = await startServerProcess(['--gateway', api.url, api.apiKey], cpuProfileOptions('gateway-com-cache'), PRODUCTION_ENV);
  try {
    const slug = await listedSlug(api);
    const paths = (cases: ReadCase[]): Target[] => [
      restTarget(api, cases),
      graphqlTarget('GraphQL sem cache de respostas', uncached, cases),
      graphqlTarget('GraphQL com cache de respostas', cached, cases),
    ];
    await compare(`property(slug: "${slug}") ÷ GET /api/properties/slug/{slug}`, paths([propertyCase(slug)]));
    await compare('As cinco operações da primeira carga da home ÷ as cinco chamadas REST', paths(HOME_CASES));
  } finally {
    await cached.stop();
    await uncached.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
