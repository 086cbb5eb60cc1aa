/**
 * 'Desempenho' (`GET /api/leads/performance`) at 100,000 leads, on SQLite and on PostgreSQL, side by side in one run.
 * The inbox is seeded as `leads-100k.ts` seeds it (demo content, 5,000 properties, 100,000 leads over two years), then
 * every lead taken up gets a first response 0 to 10 hours after it arrived; the API starts as a child process (as in
 * production) and each period is timed through HTTP with the administrator's session: the first call, then the
 * median and p95 of the next ones. The goal is 300 ms even for the longest period, two years, which holds every lead.
 *
 * `npm run bench lead-performance-100k`. PostgreSQL runs in a database made for the run (`bench_performance_<pid>…`,
 * dropped after) on BENCH_DATABASE_URL's server; it is skipped, with the reason, when unreachable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DialectName } from '../../api/src/db/connect.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { adminToken, prepareInbox } from './leads-100k.js';
import { formatMs, percentile } from './measure.js';
import { PRODUCTION_ENV, startServerProcess } from './server-process.js';

const ROUNDS = 30;
const GOAL_MS = 300;
/** The longest first response given, in minutes. */
const LONGEST_RESPONSE_MINUTES = 600;
const DAY_MS = 86_400_000;

interface PeriodCall {
  name: string;
  /** The query string, from today in São Paulo. */
  query(today: string): string;
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

const PERIOD_CALLS: PeriodCall[] = [
  { name: 'padrão: últimas 12 semanas', query: () => '' },
  { name: '1 ano', query: (today) => `?from=${daysBefore(today, 364)}&to=${today}` },
  { name: '2 anos (o máximo, todos os leads)', query: (today) => `?from=${daysBefore(today, 730)}&to=${today}` },
];

interface CallFigures {
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  /** The period's leads, as the agency's figures count them. */
  leads: number;
  answered: number;
}

interface DatabaseFigures {
  database: BenchDatabase['label'];
  calls: Map<string, CallFigures>;
}

interface Stack {
  apiUrl: string;
  apiKey: string;
  token: string;
}

/**
 * Gives every lead taken up (not new) its first response, a deterministic 0 to 10 hours after its arrival, written
 * as the API writes instants (ISO, UTC, milliseconds).
 */
async function answerLeads(dataDir: string, database: BenchDatabase): Promise<void> {
  const handle = openDatabase(dataDir, database.databaseUrl);
  try {
    await sql`update leads set first_response_at = ${responseAt(handle.dialect)} where status <> 'new'`.execute(handle.db);
    if (handle.dialect === 'postgres') await sql`vacuum analyze leads`.execute(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

function responseAt(dialect: DialectName) {
  const minutes = sql`((id * 7919) % ${LONGEST_RESPONSE_MINUTES})`;
  return dialect === 'postgres'
    ? sql`to_char((created_at::timestamptz + ${minutes} * interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || ${minutes} || ' minutes')`;
}

async function timedCall(stack: Stack, query: string): Promise<{ ms: number; leads: number; answered: number }> {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}/api/leads/performance${query}`, {
    headers: { 'x-api-key': stack.apiKey, authorization: `Bearer ${stack.token}`, 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`desempenho${query}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const { agency } = JSON.parse(text) as { agency: { leads: number; answered: number } };
  if (agency.leads === 0 || agency.answered === 0) throw new Error(`desempenho${query}: nenhum lead no período`);
  return { ms, leads: agency.leads, answered: agency.answered };
}

async function measureCall(stack: Stack, query: string): Promise<CallFigures> {
  const first = await timedCall(stack, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) times.push((await timedCall(stack, query)).ms);
  times.sort((a, b) => a - b);
  return {
    firstMs: first.ms,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    leads: first.leads,
    answered: first.answered,
  };
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-performance-'));
  try {
    const prepared = await prepareInbox(dataDir, database);
    await answerLeads(dataDir, database);
    console.log(`${database.label}: ${prepared.count} leads gravados e respondidos`);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const api = await startServerProcess(apiArgs, [], PRODUCTION_ENV);
    try {
      const stack: Stack = { apiUrl: api.url, apiKey: api.apiKey, token: await adminToken(api.url, api.apiKey) };
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const calls = new Map<string, CallFigures>();
      for (const call of PERIOD_CALLS) calls.set(call.name, await measureCall(stack, call.query(today)));
      return { database: database.label, calls };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function printFigures(all: DatabaseFigures[]): void {
  console.log(`\nDesempenho com 100000 leads, pela API — 1ª chamada, depois mediana e p95 de ${ROUNDS} chamadas`);
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const call of PERIOD_CALLS) {
      const result = figures.calls.get(call.name);
      if (result === undefined) continue;
      rows[`${figures.database}: ${call.name}`] = {
        meta: `≤ ${formatMs(GOAL_MS)}`,
        '1ª': formatMs(result.firstMs),
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        leads: String(result.leads),
        respondidos: String(result.answered),
        atinge: result.medianMs <= GOAL_MS && result.p95Ms <= GOAL_MS ? 'sim' : 'NÃO',
      };
    }
  }
  console.table(rows);
}

export async function runLeadPerformance100kBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_performance', benchDatabase));
}
