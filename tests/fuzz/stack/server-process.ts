/**
 * A server of the fuzzed stack run by `fuzz-server.ts` in a child process: its exits are recorded (an exit the
 * runner did not ask for is a crash), the last lines it wrote are kept for the report, and it can be started again
 * on the same port after a crash so that the rest of the run still reaches it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerReady, ServerSpec } from './fuzz-server.js';

/** How a server process ended without being asked to. */
export interface UnexpectedExit {
  server: ServerSpec['kind'];
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines the process wrote (stdout and stderr) before it ended. */
  lastOutput: string[];
  at: number;
}

const serverEntry = fileURLToPath(new URL('./fuzz-server.ts', import.meta.url));
/** Lines of output kept per process for the report of a crash or a failed request. */
const KEPT_OUTPUT_LINES = 400;
const START_TIMEOUT_MS = 60_000;

export class ServerProcess {
  private child: ChildProcess | null = null;
  private ready: ServerReady | null = null;
  private stopping = false;
  private readonly output: string[] = [];
  /** Lines dropped from the front of `output` so far (it keeps the last `KEPT_OUTPUT_LINES`). */
  private droppedLines = 0;
  private readonly exitListeners: ((exit: UnexpectedExit) => void)[] = [];
  readonly unexpectedExits: UnexpectedExit[] = [];

  constructor(private spec: ServerSpec) {}

  get url(): string {
    if (this.ready === null) throw new Error(`O servidor ${this.spec.kind} não está no ar.`);
    return this.ready.url;
  }

  get apiKey(): string {
    if (this.ready === null) throw new Error(`O servidor ${this.spec.kind} não está no ar.`);
    return this.ready.apiKey;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Lines written since `fromLine` (see `outputLineCount`), for the report of one request. */
  outputSince(fromLine: number): string[] {
    return this.output.slice(Math.max(0, fromLine - this.droppedLines));
  }

  get outputLineCount(): number {
    return this.droppedLines + this.output.length;
  }

  onUnexpectedExit(listener: (exit: UnexpectedExit) => void): void {
    this.exitListeners.push(listener);
  }

  async start(): Promise<void> {
    this.stopping = false;
    const child = fork(serverEntry, [JSON.stringify(this.spec)], {
      execArgv: ['--import', 'tsx'],
      // The runner's environment, as the in-process stacks of the other suites get it (NODE_ENV=test under vitest):
      // Express then writes stack traces into its own error pages, which the checks would catch.
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.keep(chunk));
    child.stderr?.on('data', (chunk: string) => this.keep(chunk));
    this.ready = await new Promise<ServerReady>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`O servidor ${this.spec.kind} não ficou pronto a tempo.`)), START_TIMEOUT_MS);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as ServerReady);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`O servidor ${this.spec.kind} terminou ao iniciar (código ${code}):\n${this.output.slice(-40).join('\n')}`));
      });
    });
    // Started again after a crash, the server must come back where the other one (or the runner) expects it.
    this.spec = { ...this.spec, port: Number(new URL(this.ready.url).port) };
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      const exit: UnexpectedExit = { server: this.spec.kind, code, signal, lastOutput: this.output.slice(-60), at: Date.now() };
      this.unexpectedExits.push(exit);
      for (const listener of this.exitListeners) listener(exit);
    });
  }

  /** Asks the server to stop, and kills it when it does not within 10 s. */
  async stop(): Promise<void> {
    const child = this.child;
    this.stopping = true;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send('stop');
    });
  }

  private keep(chunk: string): void {
    for (const line of chunk.split('\n')) {
      if (line === '') continue;
      this.output.push(line);
    }
    const excess = this.output.length - KEPT_OUTPUT_LINES;
    if (excess > 0) {
      this.output.splice(0, excess);
      this.droppedLines += excess;
    }
  }
}
