/**
 * The product run as its own process, the way the README starts it (`npm run …`), for the tests that
 * stop it with a signal as systemd, Docker or Kubernetes do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The npm scripts that start the product: both parts in one process, or each part on its own. */
export type ProductScript = 'dev' | 'start:api' | 'start:gateway';

export interface ProductExit {
  /** The exit code, or null when the process was killed by a signal or had not exited in time. */
  code: number | null;
  /** The signal that killed the process, if one did. */
  signal: NodeJS.Signals | null;
  /** From the signal to the exit; Infinity when the process had not exited in time. */
  elapsedMs: number;
}

export interface ProductProcess {
  /** The address the process printed once ready (the site, the gateway or the API, without `/api`). */
  url: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Sends `signal` to the npm process and answers how it exited (waiting at most `timeoutMs`). */
  stop(signal: NodeJS.Signals, timeoutMs?: number): Promise<ProductExit>;
  /** Kills whatever is left of the process and its children (for cleanups). */
  kill(): void;
  /** Whether the process is still running (it has not exited, by itself or by a signal). */
  isRunning(): boolean;
}

/** What each script prints once it listens, with the address to use. */
const READY_LINES: Record<ProductScript, RegExp> = {
  dev: /Site no ar em (http:\/\/\S+)/,
  'start:api': /API REST em (http:\/\/\S+)\/api/,
  'start:gateway': /Gateway no ar em (http:\/\/\S+)/,
};

/** The test runner's own settings, which the product runs without: NODE_ENV=test, VITEST…, its quieter LOG_LEVEL. */
const RUNNER_SETTINGS = ['NODE_ENV', 'LOG_LEVEL'];

/** The environment of a shell that runs `npm run …`: the test runner's own settings left out. */
function productEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !RUNNER_SETTINGS.includes(name) && !name.startsWith('VITEST')),
  );
  return { ...inherited, ...env };
}

type Ending = Pick<ProductExit, 'code' | 'signal'>;

function endingOf(child: ChildProcess): Promise<Ending> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Starts `npm run <script>` with `env` and waits until it prints that it listens. */
export async function startProduct(script: ProductScript, env: Record<string, string>, readyTimeoutMs = 45_000): Promise<ProductProcess> {
  // Its own process group, so that a cleanup can kill npm and node together.
  const child = spawn('npm', ['run', script], {
    cwd: repoRoot,
    env: productEnvironment(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = endingOf(child);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`npm run ${script} não ficou pronto a tempo:\n${output}`)), readyTimeoutMs);
    const check = () => {
      const match = READY_LINES[script].exec(output);
      if (match?.[1]) finish(match[1]);
    };
    const finish = (result: string | Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    child.stdout?.on('data', check);
    void exited.then(() => finish(new Error(`npm run ${script} terminou antes de ficar pronto:\n${output}`)));
  });

  return {
    url,
    output: () => output,
    async stop(signal, timeoutMs = 8000) {
      const sentAt = performance.now();
      child.kill(signal);
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
      const outcome = await Promise.race([exited, timeout]);
      if (outcome === 'timeout') return { code: null, signal: null, elapsedMs: Infinity };
      return { ...outcome, elapsedMs: performance.now() - sentAt };
    },
    isRunning: () => child.exitCode === null && child.signalCode === null,
    kill() {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The whole group is gone already.
      }
    },
  };
}
