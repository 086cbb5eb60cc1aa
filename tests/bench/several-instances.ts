/**
 * The product as an agency network runs it (tests/support/several-instances.ts: `npm run start:api` and
 * `npm run start:gateway` processes with NODE_ENV=production, one PostgreSQL database, one Redis, s3rver), measured
 * two ways, each side by side in one run:
 *
 * 1. One gateway against two. Two APIs and two gateways (gateway i in front of API i) on the demo content, photos in
 *    the S3-compatible store, the gateways' caches shared through Redis. Under the same load (autocannon, 20
 *    connections) on gateway A alone, then spread over A and B (connection i on gateway i mod 2), in 3 alternating
 *    rounds of 3 s after a 2 s warm-up: the home's first data load (its five GraphQL operations, sent in turn on every
 *    connection), the server-rendered home (`GET /`, a visitor's real first load) and one card photo
 *    (`/images/<name>?w=640`, through the gateway and the API from the store). Requests per second over the rounds,
 *    the median of the rounds' p50, p95 and p99, and the ratios two ÷ one.
 * 2. A 20-photo registration (1600×1200 JPEGs of about half a megabyte, made once) through one gateway, with its API
 *    storing the photos on its own disk or in the S3-compatible store: both started at once, one registration each to
 *    warm up, then `REGISTRATIONS` each, in turn, each from its own visitor address; median and maximum wall time,
 *    and the ratios S3 ÷ disk.
 *
 * Needs PostgreSQL, Redis and the built web (`npm run build`), as the several-instances tests do. s3rver runs inside
 * this process, beside autocannon. Every process shares the machine's cores, so each table's title also gives the
 * machine's load average while it was measured (these processes included): on a shared machine, more processes of
 * the product take a larger share of the cores from whatever else runs.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import sharp from 'sharp';
import { visitorAddress } from '../api/support/visitors.js';
import { multipartForm, photoFiles, REGISTER_PROPERTY, validRegistration } from '../gateway/visitors-support.js';
import { startSeveralInstances, type SeveralInstances } from '../support/several-instances.js';
import { HOME_OPERATIONS } from './home-operations.js';
import { runLoad, type LoadResult } from './load.js';
import { formatBytes, formatMs, percentile } from './measure.js';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const ROUNDS = 3;
const SECONDS = 3;
const REGISTRATIONS = 5;
const PHOTO_COUNT = 20;
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;
const PHOTO_CACHE = path.join(tmpdir(), 'imobiliaria-bench-photos-1600-v1');
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };
const GRAPHQL_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** The machine's cores and its 1-minute load average, for a table's title. */
function machine(): string {
  return `máquina: ${availableParallelism()} núcleos, carga média de 1 min ${(loadavg()[0] ?? 0).toFixed(1)}`;
}

// ---------------------------------------------------------------- one gateway against two

/** What every connection sends in turn, and how an answer is checked once before the load. */
interface ReadCase {
  name: string;
  requests: autocannon.Request[];
  /** Throws when an answer is not what a visitor gets. */
  check(response: Response): Promise<void>;
}

async function checkGraphql(response: Response): Promise<void> {
  const text = await response.text();
  const body = JSON.parse(text) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || body.errors !== undefined || body.data === undefined || body.data === null) {
    throw new Error(`HTTP ${response.status} ${text.slice(0, 300)}`);
  }
}

function expecting(type: RegExp): (response: Response) => Promise<void> {
  return async (response) => {
    const bytes = (await response.arrayBuffer()).byteLength;
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.test(contentType) || bytes === 0) {
      throw new Error(`HTTP ${response.status} ${contentType}, ${bytes} bytes`);
    }
  };
}

function readCases(cardPhoto: string): ReadCase[] {
  return [
    {
      name: 'home: 5 operações GraphQL da primeira carga',
      requests: HOME_OPERATIONS.map((operation) => ({
        method: 'POST',
        path: '/graphql',
        headers: GRAPHQL_HEADERS,
        body: JSON.stringify(operation),
      })),
      check: checkGraphql,
    },
    { name: 'home: GET / (SSR)', requests: [{ method: 'GET', path: '/', headers: BROWSER_HEADERS }], check: expecting(/^text\/html/) },
    { name: `foto de cartão ${cardPhoto}`, requests: [{ method: 'GET', path: cardPhoto }], check: expecting(/^image\//) },
  ];
}

/** Every request of the case answered as a visitor expects it, by every gateway. */
async function checkAnswers(read: ReadCase, gateways: readonly string[]): Promise<void> {
  for (const gateway of gateways) {
    for (const request of read.requests) {
      const response = await fetch(`${gateway}${request.path ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: (request.headers ?? {}) as Record<string, string>,
        ...(request.body === undefined ? {} : { body: request.body as string }),
      });
      await read.check(response).catch((error: unknown) => {
        throw new Error(`${read.name} em ${gateway}: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
  }
}

async function load(read: ReadCase, gateways: readonly string[], seconds: number): Promise<LoadResult> {
  const result = await runLoad({
    url: gateways.length === 1 ? (gateways[0] ?? '') : gateways,
    expectedStatus: 200,
    connections: CONNECTIONS,
    seconds,
    requests: read.requests,
  });
  if (result.failures > 0) throw new Error(`${read.name}: ${result.failures} respostas sem status 200`);
  return result;
}

/** The card photo of the first property the home's featured section lists. */
async function firstCardPhoto(gateway: string): Promise<string> {
  const featured = HOME_OPERATIONS.find((operation) => operation.query.includes('query FeaturedProperties'));
  const response = await fetch(`${gateway}/graphql`, { method: 'POST', headers: GRAPHQL_HEADERS, body: JSON.stringify(featured) });
  const body = (await response.json()) as { data?: { properties?: { items?: Array<{ mainImage?: { cardUrl?: string } | null }> } } };
  const cardUrl = body.data?.properties?.items?.find((item) => item.mainImage?.cardUrl)?.mainImage?.cardUrl;
  if (cardUrl === undefined) throw new Error('a home não lista nenhum imóvel com foto');
  const url = new URL(cardUrl, 'https://site.invalid');
  return `${url.pathname}${url.search}`;
}

/** The rounds of one setup: requests per second over all of them, and the median of their percentiles. */
interface Rounds {
  requests: number;
  seconds: number;
  perRound: number[];
  p50s: number[];
  p95s: number[];
  p99s: number[];
}

function addRound(rounds: Rounds, result: LoadResult): void {
  rounds.requests += result.requests;
  rounds.seconds += SECONDS;
  rounds.perRound.push(result.requestsPerSecond);
  rounds.p50s.push(result.medianMs);
  rounds.p95s.push(result.p95Ms);
  rounds.p99s.push(result.p99Ms);
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function loadRow(rounds: Rounds, base: Rounds): Record<string, string> {
  const perSecond = (figures: Rounds) => figures.requests / figures.seconds;
  return {
    'req/s': perSecond(rounds).toFixed(0),
    'req/s por rodada': rounds.perRound.map((value) => value.toFixed(0)).join(' / '),
    p50: formatMs(median(rounds.p50s)),
    p95: formatMs(median(rounds.p95s)),
    p99: formatMs(median(rounds.p99s)),
    'req/s ÷ 1 gateway': `${(perSecond(rounds) / perSecond(base)).toFixed(2)}×`,
    'p99 ÷ 1 gateway': `${(median(rounds.p99s) / median(base.p99s)).toFixed(2)}×`,
  };
}

async function benchOneGatewayAgainstTwo(): Promise<void> {
  const network = await startSeveralInstances({ apis: 2, gateways: 2, storage: 's3', seedDemo: true, sharedCache: true });
  try {
    const [first, second] = network.gateways.map((gateway) => gateway.url);
    if (first === undefined || second === undefined) throw new Error('os dois gateways não subiram');
    const cases = readCases(await firstCardPhoto(first));
    const rows: Record<string, Record<string, string>> = {};
    for (const read of cases) {
      await checkAnswers(read, [first, second]);
      await load(read, [first, second], WARMUP_SECONDS);
      const one: Rounds = { requests: 0, seconds: 0, perRound: [], p50s: [], p95s: [], p99s: [] };
      const two: Rounds = { requests: 0, seconds: 0, perRound: [], p50s: [], p95s: [], p99s: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        addRound(one, await load(read, [first], SECONDS));
        addRound(two, await load(read, [first, second], SECONDS));
      }
      rows[`${read.name} — 1 gateway`] = loadRow(one, one);
      rows[`${read.name} — 2 gateways`] = loadRow(two, one);
    }
    console.log(
      `\nUm gateway contra dois (cada um diante da sua API; PostgreSQL, Redis compartilhado, fotos no s3rver) — ` +
        `${CONNECTIONS} conexões, ${ROUNDS} rodadas alternadas de ${SECONDS} s por caso após ${WARMUP_SECONDS} s de aquecimento; ` +
        machine(),
    );
    console.table(rows);
  } finally {
    await network.close();
  }
}

// ---------------------------------------------------------------- a 20-photo registration, disk against S3

/** Writes (once, kept in the system temp dir) 20 photo-like 1600×1200 JPEGs: smooth colour fields with grain. */
async function registrationPhotos(): Promise<Buffer[]> {
  await mkdir(PHOTO_CACHE, { recursive: true });
  const files = Array.from({ length: PHOTO_COUNT }, (_unused, index) => path.join(PHOTO_CACHE, `foto-${index + 1}.jpg`));
  const present = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => info.size > 0,
        () => false,
      ),
    ),
  );
  if (!present.every(Boolean)) {
    console.log(`Gerando ${PHOTO_COUNT} fotos de ${PHOTO_WIDTH}×${PHOTO_HEIGHT}…`);
    for (const file of files) {
      const coarse = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(Math.random() * 256)));
      const field = await sharp(coarse, { raw: { width: 16, height: 12, channels: 3 } })
        .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      for (let index = 0; index < field.length; index += 1) {
        field[index] = Math.max(0, Math.min(255, (field[index] ?? 0) + Math.round((Math.random() - 0.5) * 48)));
      }
      await sharp(field, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
        .jpeg({ quality: 85 })
        .toFile(file);
    }
  }
  return Promise.all(files.map((file) => readFile(file)));
}

/** Sends one registration with every photo through the gateway, as the web does, and answers its wall time. */
async function register(gateway: string, photos: readonly Buffer[], title: string): Promise<number> {
  const form = multipartForm(
    REGISTER_PROPERTY,
    { input: validRegistration(title), mainImage: null, otherImages: photos.slice(1).map(() => null) },
    photoFiles(photos),
  );
  const started = performance.now();
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'Apollo-Require-Preflight': 'true', 'X-Forwarded-For': visitorAddress() },
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  const body = JSON.parse(text) as { data?: { registerProperty?: { ok?: boolean } } };
  if (response.status !== 200 || body.data?.registerProperty?.ok !== true) throw new Error(`cadastro recusado: ${text.slice(0, 300)}`);
  return elapsed;
}

/** Starts one API and one gateway on each store at once; if either fails, the other is closed. */
async function startBothStores(): Promise<{ disk: SeveralInstances; s3: SeveralInstances }> {
  const [disk, s3] = await Promise.allSettled([
    startSeveralInstances({ apis: 1, gateways: 1, storage: 'disk', seedDemo: false }),
    startSeveralInstances({ apis: 1, gateways: 1, storage: 's3', seedDemo: false }),
  ]);
  if (disk.status === 'fulfilled' && s3.status === 'fulfilled') return { disk: disk.value, s3: s3.value };
  if (disk.status === 'fulfilled') await disk.value.close();
  if (s3.status === 'fulfilled') await s3.value.close();
  throw disk.status === 'rejected' ? disk.reason : (s3 as PromiseRejectedResult).reason;
}

async function benchDiskAgainstS3(): Promise<void> {
  const photos = await registrationPhotos();
  const totalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  const { disk, s3 } = await startBothStores();
  try {
    const stores = [
      { name: 'API no disco (DATA_DIR)', label: 'disco', gateway: disk.gateways[0]?.url ?? '', times: [] as number[] },
      { name: 'API no S3 (s3rver)', label: 's3', gateway: s3.gateways[0]?.url ?? '', times: [] as number[] },
    ];
    for (const store of stores) await register(store.gateway, photos, `Casa de aquecimento (${store.label})`);
    // In turn, one store then the other, first one and then the other first, so that the machine's changing load
    // weighs on both alike.
    for (let index = 0; index < REGISTRATIONS; index += 1) {
      for (const store of index % 2 === 0 ? stores : [...stores].reverse()) {
        store.times.push(await register(store.gateway, photos, `Casa com ${PHOTO_COUNT} fotos ${index + 1} (${store.label})`));
      }
    }
    const [onDisk] = stores;
    const figures = (times: readonly number[]) => ({ median: median(times), max: Math.max(...times) });
    const rows: Record<string, Record<string, string>> = {};
    for (const store of stores) {
      const own = figures(store.times);
      const base = figures(onDisk?.times ?? []);
      rows[store.name] = {
        mediana: formatMs(own.median),
        máximo: formatMs(own.max),
        'cada cadastro (s)': store.times.map((ms) => (ms / 1000).toFixed(1)).join(' / '),
        'MB/s (mediana)': (totalBytes / 1024 / 1024 / (own.median / 1000)).toFixed(1),
        'mediana ÷ disco': `${(own.median / base.median).toFixed(2)}×`,
        'máximo ÷ disco': `${(own.max / base.max).toFixed(2)}×`,
      };
    }
    console.log(
      `\nCadastro com ${PHOTO_COUNT} fotos de ${PHOTO_WIDTH}×${PHOTO_HEIGHT} (${formatBytes(totalBytes)} no total) por um gateway — ` +
        `${REGISTRATIONS} cadastros em cada, alternados, após um de aquecimento; ${machine()}`,
    );
    console.table(rows);
  } finally {
    await disk.close();
    await s3.close();
  }
}

export async function runSeveralInstancesBench(): Promise<void> {
  await benchOneGatewayAgainstTwo();
  await benchDiskAgainstS3();
}
