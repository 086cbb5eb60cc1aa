/**
 * A contract template's download, side by side in one run: the browser's path through the gateway
 * (`GET /contract-templates/{id}/file` with the bearer token, streamed on from the API) and the API's own
 * `GET /api/contract-templates/{id}/file`. The file is a 12 MB PDF, close to what a scanned contract weighs.
 * Reports median and p95 time, throughput and the gateway's overhead as a ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../api/src/server.js';
import { startGateway } from '../../gateway/src/server.js';
import { formatBytes, formatMs, summarize, type Sample } from './measure.js';

const FILE_BYTES = 12 * 1024 * 1024;
const WARMUP_ROUNDS = 3;
const ROUNDS = 20;
const ADMIN_EMAIL = 'admin@imobiliaria.local';
const ADMIN_PASSWORD = 'bench-admin-password';

/** A PDF-signed file of `size` bytes: what the API checks is its content's signature. */
function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.4\n%âãÏÓ\n', 0, 'latin1');
  file.write('\n%%EOF\n', size - 7, 'latin1');
  return new Uint8Array(file);
}

async function download(url: string, headers: Record<string, string>, expectedBytes: number): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok || body.length !== expectedBytes) throw new Error(`${url}: HTTP ${response.status}, ${body.length} bytes`);
  return { ms, bytes: body.length, gzipBytes: body.length };
}

function throughput(bytes: number, ms: number): string {
  return `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
}

export async function runTemplateDownloadBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-'));
  const api = await startApi({ port: 0, dataDir, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, log: () => {} });
  const gateway = await startGateway({ port: 0, apiUrl: api.url, apiKey: api.apiKey });
  try {
    const signIn = await fetch(`${api.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': api.apiKey },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const form = new FormData();
    form.append('title', 'Contrato digitalizado');
    form.append('is_active', '1');
    form.append('file', new Blob([pdfOfSize(FILE_BYTES)], { type: 'application/pdf' }), 'contrato-digitalizado.pdf');
    const created = await fetch(`${api.url}/api/contract-templates`, {
      method: 'POST',
      headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
      body: form,
    });
    const { data } = (await created.json()) as { data: { id: number } };

    const viaGateway = () =>
      download(`${gateway.url}/contract-templates/${data.id}/file`, { authorization: `Bearer ${token}` }, FILE_BYTES);
    const fromApi = () =>
      download(
        `${api.url}/api/contract-templates/${data.id}/file`,
        { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` },
        FILE_BYTES,
      );
    for (let round = 0; round < WARMUP_ROUNDS; round += 1) {
      await viaGateway();
      await fromApi();
    }
    const gatewaySamples: Sample[] = [];
    const apiSamples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      gatewaySamples.push(await viaGateway());
      apiSamples.push(await fromApi());
    }
    const gatewaySummary = summarize(gatewaySamples);
    const apiSummary = summarize(apiSamples);
    console.log(`\nDownload de um modelo de documento de ${formatBytes(FILE_BYTES)} — ${ROUNDS} rodadas alternadas`);
    console.table({
      'gateway (navegador)': {
        mediana: formatMs(gatewaySummary.medianMs),
        p95: formatMs(gatewaySummary.p95Ms),
        vazão: throughput(FILE_BYTES, gatewaySummary.medianMs),
      },
      'API direta': {
        mediana: formatMs(apiSummary.medianMs),
        p95: formatMs(apiSummary.p95Ms),
        vazão: throughput(FILE_BYTES, apiSummary.medianMs),
      },
    });
    console.log(`gateway ÷ API: tempo ${(gatewaySummary.medianMs / apiSummary.medianMs).toFixed(2)}×`);
  } finally {
    await gateway.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
