/**
 * What a hostile GraphQL request costs the gateway next to the site's own, side by side in one run: requests per
 * second and latency of `POST /graphql` with 5,000 aliases of `property(slug)` (refused by the operation limits)
 * and with the property page's query as the web app sends it, each under a fixed load of 5 connections for 6 s after
 * a 2 s warm-up. The API and the gateway run as child processes, so the load generator does not share their event
 * loop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { startApi } from '../../api/src/server.js';
import { PropertyDetailDocument } from '../../web/src/gql/graphql.js';
import { runLoad, type LoadResult } from './load.js';
import { formatMs } from './measure.js';
import { startServerProcess } from './server-process.js';

const CONNECTIONS = 5;
const WARMUP_SECONDS = 2;
const SECONDS = 6;
const ALIASES = 5000;
const JSON_HEADERS = { 'content-type': 'application/json' };

interface OperationCase {
  name: string;
  body: string;
  expectedStatus: number;
}

function operationCases(slug: string): OperationCase[] {
  const aliases = Array.from({ length: ALIASES }, (_, index) => `p${index}: property(slug: "${slug}") { id title }`).join(' ');
  return [
    { name: `${ALIASES} apelidos de property(slug)`, body: JSON.stringify({ query: `{ ${aliases} }` }), expectedStatus: 400 },
    {
      name: 'PropertyDetail do site',
      body: JSON.stringify({ query: print(addTypenameToDocument(PropertyDetailDocument)), variables: { slug } }),
      expectedStatus: 200,
    },
  ];
}

async function firstSlug(gatewayUrl: string): Promise<string> {
  const answer = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ query: '{ properties(perPage: 1) { items { slug } } }' }),
  });
  const body = (await answer.json()) as { data?: { properties: { items: { slug: string }[] } } };
  const slug = body.data?.properties.items[0]?.slug;
  if (slug === undefined) throw new Error('o catálogo de demonstração está vazio');
  return slug;
}

export async function runOperationLimitsBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-limits-'));
  const seeded = await startApi({ port: 0, dataDir, log: () => {} });
  await seeded.close();
  const api = await startServerProcess(['--api', dataDir]);
  const gateway = await startServerProcess(['--gateway', api.url, api.apiKey]);
  try {
    const cases = operationCases(await firstSlug(gateway.url));
    const results = new Map<string, LoadResult>();
    for (const operation of cases) {
      const load = {
        url: `${gateway.url}/graphql`,
        method: 'POST' as const,
        headers: JSON_HEADERS,
        body: operation.body,
        expectedStatus: operation.expectedStatus,
        connections: CONNECTIONS,
      };
      await runLoad({ ...load, seconds: WARMUP_SECONDS });
      const result = await runLoad({ ...load, seconds: SECONDS });
      if (result.failures > 0) throw new Error(`${operation.name}: ${result.failures} respostas sem status ${operation.expectedStatus}`);
      results.set(operation.name, result);
    }
    console.log(`\nLimites por operação — ${CONNECTIONS} conexões, ${SECONDS} s por caso após ${WARMUP_SECONDS} s de aquecimento`);
    const rows: Record<string, Record<string, string>> = {};
    for (const [name, result] of results) {
      rows[name] = {
        'req/s': result.requestsPerSecond.toFixed(0),
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        respostas: String(result.requests),
      };
    }
    console.table(rows);
    const [hostile, site] = cases.map((operation) => results.get(operation.name));
    if (hostile && site) {
      console.log(
        `recusada ÷ do site: req/s ${(hostile.requestsPerSecond / site.requestsPerSecond).toFixed(2)}×, ` +
          `mediana ${(hostile.medianMs / site.medianMs).toFixed(2)}×, p95 ${(hostile.p95Ms / site.p95Ms).toFixed(2)}×`,
      );
    }
  } finally {
    await gateway.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
