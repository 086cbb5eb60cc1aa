/**
 * A fuzz run: starts the stack, sends `cases` seeded cases a few at a time, checks every answer, and ends with the
 * processes' state and the gateway's `/health`. A server that crashes is handled by `crash-recovery.ts`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { caseAt } from '../cases/all-cases.js';
import type { FuzzCase, LiveValues } from '../cases/fuzz-case.js';
import { problemsOf, type Problem } from '../checks/answer-checks.js';
import { exchange, type Target, type WireOutcome, type WireRequest } from '../http/wire.js';
import { startFuzzStack, type FuzzStack } from '../stack/fuzz-stack.js';
import type { ServerProcess } from '../stack/server-process.js';
import { CrashRecovery, type Crash } from './crash-recovery.js';

export type { Crash } from './crash-recovery.js';

export interface FuzzOptions {
  seed: number;
  /** How many cases: numbers 0 … cases-1 of the seed. */
  cases: number;
  /** Only these case numbers (a replay); `cases` is ignored then. */
  only?: readonly number[];
  /** Cases in flight at once. */
  concurrency: number;
  /** A request not answered within this long is a failure. */
  timeoutMs: number;
  /** Progress lines (a bench prints them). */
  log?: (line: string) => void;
}

export interface CaseFailure {
  index: number;
  family: string;
  note: string;
  problems: Problem[];
  /** The request as sent, its body cut to `KEPT_BODY_BYTES` (the seed and the number draw it whole again). */
  request: WireRequest;
  bodyLength: number;
  outcome: WireOutcome;
  /** What the server the request went to wrote while it was being answered. */
  serverOutput: string[];
}

export interface FuzzReport {
  seed: number;
  casesRun: number;
  requestsSent: number;
  durationMs: number;
  failures: CaseFailure[];
  crashes: Crash[];
  /** Cases not sent because a server kept crashing. */
  casesNotRun: number;
  /** Cases the fuzz itself could not draw or build: a fault of the suite, reported so that it is fixed. */
  suiteErrors: string[];
  alive: { api: boolean; gateway: boolean };
  health: { status: number; body: string };
}

/** Body bytes kept per failure in the report: enough to read, little enough for a long run's memory. */
const KEPT_BODY_BYTES = 64 * 1024;

/** How long a request that got no answer waits before it is judged: the process that dropped it may be ending. */
const CRASH_NOTICE_MS = 300;

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const startedAt = performance.now();
  const stack = await startFuzzStack();
  try {
    const live = await stack.liveValues();
    const runner = new CaseRunner(stack, live, options);
    await runner.runAll();
    return {
      seed: options.seed,
      casesRun: runner.casesRun,
      requestsSent: runner.requestsSent,
      durationMs: Math.round(performance.now() - startedAt),
      failures: runner.failures,
      crashes: runner.recovery.crashes,
      casesNotRun: runner.casesNotRun,
      suiteErrors: runner.suiteErrors,
      alive: { api: stack.api.alive, gateway: stack.gateway.alive },
      health: await healthOf(stack.gateway.url),
    };
  } finally {
    await stack.close();
  }
}

async function healthOf(gatewayUrl: string): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${gatewayUrl}/health`, { signal: AbortSignal.timeout(10_000) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

class CaseRunner {
  casesRun = 0;
  requestsSent = 0;
  casesNotRun = 0;
  readonly suiteErrors: string[] = [];
  readonly failures: CaseFailure[] = [];
  readonly recovery: CrashRecovery;

  constructor(
    private readonly stack: FuzzStack,
    private readonly live: LiveValues,
    private readonly options: FuzzOptions,
  ) {
    this.recovery = new CrashRecovery(stack, options.timeoutMs);
  }

  async runAll(): Promise<void> {
    const numbers = this.options.only ?? Array.from({ length: this.options.cases }, (_, index) => index);
    let next = 0;
    const worker = async () => {
      while (next < numbers.length) {
        const index = numbers[next++];
        if (index === undefined) break;
        if (this.recovery.stopped) {
          this.casesNotRun += 1;
          continue;
        }
        await this.runCase(index);
        if (this.casesRun % 500 === 0) {
          this.options.log?.(`${this.casesRun} casos, ${this.failures.length} falhas, ${this.recovery.crashes.length} quedas`);
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    await this.recovery.recovering;
  }

  private async runCase(index: number): Promise<void> {
    let fuzzCase: FuzzCase;
    let request: WireRequest;
    try {
      fuzzCase = caseAt(this.options.seed, index);
      request = fuzzCase.build(this.live);
    } catch (error) {
      this.suiteErrors.push(`case ${index}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return;
    }
    await Promise.all(Array.from({ length: fuzzCase.copies }, () => this.send(index, fuzzCase, request)));
    this.casesRun += 1;
  }

  private async send(index: number, fuzzCase: FuzzCase, request: WireRequest): Promise<void> {
    await this.recovery.recovering;
    if (this.recovery.stopped) return;
    const server = this.serverOf(request.target);
    const outputFrom = server.outputLineCount;
    const crashesBefore = this.recovery.count;
    const flight = this.recovery.began({ index, family: fuzzCase.family, request });
    this.requestsSent += 1;
    const outcome = await exchange(server.url, request, this.options.timeoutMs);
    this.recovery.ended(flight);
    // A request cut off by a crash is in the crash's report; only answers from a live stack are judged.
    if (outcome.kind !== 'answer') await sleep(CRASH_NOTICE_MS);
    if (this.recovery.count !== crashesBefore || !this.stack.api.alive || !this.stack.gateway.alive) return;
    const problems = await problemsOf(fuzzCase, request, outcome, () => this.stack.apiIsDown());
    if (problems.length === 0) return;
    this.failures.push({
      index,
      family: fuzzCase.family,
      note: fuzzCase.note,
      problems,
      request:
        request.body.length > KEPT_BODY_BYTES ? { ...request, body: Buffer.from(request.body.subarray(0, KEPT_BODY_BYTES)) } : request,
      bodyLength: request.body.length,
      outcome,
      serverOutput: server.outputSince(outputFrom).slice(-40),
    });
  }

  private serverOf(target: Target): ServerProcess {
    return target === 'api' ? this.stack.api : this.stack.gateway;
  }
}
