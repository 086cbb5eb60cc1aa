/**
 * Public reads of a property page during a flood of wrong sign-ins, side by side in one run: `GET /imovel/<slug>` on
 * 10 connections alone, then again while 16 more connections send wrong sign-ins to `/graphql`, each from a new
 * address (`X-Forwarded-For`, which the gateway trusts from this machine), so no per-address limit applies. The
 * product runs as `npm start` runs it (API and gateway in one process, in production mode, with the demo content).
 * Two rounds of each, alternated; the ratio of the reads' throughput with the flood to without must stay ≥ 0.8.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { startProduct } from '../product/support/product-process.js';
import { runLoad, type LoadResult } from './load.js';
import { formatMs } from './measure.js';
import { firstListedSlug } from './sitemap.js';

const READ_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 16;
const SECONDS = 6;
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const REQUIRED_RATIO = 0.8;

const SIGN_IN = JSON.stringify({
  query: 'mutation Login($email: String, $password: String) { login(email: $email, password: $password) { ok } }',
  variables: { email: 'ataque@exemplo.com', password: 'senha-errada' },
});

/** A new documentation-range address (198.18.0.0/15) for each request. */
function addressCounter(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `198.${18 + ((next >> 16) & 1)}.${(next >> 8) & 255}.${next & 255}`;
  };
}

function floodRequests(): autocannon.Request[] {
  const nextAddress = addressCounter();
  return [
    {
      method: 'POST',
      path: '/graphql',
      body: SIGN_IN,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      }),
    },
  ];
}

function row(result: LoadResult): Record<string, string> {
  return {
    'req/s': result.requestsPerSecond.toFixed(0),
    mediana: formatMs(result.medianMs),
    p95: formatMs(result.p95Ms),
    falhas: String(result.failures),
  };
}

export async function runSignInFloodBench(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-flood-'));
  const product = await startProduct(
    'dev',
    { NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', API_PORT: '0', DATA_DIR: path.join(folder, 'data'), SEED_DEMO: '1' },
    120_000,
  );
  try {
    const slug = await firstListedSlug(product.url);
    const reads = {
      url: `${product.url}/imovel/${slug}`,
      expectedStatus: 200,
      connections: READ_CONNECTIONS,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    };
    const flood = { url: product.url, expectedStatus: 200, connections: FLOOD_CONNECTIONS, requests: floodRequests() };
    await runLoad({ ...reads, seconds: WARMUP_SECONDS });

    const rows: Record<string, Record<string, string>> = {};
    const alone: number[] = [];
    const flooded: number[] = [];
    const refusals: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const quiet = await runLoad({ ...reads, seconds: SECONDS });
      rows[`${round}. leituras sozinhas`] = row(quiet);
      alone.push(quiet.requestsPerSecond);
      const [busy, signIns] = await Promise.all([runLoad({ ...reads, seconds: SECONDS }), runLoad({ ...flood, seconds: SECONDS })]);
      rows[`${round}. leituras durante a enxurrada`] = row(busy);
      rows[`${round}. enxurrada de logins`] = { ...row(signIns), falhas: `${signIns.failures} (429)` };
      flooded.push(busy.requestsPerSecond);
      refusals.push(signIns.failures / Math.max(1, signIns.requests));
    }
    console.log(
      `\nLeituras de /imovel/<slug> (${READ_CONNECTIONS} conexões) sozinhas e durante ${FLOOD_CONNECTIONS} conexões de logins errados, cada um de um endereço novo; ${SECONDS} s por caso, npm start num processo`,
    );
    console.table(rows);
    const ratio = flooded.reduce((sum, value) => sum + value, 0) / alone.reduce((sum, value) => sum + value, 0);
    console.log(
      `Razão leituras com enxurrada / sozinhas: ${ratio.toFixed(2)} (meta ≥ ${REQUIRED_RATIO}); ` +
        `logins recusados com 429: ${refusals.map((share) => `${(share * 100).toFixed(0)}%`).join(', ')}`,
    );
    if (!product.isRunning()) throw new Error(`o produto parou durante a enxurrada:\n${product.output()}`);
    if (ratio < REQUIRED_RATIO) throw new Error(`as leituras caíram a ${ratio.toFixed(2)}× durante a enxurrada de logins`);
  } finally {
    product.kill();
    await rm(folder, { recursive: true, force: true });
  }
}
