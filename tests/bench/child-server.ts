/**
 * A server of the product in its own process, so a benchmark can read that process's memory.
 *   --api <dataDir> [databaseUrl]   the REST API (SQLite in dataDir, or the PostgreSQL database given; no demo content)
 *   --gateway <apiUrl> <apiKey> [--no-response-cache] [--no-metrics]
 *                                   the gateway in front of an API (optionally without its GraphQL response cache, or
 *                                   keeping no metrics; LOG_LEVEL=silent in its environment turns its log off)
 * Reports `{ url, apiKey }` to the parent over IPC once listening, stops when sent 'stop', and answers 'cpu' with the
 * CPU time it has used so far (`{ cpuMicroseconds }`, user and system).
 */
import { startApi } from '../../api/src/server.js';
import { startGateway } from '../../gateway/src/server.js';

export interface ChildReady {
  url: string;
  apiKey: string;
}

export interface ChildCpu {
  cpuMicroseconds: number;
}

const [mode, first = '', second = '', ...flags] = process.argv.slice(2);

async function start(): Promise<{ ready: ChildReady; close(): Promise<void> }> {
  if (mode === '--api') {
    const api = await startApi({ port: 0, dataDir: first, databaseUrl: second || undefined, seedDemo: false, log: () => {} });
    return { ready: { url: api.url, apiKey: api.apiKey }, close: () => api.close() };
  }
  if (mode === '--gateway') {
    const gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      apiUrl: first,
      apiKey: second,
      responseCache: !flags.includes('--no-response-cache'),
      ...(flags.includes('--no-metrics') ? { metrics: null } : {}),
    });
    return { ready: { url: gateway.url, apiKey: second }, close: () => gateway.close() };
  }
  throw new Error(`modo desconhecido: ${String(mode)}`);
}

const server = await start();
process.send?.(server.ready);
process.on('message', (message) => {
  if (message === 'stop') void server.close().then(() => process.exit(0));
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicroseconds: user + system } satisfies ChildCpu);
  }
});
