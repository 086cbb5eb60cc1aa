/**
 * What the log and the metrics cost the gateway, side by side in one run. It first times each piece a request adds
 * (its JSON log line, a counter, a histogram) in this process, free of any load's noise. Then gateways in front of one
 * API (child processes, NODE_ENV=production) take the gateway-throughput bench's loads (the property page's query; the
 * home's five first-load operations), with the GraphQL response cache on (where a request costs least and the
 * overhead weighs most) and off: three as in production (a JSON line per request on standard output, every request
 * counted in the metrics, each call to the API timed) and three with both off (LOG_LEVEL=silent, no metrics), in
 * alternating rounds of 5 s. Several processes per setting, because on this 2-core machine two identical gateways
 * differ by up to 15 % in CPU time per request (their rows show it); the settings are compared by their pooled
 * figures. The goal: the gateway with both on within 5 % of its throughput with both off; the CPU time per request
 * tells the same cost without the load generator's share of the machine.
 * `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench observability-overhead` also writes the gateways' CPU profiles (a
 * folder per gateway); `tsx tests/bench/cpu-profile-summary.ts <file>` reads one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Counter, Histogram } from 'prom-client';
import { startApi } from '../../api/src/server.js';
import { bufferedLinesTo, createLogger } from '../../observability/logger.js';
import { createMetricsRegistry, httpMetrics, LATENCY_BUCKETS } from '../../observability/metrics-registry.js';
import { runWithRequestContext } from '../../observability/request-context.js';
import { writeRequestLine } from '../../observability/request-line.js';
import {
  compare,
  graphqlTarget,
  HOME_CASES,
  listedSlug,
  median,
  propertyCase,
  sum,
  type ReadCase,
  type Round,
} from './gateway-throughput.js';
import { cpuProfileOptions, PRODUCTION_ENV, startServerProcess, type ServerProcess } from './server-process.js';

const SILENT_ENV = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };

/** Four rounds of 5 s per gateway, six gateways per load. */
const LENGTH = { rounds: 4, seconds: 5 };
const PROCESSES_PER_SETTING = 3;

interface Setting {
  name: string;
  observed: boolean;
}

const BOTH_OFF: Setting = { name: 'desligados', observed: false };
const BOTH_ON: Setting = { name: 'ligados', observed: true };

interface Gateway {
  setting: Setting;
  name: string;
  server: ServerProcess;
}

async function startGatewayWith(api: ServerProcess, setting: Setting, index: number, responseCache: boolean): Promise<Gateway> {
  const name = `${setting.name} ${index + 1}`;
  const flags = [...(responseCache ? [] : ['--no-response-cache']), ...(setting.observed ? [] : ['--no-metrics'])];
  const label = `${setting.name}-${index + 1}-${responseCache ? 'com' : 'sem'}-cache`;
  const env = setting.observed ? PRODUCTION_ENV : SILENT_ENV;
  const server = await startServerProcess(['--gateway', api.url, api.apiKey, ...flags], cpuProfileOptions(label), env);
  return { setting, name, server };
}

/** Each setting's rounds taken together: requests per second and CPU time per request over all its processes. */
function printPooled(title: string, gateways: Gateway[], roundsOf: Map<string, Round[]>): void {
  const pooled = new Map<Setting, Round[]>();
  for (const gateway of gateways)
    pooled.set(gateway.setting, [...(pooled.get(gateway.setting) ?? []), ...(roundsOf.get(gateway.name) ?? [])]);
  const figures = (rounds: Round[]) => ({
    requestsPerSecond: sum(rounds.map((round) => round.requests)) / sum(rounds.map((round) => round.seconds)),
    cpuPerRequest: sum(rounds.map((round) => round.cpuMicroseconds)) / sum(rounds.map((round) => round.requests)),
    p99: median(rounds.map((round) => round.p99Ms)),
  });
  const off = figures(pooled.get(BOTH_OFF) ?? []);
  const on = figures(pooled.get(BOTH_ON) ?? []);
  const row = (setting: ReturnType<typeof figures>) => ({
    'req/s': setting.requestsPerSecond.toFixed(0),
    'CPU por requisição': `${setting.cpuPerRequest.toFixed(0)} µs`,
    p99: `${setting.p99.toFixed(1)} ms`,
  });
  console.log(`\n${title}: ${PROCESSES_PER_SETTING} processos por configuração, juntos`);
  console.table({
    [BOTH_OFF.name]: row(off),
    [BOTH_ON.name]: {
      ...row(on),
      'req/s ÷ desligados': `${(on.requestsPerSecond / off.requestsPerSecond).toFixed(3)}×`,
      'CPU ÷ desligados': `${(on.cpuPerRequest / off.cpuPerRequest).toFixed(3)}×`,
    },
  });
}

async function compareSettings(api: ServerProcess, slug: string, responseCache: boolean): Promise<void> {
  const gateways: Gateway[] = [];
  for (let index = 0; index < PROCESSES_PER_SETTING; index += 1) {
    gateways.push(await startGatewayWith(api, BOTH_OFF, index, responseCache));
    gateways.push(await startGatewayWith(api, BOTH_ON, index, responseCache));
  }
  try {
    const targets = (cases: ReadCase[]) => gateways.map((gateway) => graphqlTarget(gateway.name, gateway.server, cases));
    const cache = responseCache ? 'com' : 'sem';
    for (const [title, cases] of [
      [`property(slug) — ${cache} cache de respostas`, [propertyCase(slug)]],
      [`As cinco operações da home — ${cache} cache de respostas`, HOME_CASES],
    ] as const) {
      printPooled(title, gateways, await compare(title, targets([...cases]), LENGTH));
    }
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.server.stop()));
  }
}

const PIECE_CALLS = 300_000;

/** Microseconds per call of `piece`, after as many calls again to let V8 compile it. */
function microsecondsPerCall(piece: (call: number) => void): number {
  for (let call = 0; call < PIECE_CALLS; call += 1) piece(call);
  const started = performance.now();
  for (let call = 0; call < PIECE_CALLS; call += 1) piece(call);
  return ((performance.now() - started) * 1000) / PIECE_CALLS;
}

/**
 * What each piece a gateway adds to a request costs, in this process, free of the load's noise: the request's JSON
 * line (written as in production, in batches, here to /dev/null) and the metrics a cached GraphQL read updates.
 */
function measurePieces(): void {
  const logger = createLogger({ processName: 'gateway', format: 'json', destination: bufferedLinesTo('/dev/null') });
  const metrics = httpMetrics(createMetricsRegistry());
  const promCounter = new Counter({
    name: 'requests',
    help: 'requests',
    labelNames: ['process', 'method', 'route', 'status'],
    registers: [],
  });
  const promHistogram = new Histogram({
    name: 'durations',
    help: 'durations',
    labelNames: ['process', 'method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [],
  });
  const context = { requestId: '0b7c6a54-9a55-4d4e-8f7e-2c3a4b5c6d7e', graphql: { operation: 'Home', outcome: 'ok' as const } };
  const line = (call: number) => ({ method: 'POST', route: '/graphql', status: 200, durationMs: call % 50 });
  const figures = runWithRequestContext(context, () => ({
    'linha da requisição (writeRequestLine)': microsecondsPerCall((call) => writeRequestLine(logger, 'gateway', line(call), context)),
    'a mesma linha pelo pino (logger.info)': microsecondsPerCall((call) =>
      logger.info({ ...line(call), requestId: context.requestId, ...context.graphql }, 'requisição'),
    ),
    'contador contado à parte (4 rótulos)': microsecondsPerCall(() =>
      metrics.requests.inc({ process: 'gateway', method: 'POST', route: '/graphql', status: '200' }),
    ),
    'histograma contado à parte (3 rótulos)': microsecondsPerCall((call) =>
      metrics.duration.observe({ process: 'gateway', method: 'POST', route: '/graphql' }, (call % 100) / 1000),
    ),
    'contador do prom-client (4 rótulos)': microsecondsPerCall(() =>
      promCounter.inc({ process: 'gateway', method: 'POST', route: '/graphql', status: '200' }),
    ),
    'histograma do prom-client (3 rótulos)': microsecondsPerCall((call) =>
      promHistogram.observe({ process: 'gateway', method: 'POST', route: '/graphql' }, (call % 100) / 1000),
    ),
  }));
  console.log('\nCada parte, neste processo, por chamada');
  console.table(Object.fromEntries(Object.entries(figures).map(([piece, micros]) => [piece, { µs: micros.toFixed(2) }])));
}

export async function runObservabilityOverheadBench(): Promise<void> {
  measurePieces();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-observability-'));
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const api = await startServerProcess(['--api', dataDir], [], PRODUCTION_ENV);
  try {
    const slug = await listedSlug(api);
    await compareSettings(api, slug, true);
    await compareSettings(api, slug, false);
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
