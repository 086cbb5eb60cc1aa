/**
 * What the log and the metrics cost the gateway, side by side in one run: two gateways in front of one API (child
 * processes, NODE_ENV=production), one as in production (a JSON line per request on its standard output, every request
 * counted in its metrics, each call to the API timed), one with both off (LOG_LEVEL=silent, no metrics). Each takes the
 * gateway-throughput bench's loads in alternating rounds (the property page's query; the home's five first-load
 * operations), with the GraphQL response cache on, where a request costs least and the overhead weighs most, and off.
 * The goal: the gateway with both on within 5 % of its throughput with both off.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../api/src/server.js';
import { compare, graphqlTarget, HOME_CASES, listedSlug, propertyCase, type ReadCase } from './gateway-throughput.js';
import { PRODUCTION_ENV, startServerProcess, type ServerProcess } from './server-process.js';

const SILENT_ENV = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };

async function gatewayPair(api: ServerProcess, responseCache: boolean): Promise<[ServerProcess, ServerProcess]> {
  const cacheFlag = responseCache ? [] : ['--no-response-cache'];
  const observed = await startServerProcess(['--gateway', api.url, api.apiKey, ...cacheFlag], [], PRODUCTION_ENV);
  const unobserved = await startServerProcess(['--gateway', api.url, api.apiKey, ...cacheFlag, '--no-metrics'], [], SILENT_ENV);
  return [observed, unobserved];
}

export async function runObservabilityOverheadBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-observability-'));
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const api = await startServerProcess(['--api', dataDir], [], PRODUCTION_ENV);
  try {
    const slug = await listedSlug(api);
    for (const responseCache of [true, false]) {
      const [observed, unobserved] = await gatewayPair(api, responseCache);
      try {
        const cache = responseCache ? 'com' : 'sem';
        const targets = (cases: ReadCase[]) => [
          graphqlTarget('log e métricas desligados', unobserved, cases),
          graphqlTarget('log e métricas ligados', observed, cases),
        ];
        await compare(`property(slug) — ${cache} cache de respostas`, targets([propertyCase(slug)]));
        await compare(`As cinco operações da home — ${cache} cache de respostas`, targets(HOME_CASES));
      } finally {
        await observed.stop();
        await unobserved.stop();
      }
    }
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
