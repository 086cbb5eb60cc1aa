/**
 * The portals' VRSync feed at 10,000 ready properties (SQLite): the demo content is seeded, the catalogue grown
 * with properties of every type and operation, and exactly 10,000 of them made ready and marked for the portals.
 * The API and the gateway run as child processes; the whole feed is read through the gateway as a portal reads
 * it (compressed, and plain), while the resident set of both processes is sampled. The figures are printed
 * beside their goals: the last byte within 3 s, and each process's resident set growing by at most 100 MB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { startApi } from '../../api/src/server.js';
import { openDatabase } from '../../api/src/db/connect.js';
import { DEMO_PASSWORD } from '../../api/src/demo/data/brokers.js';
import { feedToken } from '../../api/src/portals/feed-token.js';
import { PORTAL_FEED_PAGE_SIZE } from '../../gateway/src/rest/portal-feed-api.js';
import { growVariedCatalogue } from '../support/varied-catalogue.js';
import { formatBytes, formatMs, percentile } from './measure.js';
import { watchMemory, type MemoryFigures } from './memory.js';
import { PRODUCTION_ENV, startServerProcess, type ServerProcess } from './server-process.js';

const READY_LISTINGS = 10_000;
/** The demo's administrative user (permission imoveis, sees every property). */
const REPORT_USER = 'administrativo@imobiliaria.local';
const ROUNDS = 5;
const TIME_GOAL_MS = 3000;
const RSS_GROWTH_GOAL = 100 * 1024 * 1024;
const FEED_PHOTOS = 8;
/** Added to the grown catalogue's short descriptions, so every one reaches the portal's 50 characters. */
const DESCRIPTION_TAIL = ' Perto de escolas, comércio e transporte público; visitas com hora marcada.';

interface ReadFigures {
  ms: number;
  bytes: number;
  listings: number;
}

interface EncodingFigures {
  encoding: 'gzip' | 'identity';
  firstMs: number;
  medianMs: number;
  maxMs: number;
  bytes: number;
  listings: number;
  memory: Record<'API' | 'gateway', MemoryFigures>;
}

/** The demo content, then the catalogue grown; only the grown properties marked, all of them ready. */
async function prepareFeed(dataDir: string): Promise<string> {
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const handle = openDatabase(dataDir, undefined);
  try {
    const { db } = handle;
    const seededIds = await db.selectFrom('properties').select(['id', 'images']).execute();
    const lastSeeded = seededIds.reduce((max, row) => Math.max(max, row.id), 0);
    await growVariedCatalogue(db, handle.dialect, seededIds.length + READY_LISTINGS);
    const photos = [...new Set(seededIds.flatMap((row) => JSON.parse(row.images ?? '[]') as string[]))].slice(0, FEED_PHOTOS);
    if (photos.length < 5) throw new Error('o conteúdo de demonstração não tem fotos suficientes');
    await db.updateTable('properties').set({ portal_publish: 0 }).execute();
    await db
      .updateTable('properties')
      .set({
        portal_publish: 1,
        portal_level: 'standard',
        status: 'approved',
        is_active: 1,
        images: JSON.stringify(photos),
        description: sql<string>`description || ${DESCRIPTION_TAIL}`,
        rental_price: sql<number | null>`case when operation = 'both' then round(price / 200) else null end`,
      })
      .where('id', '>', lastSeeded)
      .execute();
    return await feedToken(db);
  } finally {
    await handle.db.destroy();
  }
}

/** Reads the feed to its last byte, counting its bytes and its listings, keeping nothing else. */
async function readFeed(feedUrl: string, encoding: EncodingFigures['encoding']): Promise<ReadFigures> {
  const started = performance.now();
  const response = await fetch(feedUrl, { headers: { 'user-agent': 'VivaRealBot/1.0', 'accept-encoding': encoding } });
  if (!response.ok || response.body === null) throw new Error(`${feedUrl}: HTTP ${response.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let listings = 0;
  let tail = '';
  let end = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    const text = tail + decoder.decode(read.value, { stream: true });
    listings += text.split('<Listing>').length - 1;
    tail = text.slice(-8);
    end = (end + text).slice(-20);
  }
  const ms = performance.now() - started;
  if (!end.endsWith('</ListingDataFeed>')) throw new Error('o feed terminou antes do fim do documento');
  return { ms, bytes, listings };
}

async function measureEncoding(
  feedUrl: string,
  encoding: EncodingFigures['encoding'],
  api: ServerProcess,
  gateway: ServerProcess,
): Promise<EncodingFigures> {
  const [apiWatch, gatewayWatch] = await Promise.all([watchMemory(api.child.pid ?? 0), watchMemory(gateway.child.pid ?? 0)]);
  const first = await readFeed(feedUrl, encoding);
  const times: number[] = [];
  let last = first;
  for (let round = 0; round < ROUNDS; round += 1) {
    last = await readFeed(feedUrl, encoding);
    times.push(last.ms);
  }
  const [apiMemory, gatewayMemory] = await Promise.all([apiWatch.stop(), gatewayWatch.stop()]);
  times.sort((a, b) => a - b);
  return {
    encoding,
    firstMs: first.ms,
    medianMs: percentile(times, 0.5),
    maxMs: times[times.length - 1] ?? Number.NaN,
    bytes: last.bytes,
    listings: last.listings,
    memory: { API: apiMemory, gateway: gatewayMemory },
  };
}

/** The API's part alone: every page of the walk read straight from the API, as the gateway asks for them. */
async function measureApiWalk(apiUrl: string, apiKey: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    let listings = 0;
    for (let after: number | null = 0; after !== null;) {
      const response = await fetch(`${apiUrl}/api/portals/feed?token=${token}&after=${after}&limit=${PORTAL_FEED_PAGE_SIZE}`, {
        headers: { 'x-api-key': apiKey },
      });
      const page = (await response.json()) as { data: unknown[]; next_after: number | null };
      listings += page.data.length;
      after = page.next_after;
    }
    if (listings !== READY_LISTINGS) throw new Error(`a API respondeu ${listings} imóveis prontos`);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

/**
 * The 'Portais' screen's report over the 10,000 marked properties (every reason of each is worked out on every
 * call, so the counts are exact), as the demo's administrative user reads its first page through the API.
 */
async function measureReport(apiUrl: string, apiKey: string): Promise<number> {
  const signIn = await fetch(`${apiUrl}/api/auth`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: REPORT_USER, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/portals/listings?per_page=20`, {
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
    });
    const report = (await response.json()) as { marked: number };
    if (report.marked < READY_LISTINGS) throw new Error(`o relatório contou ${report.marked} imóveis marcados`);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

/** An unchanged feed: the API's version call alone, answered 304. */
async function measureNotModified(feedUrl: string): Promise<number> {
  const etag = (await fetch(feedUrl, { method: 'HEAD' })).headers.get('etag') ?? '';
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    const response = await fetch(feedUrl, { headers: { 'if-none-match': etag } });
    await response.arrayBuffer();
    if (response.status !== 304) throw new Error(`If-None-Match: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

function verdict(ok: boolean): string {
  return ok ? 'sim' : 'NÃO';
}

function printFigures(all: EncodingFigures[], apiWalkMs: number, notModifiedMs: number, reportMs: number): void {
  console.log(
    `\nFeed VRSync dos portais com ${READY_LISTINGS} imóveis prontos (SQLite), pelo gateway — ${ROUNDS} leituras após a primeira`,
  );
  const timeRows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    timeRows[`até o último byte (${figures.encoding})`] = {
      meta: `≤ ${formatMs(TIME_GOAL_MS)}`,
      primeira: formatMs(figures.firstMs),
      mediana: formatMs(figures.medianMs),
      máxima: formatMs(figures.maxMs),
      tamanho: formatBytes(figures.bytes),
      anúncios: String(figures.listings),
      atinge: verdict(figures.maxMs <= TIME_GOAL_MS && figures.firstMs <= TIME_GOAL_MS && figures.listings === READY_LISTINGS),
    };
  }
  console.table(timeRows);
  console.log(
    `Só a API (as ${READY_LISTINGS / PORTAL_FEED_PAGE_SIZE} páginas do percurso lidas direto dela), mediana: ${formatMs(apiWalkMs)}`,
  );
  console.log(`Feed sem mudança (If-None-Match → 304), mediana de 20: ${formatMs(notModifiedMs)}`);
  console.log(`Relatório da tela Portais (1ª página, ${READY_LISTINGS} marcados), mediana de 20: ${formatMs(reportMs)}`);
  const memoryRows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const [process, memory] of Object.entries(figures.memory)) {
      const growth = memory.sampledPeak - memory.baseline;
      memoryRows[`${process} (${figures.encoding})`] = {
        meta: `crescimento ≤ ${formatBytes(RSS_GROWTH_GOAL)}`,
        'RSS antes': formatBytes(memory.baseline),
        'pico amostrado': formatBytes(memory.sampledPeak),
        crescimento: formatBytes(growth),
        'pico do processo (VmHWM)': formatBytes(memory.highWaterMark),
        atinge: verdict(growth <= RSS_GROWTH_GOAL),
      };
    }
  }
  console.table(memoryRows);
}

export async function runPortalFeedBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-feed-'));
  try {
    const started = performance.now();
    const token = await prepareFeed(dataDir);
    console.log(`${READY_LISTINGS} imóveis prontos marcados para os portais em ${formatMs(performance.now() - started)}`);
    const api = await startServerProcess(['--api', dataDir], [], PRODUCTION_ENV);
    const gateway = await startServerProcess(['--gateway', api.url, api.apiKey], [], PRODUCTION_ENV);
    try {
      const feedUrl = `${gateway.url}/feeds/vrsync.xml?token=${token}`;
      const all = [await measureEncoding(feedUrl, 'gzip', api, gateway), await measureEncoding(feedUrl, 'identity', api, gateway)];
      printFigures(
        all,
        await measureApiWalk(api.url, api.apiKey, token),
        await measureNotModified(feedUrl),
        await measureReport(api.url, api.apiKey),
      );
    } finally {
      await gateway.stop();
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
