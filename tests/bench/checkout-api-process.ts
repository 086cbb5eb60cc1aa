import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PRODUCTION_ENV } from './server-process.js';

/** How long a start may take: the first one migrates and, with the demo content, stores its photos. */
const START_TIMEOUT_MS = 180_000;
/** The line the API prints once it listens: `API REST em http://127.0.0.1:<port>/api (…)`. */
const LISTENING_LINE = /API REST em (http:\/\/\S+)\/api /;
/** Settings of the parent's environment a started API must not inherit: each start says its own. */
const OWN_SETTINGS = ['API_PORT', 'API_HOST', 'API_KEY', 'DATA_DIR', 'DATABASE_URL', 'SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];

/** Where and how a checkout's API keeps its data. */
export interface CheckoutApiSettings {
  dataDir: string;
  /** `undefined`: SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  adminPassword: string;
  seedDemo: boolean;
  /** Added to the process's node options (for example `--cpu-prof`). */
  nodeOptions?: readonly string[];
}

/** A REST API running in its own process from a checkout of the product. */
export interface CheckoutApi {
  url: string;
  apiKey: string;
  /** Stops it as production does (SIGTERM) and waits until the process is gone. */
  stop(): Promise<void>;
}

function environmentFor(settings: CheckoutApiSettings, apiKey: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION_ENV };
  for (const name of OWN_SETTINGS) delete env[name];
  return {
    ...env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    API_KEY: apiKey,
    DATA_DIR: settings.dataDir,
    SEED_DEMO: settings.seedDemo ? '1' : '0',
    ADMIN_PASSWORD: settings.adminPassword,
    ...(settings.databaseUrl === undefined ? {} : { DATABASE_URL: settings.databaseUrl }),
  };
}

/**
 * Starts the REST API of the checkout at `root` as production runs it on its own: `api/src/main.ts`, configured by
 * the environment (NODE_ENV=production), in its own process run from the checkout. So this checkout and an older
 * commit's worktree start in exactly the same way; answers once the API listens.
 */
export async function startCheckoutApi(root: string, settings: CheckoutApiSettings): Promise<CheckoutApi> {
  const apiKey = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', ...(settings.nodeOptions ?? []), path.join(root, 'api', 'src', 'main.ts')], {
    cwd: root,
    env: environmentFor(settings, apiKey),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`a API de ${root} não respondeu em ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = LISTENING_LINE.exec(output);
      if (listening === null) return;
      clearTimeout(timer);
      resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a API de ${root} terminou ao iniciar (código ${code}):\n${output.slice(-4000)}`));
    });
  });
  return {
    url,
    apiKey,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
