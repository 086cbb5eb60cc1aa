/**
 * The public pages rendered on the server against the back office's static index.html, side by side in one run,
 * over the demo catalogue and over 10,000 properties: requests per second and p95 latency of `GET /imovel/<slug>`
 * and `GET /` (rendered by the gateway) and of `GET /app/login` (the built index.html as a file), each under a
 * fixed load of 10 connections for 6 s after a 2 s warm-up. The API and the gateway run as child processes, so
 * the load generator does not share their event loop.
 *
 * `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench public-pages` also writes the CPU profiles of the gateway and the
 * API (a folder per catalogue and process, a `.cpuprofile` per thread); `tsx tests/bench/cpu-profile-summary.ts
 * <file>` reads one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../api/src/server.js';
import { growCatalogue } from './catalogue-data.js';
import { runLoad, type LoadResult } from './load.js';
import { formatMs } from './measure.js';
import { cpuProfileOptions, type ServerProcess, startServerProcess } from './server-process.js';

const LARGE_CATALOGUE = 10_000;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SECONDS = 6;
const STATIC_PAGE = '/app/login';
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

interface PageCase {
  name: string;
  path: string;
}

function pageCases(slug: string): PageCase[] {
  return [
    { name: `SSR /imovel/${slug}`, path: `/imovel/${encodeURIComponent(slug)}` },
    { name: 'SSR /', path: '/' },
    { name: `estático ${STATIC_PAGE} (index.html)`, path: STATIC_PAGE },
  ];
}

/** A data dir with the demo content, grown to `total` properties when given. */
async function catalogueDir(total: number | null): Promise<{ dataDir: string; count: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-pages-'));
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const count = total === null ? 0 : await growCatalogue(dataDir, total);
  return { dataDir, count };
}

/** A property page the sitemap lists (so one the public site shows). */
async function listedSlug(gatewayUrl: string): Promise<{ slug: string; listed: number }> {
  const sitemap = await (await fetch(`${gatewayUrl}/sitemap.xml`)).text();
  const slugs = [...sitemap.matchAll(/\/imovel\/([^<]+)</g)].map((match) => decodeURIComponent(match[1] ?? ''));
  const slug = slugs[Math.floor(slugs.length / 2)];
  if (slug === undefined) throw new Error('o sitemap não lista nenhum imóvel');
  return { slug, listed: slugs.length };
}

async function measurePages(gateway: ServerProcess, cases: PageCase[]): Promise<Map<string, LoadResult>> {
  const results = new Map<string, LoadResult>();
  for (const page of cases) {
    const load = { url: `${gateway.url}${page.path}`, expectedStatus: 200, connections: CONNECTIONS, headers: BROWSER_HEADERS };
    await runLoad({ ...load, seconds: WARMUP_SECONDS });
    const result = await runLoad({ ...load, seconds: SECONDS });
    if (result.failures > 0) throw new Error(`${page.path}: ${result.failures} respostas sem status 200`);
    results.set(page.name, result);
  }
  return results;
}

function printResults(title: string, cases: PageCase[], results: Map<string, LoadResult>): void {
  console.log(`\n${title} — ${CONNECTIONS} conexões, ${SECONDS} s por caso após ${WARMUP_SECONDS} s de aquecimento`);
  const rows: Record<string, Record<string, string>> = {};
  for (const page of cases) {
    const result = results.get(page.name);
    if (result === undefined) continue;
    rows[page.name] = {
      'req/s': result.requestsPerSecond.toFixed(0),
      mediana: formatMs(result.medianMs),
      p95: formatMs(result.p95Ms),
      respostas: String(result.requests),
    };
  }
  console.table(rows);
  const staticPage = results.get(cases[cases.length - 1]?.name ?? '');
  if (staticPage === undefined) return;
  for (const page of cases.slice(0, -1)) {
    const rendered = results.get(page.name);
    if (rendered === undefined) continue;
    console.log(
      `${page.name} ÷ estático: req/s ${(rendered.requestsPerSecond / staticPage.requestsPerSecond).toFixed(2)}×, ` +
        `p95 ${(rendered.p95Ms / staticPage.p95Ms).toFixed(1)}×`,
    );
  }
}

async function benchCatalogue(label: string, total: number | null): Promise<void> {
  const { dataDir, count } = await catalogueDir(total);
  const api = await startServerProcess(['--api', dataDir], cpuProfileOptions(`${label}-api`));
  const gateway = await startServerProcess(['--gateway', api.url, api.apiKey], cpuProfileOptions(`${label}-gateway`));
  try {
    const { slug, listed } = await listedSlug(gateway.url);
    const cases = pageCases(slug);
    const results = await measurePages(gateway, cases);
    printResults(`Páginas públicas — ${label}: ${count || listed} imóveis`, cases, results);
  } finally {
    await gateway.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runPublicPagesBench(): Promise<void> {
  await benchCatalogue('demonstracao', null);
  await benchCatalogue('10000', LARGE_CATALOGUE);
}
