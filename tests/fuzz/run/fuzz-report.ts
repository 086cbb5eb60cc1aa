/**
 * A run's failures written so that each can be replayed: the seed and the case number (which draw the same request
 * again), the request's bytes as sent and the answer, grouped by what went wrong where; and the whole run as JSON,
 * requests in base64, under `.tmp/fuzz/`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { wireBytes, type WireOutcome, type WireRequest } from '../http/wire.js';
import type { CaseFailure, Crash, FuzzReport } from './fuzz-run.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Bytes of a request or an answer shown in a report; the rest is counted. */
const SHOWN_BYTES = 700;

/** Whether a character is a control character a terminal would act on (tab, line feed and carriage return are kept). */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f;
}

/** Bytes as readable text: control bytes escaped, long runs cut in the middle. */
function readable(bytes: Buffer, limit = SHOWN_BYTES): string {
  const text = bytes.subarray(0, limit).toString('utf8');
  const escaped = Array.from(text, (character) =>
    isControl(character) ? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}` : character,
  ).join('');
  return bytes.length > limit ? `${escaped}… (${bytes.length} bytes in all)` : escaped;
}

/** The request as sent; `bodyLength` is its body's whole length when the body kept is only its start. */
function describeRequest(request: WireRequest, bodyLength = request.body.length): string {
  const cut = request.cutBodyAt === undefined ? '' : `\n[sent ${request.cutBodyAt} of ${bodyLength} body bytes, then closed its side]`;
  const kept = bodyLength > request.body.length ? `\n[body of ${bodyLength} bytes in all]` : '';
  return `→ ${request.target}\n${readable(wireBytes(request))}${kept}${cut}`;
}

function describeOutcome(outcome: WireOutcome): string {
  if (outcome.kind === 'timeout') return `← no answer within ${outcome.elapsedMs} ms`;
  if (outcome.kind === 'closed') return `← connection closed without an answer after ${outcome.elapsedMs} ms (${outcome.detail})`;
  const { answer } = outcome;
  const type = answer.headers['content-type'] ?? 'no Content-Type';
  return `← HTTP ${answer.status} (${type}) after ${outcome.elapsedMs} ms\n${readable(answer.body)}`;
}

/** How to send the same cases again on a fresh stack. */
function replayHint(seed: number, indexes: readonly number[]): string {
  return `FUZZ_SEED=${seed} FUZZ_CASES=${[...new Set(indexes)].slice(0, 20).join(',')} npm run bench fuzz`;
}

function describeFailure(failure: CaseFailure, seed: number): string {
  return [
    `case ${failure.index} (${failure.family}; ${failure.note})`,
    ...failure.problems.map((problem) => `  ✗ ${problem.kind}: ${problem.detail}`),
    describeRequest(failure.request, failure.bodyLength),
    describeOutcome(failure.outcome),
    ...(failure.serverOutput.length > 0
      ? ['server output meanwhile:', ...failure.serverOutput.slice(-12).map((line) => `  | ${line.slice(0, 300)}`)]
      : []),
    `replay: ${replayHint(seed, [failure.index])}`,
  ].join('\n');
}

export function describeCrash(crash: Crash, seed: number): string {
  const culprit =
    crash.culprit === null
      ? 'not found again when the requests in flight were sent alone'
      : `case ${crash.culprit} (crashed it again when sent alone)`;
  const shown =
    crash.culprit === null ? crash.inFlight.slice(0, 3) : crash.inFlight.filter((flight) => flight.index === crash.culprit).slice(0, 1);
  return [
    `the ${crash.server} process ended (code ${crash.code}, signal ${crash.signal}); culprit: ${culprit}`,
    `in flight: ${crash.inFlight.map((flight) => `${flight.index} (${flight.family})`).join(', ') || 'nothing'}`,
    ...shown.map((flight) => describeRequest(flight.request)),
    'last output:',
    ...crash.lastOutput.slice(-20).map((line) => `  | ${line.slice(0, 300)}`),
    `replay: ${replayHint(seed, crash.culprit === null ? crash.inFlight.map((flight) => flight.index) : [crash.culprit])}`,
  ].join('\n');
}

/** The failures grouped by family and kinds of problem, at most `perGroup` shown in full in each group. */
export function describeFailures(failures: readonly CaseFailure[], seed: number, perGroup = 2): string {
  const groups = new Map<string, CaseFailure[]>();
  for (const failure of failures) {
    const key = `${failure.family} — ${[...new Set(failure.problems.map((problem) => problem.kind))].join(', ')}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const sections = [...groups].map(([key, members]) =>
    [
      `■ ${key}: ${members.length} case(s): ${members
        .map((member) => member.index)
        .slice(0, 30)
        .join(', ')}`,
      ...members.slice(0, perGroup).map((member) => describeFailure(member, seed)),
    ].join('\n\n'),
  );
  return sections.join('\n\n');
}

export function summaryLine(report: FuzzReport): string {
  return (
    `fuzz seed ${report.seed}: ${report.casesRun} cases (${report.requestsSent} requests) in ${(report.durationMs / 1000).toFixed(1)} s; ` +
    `${report.failures.length} failing, ${report.crashes.length} process exits, ${report.casesNotRun} not run, ${report.suiteErrors.length} not drawn; ` +
    `alive at the end: api ${report.alive.api}, gateway ${report.alive.gateway}; /health ${report.health.status}`
  );
}

/** Writes the whole report, requests and answers in base64, to `.tmp/fuzz/fuzz-<seed>-<cases>.json`; answers its path. */
export async function writeReportFile(report: FuzzReport): Promise<string> {
  const folder = path.join(repoRoot, '.tmp', 'fuzz');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `fuzz-${report.seed}-${report.casesRun}.json`);
  const encodeRequest = (request: WireRequest) => ({
    target: request.target,
    cutBodyAt: request.cutBodyAt ?? null,
    bytes: wireBytes(request).toString('base64'),
  });
  const json = {
    ...report,
    failures: report.failures.map((failure) => ({
      ...failure,
      request: encodeRequest(failure.request),
      outcome:
        failure.outcome.kind === 'answer'
          ? { ...failure.outcome, answer: { ...failure.outcome.answer, body: failure.outcome.answer.body.toString('base64') } }
          : failure.outcome,
    })),
    crashes: report.crashes.map((crash) => ({
      ...crash,
      inFlight: crash.inFlight.map((flight) => ({ ...flight, request: encodeRequest(flight.request) })),
    })),
  };
  await writeFile(file, JSON.stringify(json, null, 2));
  return file;
}
