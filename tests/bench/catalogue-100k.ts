/**
 * The public catalogue at 100,000 properties, on SQLite and on PostgreSQL, side by side in one run. For each
 * database: the catalogue is grown (300 cities, every type, operation and status, launches, photos), the API
 * and the gateway start as child processes, and the median and p95 of each named measurement are taken
 * through the gateway; then the whole sitemap is streamed while the resident set of both processes is
 * sampled. The figures are printed beside their goals.
 *
 * `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench catalogue-100k` also writes the CPU profiles of the API and
 * the gateway (a folder per database and process); `tsx tests/bench/cpu-profile-summary.ts <file>` reads one.
 * PostgreSQL runs in a database made for the run (`bench_100k_<pid>`, dropped after) on BENCH_DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432/test); it is skipped, with the reason, when unreachable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { StaffPropertiesQuery } from '../../web/src/admin/graphql/properties.js';
import { LoginMutation } from '../../web/src/admin/graphql/session.js';
import { FeaturedPropertiesQuery, PropertyDetailQuery } from '../../web/src/public/queries.js';
import { VARIED_CITIES } from '../support/varied-catalogue.js';
import { benchEachDatabase, prepareGrownCatalogue, type BenchDatabase } from './bench-databases.js';
import { HOME_OPERATIONS, type GraphqlOperation } from './home-operations.js';
import { formatBytes, formatMs, percentile } from './measure.js';
import { watchMemory, type MemoryFigures } from './memory.js';
import { cpuProfileOptions, PRODUCTION_ENV, type ServerProcess, startServerProcess } from './server-process.js';

const CATALOGUE_SIZE = 100_000;
const WARMUP_ROUNDS = 5;
const ROUNDS = 40;
const SITEMAP_MEMORY_GOAL = 300 * 1024 * 1024;

/** A visitor's search in the largest market, deep in its results: city, type, price range and bedrooms, page 50 of 12. */
const FILTERED_SEARCH: GraphqlOperation = {
  query: print(FeaturedPropertiesQuery),
  variables: {
    filter: { city: VARIED_CITIES[0]!.city, type: 'HOUSE', minPrice: 200_000, maxPrice: 1_200_000, minBedrooms: 2 },
    page: 50,
    perPage: 12,
  },
};

/** The gateway of a running stack, a property the public catalogue shows and a signed-in administrator's token. */
interface CatalogueStack {
  gatewayUrl: string;
  slug: string;
  staffToken: string;
}

/** The first administrator of the benchmark's database signs in with this password. */
const ADMIN_PASSWORD = 'senha-do-bench-100k';

/** The back-office property list (`/app/imoveis`), as the web app asks for it. */
function staffList(variables: Record<string, unknown>): GraphqlOperation {
  return { query: print(StaffPropertiesQuery), variables: { page: 1, ...variables } };
}

/** A figure taken `ROUNDS` times after `WARMUP_ROUNDS`: one call of `run` is one sample. */
interface TimedMeasurement {
  name: string;
  goalMs: number;
  run(stack: CatalogueStack): Promise<unknown>;
}

const TIMED_MEASUREMENTS: TimedMeasurement[] = [
  {
    name: 'home: 5 operações em paralelo',
    goalMs: 50,
    run: (stack) => Promise.all(HOME_OPERATIONS.map((operation) => graphql(stack.gatewayUrl, operation))),
  },
  {
    name: 'busca: cidade+tipo+preço+dormitórios, página 50',
    goalMs: 50,
    run: (stack) => graphql(stack.gatewayUrl, FILTERED_SEARCH),
  },
  {
    name: 'imóvel por slug',
    goalMs: 10,
    run: (stack) => graphql(stack.gatewayUrl, { query: print(PropertyDetailQuery), variables: { slug: stack.slug } }),
  },
  {
    name: 'painel: lista de imóveis, 1ª página',
    goalMs: 300,
    run: (stack) => graphql(stack.gatewayUrl, staffList({}), stack.staffToken),
  },
  {
    name: 'painel: lista de imóveis, busca',
    goalMs: 300,
    run: (stack) => graphql(stack.gatewayUrl, staffList({ search: VARIED_CITIES[1]!.city }), stack.staffToken),
  },
  {
    name: 'painel: lista de imóveis, status em análise',
    goalMs: 300,
    run: (stack) => graphql(stack.gatewayUrl, staffList({ status: 'IN_ANALYSIS' }), stack.staffToken),
  },
];

interface TimedFigures {
  medianMs: number;
  p95Ms: number;
}

interface SitemapFigures {
  ms: number;
  files: number;
  urls: number;
  bytes: number;
  memory: Record<'API' | 'gateway', MemoryFigures>;
}

interface DatabaseFigures {
  database: BenchDatabase['label'];
  count: number;
  growMs: number;
  timed: Map<string, TimedFigures>;
  sitemap: SitemapFigures;
}

async function graphql(gatewayUrl: string, operation: GraphqlOperation, bearerToken?: string): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      ...(bearerToken === undefined ? {} : { authorization: `Bearer ${bearerToken}` }),
    },
    body: JSON.stringify(operation),
  });
  const text = await response.text();
  const answer = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || answer.errors !== undefined) throw new Error(`GraphQL: HTTP ${response.status} ${text.slice(0, 300)}`);
  return answer.data;
}

async function measureTimed(measurement: TimedMeasurement, stack: CatalogueStack): Promise<TimedFigures> {
  for (let round = 0; round < WARMUP_ROUNDS; round += 1) await measurement.run(stack);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await measurement.run(stack);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/** Reads a response as it streams, counting its bytes and its `<loc>` entries, keeping nothing else. */
async function drain(response: Response): Promise<{ bytes: number; locs: number }> {
  if (!response.ok || response.body === null) throw new Error(`${response.url}: HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let locs = 0;
  let tail = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    locs += text.split('<loc>').length - 1;
    tail = text.slice(-4);
  }
  return { bytes, locs };
}

/** `/sitemap.xml`, then every property sitemap it lists, one after the other. */
async function streamSitemap(gatewayUrl: string): Promise<Omit<SitemapFigures, 'memory' | 'ms'>> {
  const index = await (await fetch(`${gatewayUrl}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/imoveis-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
  if (files.length === 0) throw new Error('o sitemap não lista nenhum arquivo de imóveis');
  let urls = 0;
  let bytes = Buffer.byteLength(index);
  for (const file of files) {
    const drained = await drain(await fetch(`${gatewayUrl}${file}`));
    urls += drained.locs;
    bytes += drained.bytes;
  }
  return { files: files.length, urls, bytes };
}

async function measureSitemap(gatewayUrl: string, api: ServerProcess, gateway: ServerProcess): Promise<SitemapFigures> {
  const [apiWatch, gatewayWatch] = await Promise.all([watchMemory(api.child.pid ?? 0), watchMemory(gateway.child.pid ?? 0)]);
  const started = performance.now();
  const streamed = await streamSitemap(gatewayUrl);
  const ms = performance.now() - started;
  const [apiMemory, gatewayMemory] = await Promise.all([apiWatch.stop(), gatewayWatch.stop()]);
  return { ...streamed, ms, memory: { API: apiMemory, gateway: gatewayMemory } };
}

/** A property of the filtered search's answer: one the public catalogue shows. */
async function publicSlug(gatewayUrl: string): Promise<string> {
  const data = (await graphql(gatewayUrl, FILTERED_SEARCH)) as { properties: { items: Array<{ slug: string }>; total: number } };
  const slug = data.properties.items[0]?.slug;
  if (slug === undefined) throw new Error(`a busca filtrada não chega à página 50 (${data.properties.total} imóveis)`);
  return slug;
}

/** The first administrator's session token, signed in through the gateway as the back office does. */
async function signIn(gatewayUrl: string): Promise<string> {
  const data = (await graphql(gatewayUrl, {
    query: print(LoginMutation),
    variables: { email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })) as { login: { session: { token: string } | null } };
  if (data.login.session === null) throw new Error('o administrador do benchmark não entrou');
  return data.login.session.token;
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-100k-'));
  try {
    const { count, growMs } = await prepareGrownCatalogue(dataDir, database, CATALOGUE_SIZE, { adminPassword: ADMIN_PASSWORD });
    console.log(`${database.label}: ${count} imóveis gravados em ${formatMs(growMs)}`);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const label = database.label.toLowerCase();
    const api = await startServerProcess(apiArgs, cpuProfileOptions(`${label}-api`), PRODUCTION_ENV);
    // Without the gateway's response cache every round reaches the database: these are the figures of the
    // queries themselves (a visitor whose read is in the cache is answered sooner still).
    const gateway = await startServerProcess(
      ['--gateway', api.url, api.apiKey, '--no-response-cache'],
      cpuProfileOptions(`${label}-gateway`),
      PRODUCTION_ENV,
    );
    try {
      const stack = { gatewayUrl: gateway.url, slug: await publicSlug(gateway.url), staffToken: await signIn(gateway.url) };
      const timed = new Map<string, TimedFigures>();
      for (const measurement of TIMED_MEASUREMENTS) timed.set(measurement.name, await measureTimed(measurement, stack));
      const sitemap = await measureSitemap(gateway.url, api, gateway);
      return { database: database.label, count, growMs, timed, sitemap };
    } finally {
      await gateway.stop();
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function verdict(ok: boolean): string {
  return ok ? 'sim' : 'NÃO';
}

function printFigures(all: DatabaseFigures[]): void {
  console.log(`\nCatálogo público com ${CATALOGUE_SIZE} imóveis, pelo gateway — ${ROUNDS} rodadas após ${WARMUP_ROUNDS} de aquecimento`);
  const timedRows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    timedRows[`${figures.database}: gravação do catálogo`] = {
      meta: '< 60000.0 ms',
      mediana: formatMs(figures.growMs),
      p95: '',
      atinge: verdict(figures.growMs < 60_000),
    };
    for (const measurement of TIMED_MEASUREMENTS) {
      const result = figures.timed.get(measurement.name);
      if (result === undefined) continue;
      timedRows[`${figures.database}: ${measurement.name}`] = {
        meta: `≤ ${formatMs(measurement.goalMs)}`,
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        atinge: verdict(result.medianMs <= measurement.goalMs),
      };
    }
  }
  console.table(timedRows);

  console.log(`\nSitemap inteiro (/sitemap.xml e cada /sitemaps/imoveis-N.xml, lido em fluxo) — memória residente (RSS) dos processos`);
  const memoryRows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    const { sitemap } = figures;
    for (const [process, memory] of Object.entries(sitemap.memory)) {
      memoryRows[`${figures.database}: ${process}`] = {
        meta: `< ${formatBytes(SITEMAP_MEMORY_GOAL)}`,
        'RSS antes': formatBytes(memory.baseline),
        'pico amostrado': formatBytes(memory.sampledPeak),
        'pico do processo (VmHWM)': formatBytes(memory.highWaterMark),
        atinge: verdict(memory.sampledPeak < SITEMAP_MEMORY_GOAL),
      };
    }
    console.log(
      `${figures.database}: ${sitemap.files} arquivo(s), ${sitemap.urls} endereços de imóveis, ${formatBytes(sitemap.bytes)} em ${formatMs(sitemap.ms)}`,
    );
  }
  console.table(memoryRows);
}

export async function runCatalogue100kBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_100k', benchDatabase));
}
