import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi, type ApiOptions } from '../../api/src/server.js';
import { startGateway, type GatewayOptions } from '../../gateway/src/server.js';
import { createLogger, type Logger, type ProcessName } from '../../observability/logger.js';

export interface RunningStack {
  apiUrl: string;
  gatewayUrl: string;
  apiKey: string;
  dataDir: string;
  /** Stops the API alone, leaving the gateway up in front of nothing. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where `npm run build` puts what a gateway serves: the web app, its server renderer and the GraphQL explorer. */
export const BUILT_FOLDERS = {
  webDist: path.join(repoRoot, 'web/dist'),
  webServerDist: path.join(repoRoot, 'web/dist-server'),
  explorerDist: path.join(repoRoot, 'gateway/dist-explorer'),
} as const;

/** What a stack's gateway may be given besides where its API is. */
export type StackGatewayOptions = Pick<GatewayOptions, 'storagePublicUrl' | 'logger' | 'metrics' | 'metricsToken'>;

/**
 * Test files sign in many times over, several files at once on a busy machine: their checks wait their turn rather
 * than being refused (the gate's own refusals are tested in tests/product/hostile-requests.test.ts).
 */
const UNHURRIED_PASSWORD_GATE: NonNullable<ApiOptions['passwordGate']> = { maxWaiting: 1000, busyShare: 1, maxWaitMs: 60_000 };

/**
 * A stack's log unless a test asks for its own: warnings and errors only (LOG_LEVEL may say otherwise), readable, so
 * that a line per request does not bury the report of the suites (and of the end-to-end run, whose stack this is).
 */
function quietLogger(processName: ProcessName): Logger {
  return createLogger({ processName, format: 'pretty', level: process.env.LOG_LEVEL || 'warn' });
}

/**
 * Starts the real API (fresh data dir, SQLite unless `databaseUrl` is given) and the real gateway
 * in front of it, both on free loopback ports. `close()` stops both and removes the data dir.
 */
export async function startStack(
  options: Omit<ApiOptions, 'port' | 'dataDir'> = {},
  gatewayOptions: StackGatewayOptions = {},
): Promise<RunningStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-stack-'));
  const api = await startApi({
    seedDemo: true,
    passwordGate: UNHURRIED_PASSWORD_GATE,
    logger: quietLogger('api'),
    ...options,
    port: 0,
    dataDir,
    log: () => {},
  });
  const gateway = await startGateway({
    logger: quietLogger('gateway'),
    ...gatewayOptions,
    port: 0,
    apiUrl: api.url,
    apiKey: api.apiKey,
    ...BUILT_FOLDERS,
  });
  return {
    apiUrl: api.url,
    gatewayUrl: gateway.url,
    apiKey: api.apiKey,
    dataDir,
    stopApi: () => api.close(),
    async close() {
      await gateway.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
