/**
 * The home page's first data load, side by side in one run, over a catalogue of 10,000 properties:
 * - through the gateway: the five GraphQL operations the home sends when it opens (company, cities,
 *   first page of featured properties, launches, consultants), in parallel as the browser does;
 * - the spec's original shape: `GET /api/properties`, the whole catalogue, straight from the REST API.
 * Reports median and p95 time, bytes as JSON and gzipped, and the ratios.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApi } from '../../api/src/server.js';
import { startGateway } from '../../gateway/src/server.js';
import { growCatalogue } from './catalogue-data.js';
import { HOME_OPERATIONS } from './home-operations.js';
import { formatBytes, formatMs, summarize, type Sample } from './measure.js';

const CATALOGUE_SIZE = 10_000;
const WARMUP_ROUNDS = 3;
const ROUNDS = 15;

async function timed(load: () => Promise<string[]>): Promise<Sample> {
  const started = performance.now();
  const bodies = await load();
  const ms = performance.now() - started;
  const text = bodies.join('');
  return { ms, bytes: Buffer.byteLength(text), gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) };
}

async function fetchText(url: string, init: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return text;
}

export async function runCatalogueLoadBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-'));
  try {
    const seeded = await startApi({ port: 0, dataDir, log: () => {} });
    await seeded.close();
    const count = await growCatalogue(dataDir, CATALOGUE_SIZE);
    const api = await startApi({ port: 0, dataDir, log: () => {} });
    const gateway = await startGateway({ port: 0, apiUrl: api.url, apiKey: api.apiKey });
    try {
      const loadThroughGateway = () =>
        Promise.all(
          HOME_OPERATIONS.map((operation) =>
            fetchText(`${gateway.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
              body: JSON.stringify(operation),
            }),
          ),
        );
      const loadOriginal = async () => [await fetchText(`${api.url}/api/properties`, { headers: { 'x-api-key': api.apiKey } })];

      for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
        await timed(loadThroughGateway);
        await timed(loadOriginal);
      }
      const gatewaySamples: Sample[] = [];
      const originalSamples: Sample[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        gatewaySamples.push(await timed(loadThroughGateway));
        originalSamples.push(await timed(loadOriginal));
      }
      const viaGateway = summarize(gatewaySamples);
      const original = summarize(originalSamples);
      console.log(`\nPrimeira carga de dados da home — catálogo de ${count} imóveis, ${ROUNDS} rodadas alternadas`);
      console.table({
        'gateway (5 operações GraphQL)': {
          mediana: formatMs(viaGateway.medianMs),
          p95: formatMs(viaGateway.p95Ms),
          JSON: formatBytes(viaGateway.bytes),
          gzip: formatBytes(viaGateway.gzipBytes),
        },
        'GET /api/properties (original)': {
          mediana: formatMs(original.medianMs),
          p95: formatMs(original.p95Ms),
          JSON: formatBytes(original.bytes),
          gzip: formatBytes(original.gzipBytes),
        },
      });
      console.log(
        `original ÷ gateway: tempo ${(original.medianMs / viaGateway.medianMs).toFixed(1)}×, ` +
          `bytes ${(original.bytes / viaGateway.bytes).toFixed(0)}×, gzip ${(original.gzipBytes / viaGateway.gzipBytes).toFixed(0)}×`,
      );
    } finally {
      await gateway.close();
      await api.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
