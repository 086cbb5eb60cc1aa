/**
 * One server of the fuzzed stack in its own process, so that a request crashing it ends this process and not the
 * test runner, and the runner sees the exit. Started by `server-process.ts` with one JSON argument:
 *   { "kind": "api", "port", "dataDir", "adminPassword", "cepServiceUrl" }   the REST API on SQLite, demo content seeded
 *   { "kind": "gateway", "port", "apiUrl", "apiKey" }                        the gateway with the built web app
 * Reports `{ url, apiKey }` over IPC once listening, stops when sent 'stop' and ends with its runner. Nothing here
 * catches an uncaught exception: a crash must end the process, as it would in production.
 */
import { startApi } from '../../../api/src/server.js';
import { startGateway } from '../../../gateway/src/server.js';
import { BUILT_FOLDERS } from '../../support/stack.js';

export interface ApiServerSpec {
  kind: 'api';
  port: number;
  dataDir: string;
  adminPassword: string;
  cepServiceUrl: string;
}

export interface GatewayServerSpec {
  kind: 'gateway';
  port: number;
  apiUrl: string;
  apiKey: string;
}

export type ServerSpec = ApiServerSpec | GatewayServerSpec;

export interface ServerReady {
  url: string;
  apiKey: string;
}

async function start(spec: ServerSpec): Promise<{ ready: ServerReady; close(): Promise<void> }> {
  if (spec.kind === 'api') {
    const api = await startApi({
      port: spec.port,
      host: '127.0.0.1',
      dataDir: spec.dataDir,
      seedDemo: true,
      adminPassword: spec.adminPassword,
      cepServiceUrl: spec.cepServiceUrl,
      // The API's own log of refused and failed requests goes to stderr, which the runner keeps for its report.
      log: (line) => process.stderr.write(`${line}\n`),
    });
    return { ready: { url: api.url, apiKey: api.apiKey }, close: () => api.close() };
  }
  const gateway = await startGateway({ port: spec.port, host: '127.0.0.1', apiUrl: spec.apiUrl, apiKey: spec.apiKey, ...BUILT_FOLDERS });
  return { ready: { url: gateway.url, apiKey: spec.apiKey }, close: () => gateway.close() };
}

const spec = JSON.parse(process.argv[2] ?? '{}') as ServerSpec;
const server = await start(spec);
process.send?.(server.ready);
process.on('message', (message) => {
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
// A runner that ended without stopping it (killed, interrupted) must not leave the server behind.
process.on('disconnect', () => process.exit(0));
