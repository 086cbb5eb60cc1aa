/**
 * The stack the fuzz runs against: the real API (SQLite in a fresh data dir, demo content) and the real gateway in
 * front of it (with the built web app), each in its own process, and a local postal-code service in this one, so a
 * CEP lookup never leaves the machine. Also reads, once up, the live values the cases need.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCepService, type CepService } from '../../api/support/cep-service.js';
import type { LiveValues } from '../cases/fuzz-case.js';
import { ServerProcess } from './server-process.js';

const FUZZ_ADMIN_EMAIL = 'admin@imobiliaria.local';
const FUZZ_ADMIN_PASSWORD = 'fuzz-senha-do-admin-123';

/** Postal codes the local service knows; any other answers ViaCEP's `{ "erro": true }`. */
const KNOWN_POSTAL_CODES = {
  '13025000': {
    status: 200,
    body: JSON.stringify({ cep: '13025-000', logradouro: 'Rua das Flores', bairro: 'Cambuí', localidade: 'Campinas', uf: 'SP' }),
  },
  '01001000': {
    status: 200,
    body: JSON.stringify({ cep: '01001-000', logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' }),
  },
};

export interface FuzzStack {
  api: ServerProcess;
  gateway: ServerProcess;
  dataDir: string;
  /** Starts the server again after it crashed (the gateway comes back pointing at the same API). */
  restart(server: ServerProcess): Promise<void>;
  /** Whether the API fails its own health check now: a 503 is allowed only then. */
  apiIsDown(): Promise<boolean>;
  liveValues(): Promise<LiveValues>;
  close(): Promise<void>;
}

async function jsonFrom<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} respondeu ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function startFuzzStack(): Promise<FuzzStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-fuzz-'));
  const cep: CepService = await startCepService(KNOWN_POSTAL_CODES);
  const api = new ServerProcess({ kind: 'api', port: 0, dataDir, adminPassword: FUZZ_ADMIN_PASSWORD, cepServiceUrl: cep.url });
  await api.start();
  const gateway = new ServerProcess({ kind: 'gateway', port: 0, apiUrl: api.url, apiKey: api.apiKey });
  await gateway.start();

  const apiHeaders = (extra: Record<string, string> = {}) => ({ 'x-api-key': api.apiKey, 'x-forwarded-for': '198.51.100.1', ...extra });

  return {
    api,
    gateway,
    dataDir,
    restart: (server) => server.start(),
    async apiIsDown() {
      try {
        const response = await fetch(`${api.url}/api/health`, { headers: apiHeaders(), signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        return response.status !== 200;
      } catch {
        return true;
      }
    },
    async liveValues() {
      const session = await jsonFrom<{ token: string }>(`${api.url}/api/auth`, {
        method: 'POST',
        headers: apiHeaders({ 'content-type': 'application/json' }),
        body: JSON.stringify({ email: FUZZ_ADMIN_EMAIL, password: FUZZ_ADMIN_PASSWORD }),
      });
      const catalogue = await jsonFrom<{ data: { properties: { slug: string; images: string[] }[] }[] }>(
        `${api.url}/api/properties?per_page=5`,
        {
          headers: apiHeaders(),
        },
      );
      const property = catalogue.data[0]?.properties.find((candidate) => candidate.images.length > 0);
      if (property === undefined) throw new Error('O catálogo de demonstração não tem imóvel com foto.');
      const feed = await jsonFrom<{ token: string }>(`${api.url}/api/portals/feed-token`, {
        headers: apiHeaders({ authorization: `Bearer ${session.token}` }),
      });
      return {
        apiKey: api.apiKey,
        staffToken: session.token,
        slug: property.slug,
        imageFile: property.images[0] ?? '',
        feedToken: feed.token,
      };
    },
    async close() {
      await gateway.stop();
      await api.stop();
      await cep.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
