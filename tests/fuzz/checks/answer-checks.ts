/**
 * What every answer is held to: no 5xx (but a 503 while the API is really down), no stack trace or internal path in
 * the body, an answer within the time allowed (a connection closed without one only after a request the server could
 * not read), and, by the case's expectation, every 4xx as JSON with a pt-BR message and no internal GraphQL error.
 */
import type { Expectation, FuzzCase } from '../cases/fuzz-case.js';
import { wireBytes, type WireAnswer, type WireOutcome, type WireRequest } from '../http/wire.js';
import { looksPortuguese } from './portuguese.js';

export type ProblemKind =
  'timeout' | 'unanswered' | 'not http' | 'server error' | 'internal graphql error' | 'leak' | 'not json' | 'no message' | 'not pt-BR';

export interface Problem {
  kind: ProblemKind;
  detail: string;
}

/** Traces of the server's insides: stack frames, source paths, library and database names, raw error classes. */
const LEAK_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'stack frame', pattern: /\n\s+at [^\n]*(?:\(|:\d+:\d+)/ },
  { name: 'stack frame', pattern: / {4}at / },
  { name: 'source path', pattern: /\/work\// },
  { name: 'node_modules', pattern: /node_modules/ },
  { name: 'source file and line', pattern: /\.(?:ts|tsx|mjs|cjs):\d+/ },
  { name: 'file address', pattern: /file:\/\/\// },
  {
    name: 'error class',
    pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError|SqliteError|DatabaseError|PayloadTooLargeError)\b/,
  },
  { name: 'database detail', pattern: /SQLITE_|better-sqlite3|kysely|no such (?:table|column)/i },
  { name: 'socket error', pattern: /\b(?:ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOENT|EACCES)\b/ },
];

/** Content types checked for leaks: text of any kind (an image's bytes are not). */
function isText(answer: WireAnswer): boolean {
  const type = answer.headers['content-type'] ?? '';
  return type === '' || /^(?:text\/|application\/(?:json|xml|javascript|graphql)|[^;]*\+(?:json|xml))/i.test(type);
}

function leaksIn(answer: WireAnswer, request: WireRequest): Problem[] {
  if (!isText(answer)) return [];
  const text = answer.body.toString('utf8');
  const sent = wireBytes(request).toString('utf8');
  const decodedSent = safeDecode(sent);
  return LEAK_MARKERS.filter(({ pattern }) => {
    const match = pattern.exec(text)?.[0];
    // A marker the request itself carried may be echoed back (a 404 naming the address, a GraphQL error quoting a value).
    return match !== undefined && !sent.includes(match.trim()) && !decodedSent.includes(match.trim());
  }).map(({ name, pattern }) => ({ kind: 'leak' as const, detail: `${name}: ${excerptAround(text, pattern)}` }));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function excerptAround(text: string, pattern: RegExp): string {
  const index = pattern.exec(text)?.index ?? 0;
  return JSON.stringify(text.slice(Math.max(0, index - 80), index + 160));
}

function jsonOf(answer: WireAnswer): unknown {
  if (!/json/i.test(answer.headers['content-type'] ?? '')) return undefined;
  try {
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** graphql-js's syntax errors keep its text on purpose: it points at the spot (gateway/src/errors.ts, `parseFailureMessage`). */
function isKeptSyntaxError(error: GraphQLErrorShape): boolean {
  return (
    error.extensions?.code === 'GRAPHQL_PARSE_FAILED' && typeof error.message === 'string' && error.message.startsWith('Syntax Error:')
  );
}

function messageProblems(message: unknown, where: string): Problem[] {
  if (typeof message !== 'string' || message.trim() === '') return [{ kind: 'no message', detail: `${where} has no message` }];
  if (!looksPortuguese(message)) return [{ kind: 'not pt-BR', detail: `${where}: ${JSON.stringify(message.slice(0, 200))}` }];
  return [];
}

function graphqlErrorProblems(body: unknown, status: number, apiDown: boolean): Problem[] {
  if (!isRecord(body)) return [];
  const errors = Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
  const problems: Problem[] = [];
  for (const error of errors) {
    const code = error.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_ERROR' || (code === 'UPSTREAM_UNAVAILABLE' && !apiDown)) {
      problems.push({ kind: 'internal graphql error', detail: `${String(code)}: ${JSON.stringify(error).slice(0, 300)}` });
    } else if (!isKeptSyntaxError(error)) {
      problems.push(...messageProblems(error.message, `GraphQL error ${String(code)} (HTTP ${status})`));
    }
  }
  if (status >= 400 && errors.length === 0) problems.push(...messageProblems(body.message, `HTTP ${status}`));
  return problems;
}

function clientErrorProblems(answer: WireAnswer, expect: Expectation, apiDown: boolean, head: boolean): Problem[] {
  const body = jsonOf(answer);
  if (expect === 'graphql') {
    if (answer.status >= 400 && body === undefined && !head)
      return [{ kind: 'not json', detail: `HTTP ${answer.status} ${answer.headers['content-type'] ?? 'without Content-Type'}` }];
    return graphqlErrorProblems(body, answer.status, apiDown);
  }
  if (answer.status < 400 || head) return [];
  if (expect === 'site' && /text\/html/i.test(answer.headers['content-type'] ?? '')) return [];
  if (!isRecord(body))
    return [{ kind: 'not json', detail: `HTTP ${answer.status} ${answer.headers['content-type'] ?? 'without Content-Type'}` }];
  // Under `/graphql/…` the gateway's other routes give way to the GraphQL endpoint, which answers in its own shape.
  if (expect === 'site' && Array.isArray(body.errors)) return graphqlErrorProblems(body, answer.status, apiDown);
  return messageProblems(body.message, `HTTP ${answer.status}`);
}

/** Whether a request is one the server may drop without answering: cut short, a protocol switch, a broken head. */
function mayGoUnanswered(fuzzCase: FuzzCase, request: WireRequest): boolean {
  return (
    request.cutBodyAt !== undefined ||
    fuzzCase.family.startsWith('protocol') ||
    /\r\nUpgrade:/i.test(request.head) ||
    /^(?:CONNECT|PRI) /.test(request.head)
  );
}

/**
 * The problems of one answer. `apiIsDown` is asked only for a 503 or an upstream error, to tell a dependency that
 * is really down (allowed) from one that is not.
 */
export async function problemsOf(
  fuzzCase: FuzzCase,
  request: WireRequest,
  outcome: WireOutcome,
  apiIsDown: () => Promise<boolean>,
): Promise<Problem[]> {
  if (outcome.kind === 'timeout') return [{ kind: 'timeout', detail: `no answer within ${outcome.elapsedMs} ms` }];
  if (outcome.kind === 'closed') {
    // Refused before its body was read, a request may find the connection closed while still sending: no failure.
    if (outcome.whileSending || mayGoUnanswered(fuzzCase, request)) return [];
    return [{ kind: 'unanswered', detail: `connection closed without an answer (${outcome.detail})` }];
  }
  const { answer } = outcome;
  if (answer.status === 0) return [{ kind: 'not http', detail: JSON.stringify(answer.body.toString('latin1').slice(0, 200)) }];
  const problems: Problem[] = [];
  const needsApiState = answer.status === 503 || /UPSTREAM_UNAVAILABLE/.test(answer.body.toString('utf8'));
  const apiDown = needsApiState ? await apiIsDown() : false;
  if (answer.status >= 500 && !(answer.status === 503 && apiDown)) problems.push({ kind: 'server error', detail: `HTTP ${answer.status}` });
  problems.push(...leaksIn(answer, request));
  problems.push(...clientErrorProblems(answer, fuzzCase.expect, apiDown, request.head.startsWith('HEAD ')));
  return problems;
}
