import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildCpu, ChildReady } from './child-server.js';

/** A server of the product started by `child-server.ts` in its own process. */
export interface ServerProcess extends ChildReady {
  child: ChildProcess;
  /** The CPU time, in microseconds, the process has used so far. */
  cpuMicroseconds(): Promise<number>;
  stop(): Promise<void>;
}

function isChildCpu(message: unknown): message is ChildCpu {
  return typeof message === 'object' && message !== null && typeof (message as ChildCpu).cpuMicroseconds === 'number';
}

/** The environment a benchmark's servers run with: as in production. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = { NODE_ENV: 'production' };

const childServer = fileURLToPath(new URL('./child-server.ts', import.meta.url));

/**
 * Starts `child-server.ts` with `args` (`--api <dataDir> [databaseUrl]` or `--gateway <apiUrl> <apiKey>`) and waits
 * until it listens; `nodeOptions` are added to the child's own (for example `--cpu-prof`), `env` to its environment.
 */
export async function startServerProcess(
  args: string[],
  nodeOptions: readonly string[] = [],
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const child = fork(childServer, args, {
    execArgv: ['--import', 'tsx', ...nodeOptions],
    env: { ...process.env, ...env },
    // Standard output is where a server writes its log (JSON lines under NODE_ENV=production): written, and dropped.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stderr?.on('data', () => undefined);
  const ready = await new Promise<ChildReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ChildReady));
    child.once('exit', (code) => reject(new Error(`O servidor (${args[0]}) terminou ao iniciar (código ${code}).`)));
  });
  return {
    ...ready,
    child,
    cpuMicroseconds: () =>
      new Promise<number>((resolve) => {
        const answer = (message: unknown) => {
          if (!isChildCpu(message)) return;
          child.off('message', answer);
          resolve(message.cpuMicroseconds);
        };
        child.on('message', answer);
        child.send('cpu');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/**
 * With BENCH_CPU_PROF_DIR set, the node options that make a server process write its CPU profiles (one per thread)
 * under `<dir>/<label>`, for `tsx tests/bench/cpu-profile-summary.ts <file>`; none otherwise.
 */
export function cpuProfileOptions(label: string): string[] {
  const directory = process.env.BENCH_CPU_PROF_DIR;
  return directory ? ['--cpu-prof', `--cpu-prof-dir=${path.join(directory, label)}`] : [];
}
