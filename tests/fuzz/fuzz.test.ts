/**
 * The fuzz in `npm test`: 2,000 hostile requests against the real stack (an API and a gateway in their own processes,
 * SQLite in a temporary data dir), always the same ones (fixed seed), then one check per promise the stack makes. A
 * failure prints each failing case with its request, its answer and the command that sends it again
 * (`FUZZ_SEED=… FUZZ_CASES=… npm run bench fuzz`); the whole run is written to `.tmp/fuzz/`.
 * `npm run bench fuzz` runs 20,000 cases of any seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProblemKind } from './checks/answer-checks.js';
import { describeCrash, describeFailures, summaryLine, writeReportFile } from './run/fuzz-report.js';
import { runFuzz, type FuzzReport } from './run/fuzz-run.js';

/** Fixed, so that every run of `npm test` sends the same requests. */
const SEED = 20260601;
const CASES = 2000;

describe(`fuzz: ${CASES} hostile requests against the API and the gateway (seed ${SEED})`, () => {
  let report: FuzzReport;

  beforeAll(async () => {
    report = await runFuzz({ seed: SEED, cases: CASES, concurrency: 6, timeoutMs: 15_000 });
    console.log(summaryLine(report));
    if (report.failures.length > 0 || report.crashes.length > 0) console.log(`relatório completo: ${await writeReportFile(report)}`);
  }, 300_000);

  /** Fails with every case that had one of `kinds` of problem, described for replay. */
  function expectNone(kinds: readonly ProblemKind[]): void {
    const failing = report.failures.filter((failure) => failure.problems.some((problem) => kinds.includes(problem.kind)));
    const shown = failing.map((failure) => ({ ...failure, problems: failure.problems.filter((problem) => kinds.includes(problem.kind)) }));
    expect(failing.length, `\n${describeFailures(shown, SEED)}\n`).toBe(0);
  }

  it('leaves the API and the gateway running: no process ended', () => {
    expect(report.crashes.length, `\n${report.crashes.map((crash) => describeCrash(crash, SEED)).join('\n\n')}\n`).toBe(0);
    expect(report.alive).toEqual({ api: true, gateway: true });
    expect(report.casesNotRun).toBe(0);
  });

  it('draws and sends every case (a case the suite cannot build is its own fault)', () => {
    expect(report.suiteErrors).toEqual([]);
  });

  it('answers 200 on /health at the end', () => {
    expect(report.health.status, report.health.body).toBe(200);
  });

  it('answers no request with a 5xx (a 503 only while the API is down) nor with an internal or upstream GraphQL error', () => {
    expectNone(['server error', 'internal graphql error', 'not http']);
  });

  it('shows no stack trace, internal path or library detail in any answer', () => {
    expectNone(['leak']);
  });

  it('answers every 4xx of the API and of GraphQL as JSON with a message in pt-BR', () => {
    expectNone(['not json', 'no message', 'not pt-BR']);
  });

  it('answers every request in time, and leaves unanswered only those it could not read', () => {
    expectNone(['timeout', 'unanswered']);
  });
});
