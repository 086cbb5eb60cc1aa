/**
 * The 'Auditoria' screen (`GET /api/audit`, first page of 20, newest first) with 1,000,000 entries in the trail, on
 * SQLite and on PostgreSQL, side by side in one run. The trail is written straight into the database
 * (`audit-trail-data.ts`: two years, 40 members of staff, every kind of record, personal values kept apart); the API
 * then starts on it as a child process (as in production) and each search is timed through HTTP with the
 * administrator's session: the first call, then the median and p95 of the next ones. The goal is 300 ms for every
 * search: none, by person, by kind of record (a frequent one and a rare one), by record, by a month a year ago and by
 * the oldest whole month, and by person or kind of record within that oldest month.
 *
 * `npm run bench audit-trail-1m`. PostgreSQL runs in a database made for the run (`bench_audit_trail_<pid>…`, dropped
 * after) on BENCH_DATABASE_URL's server; it is skipped, with the reason, when unreachable. With BENCH_CPU_PROF_DIR
 * set, the API writes its CPU profile there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/connect.js';
import { startApi } from '../../api/src/server.js';
import { fillAuditTrail, type WrittenTrail } from './audit-trail-data.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { formatMs, percentile } from './measure.js';
import { cpuProfileOptions, PRODUCTION_ENV, startServerProcess } from './server-process.js';

const ENTRIES = 1_000_000;
const PER_PAGE = 20;
const ROUNDS = 20;
const GOAL_MS = 300;
const ADMIN_PASSWORD = 'senha-do-bench-da-auditoria';

interface Search {
  name: string;
  query(trail: WrittenTrail): string;
}

/** A whole calendar month of São Paulo days, as the screen's period asks for it. */
interface Month {
  from: string;
  to: string;
}

/** The calendar month, in São Paulo, `count` months before the current one. */
function monthsAgo(count: number): Month {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - count, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** A month a year ago, and the oldest whole month of the two years the trail holds. */
const YEAR_AGO = monthsAgo(12);
const OLDEST = monthsAgo(23);
const period = (month: Month) => `&from=${month.from}&to=${month.to}`;

const SEARCHES: readonly Search[] = [
  { name: 'sem filtro', query: () => '' },
  { name: 'por pessoa', query: (trail) => `&user_id=${trail.typicalActorId}` },
  { name: 'por tipo: imóvel (frequente)', query: () => '&record_type=property' },
  { name: 'por tipo: feed de portais (raro)', query: () => '&record_type=portal_feed' },
  { name: 'por tipo + registro (um imóvel)', query: (trail) => `&record_type=property&record_id=${trail.propertyId}` },
  { name: 'por período: um mês, há 12 meses', query: () => period(YEAR_AGO) },
  { name: 'por período: um mês, há 23 meses', query: () => period(OLDEST) },
  { name: 'por pessoa + período (há 23 meses)', query: (trail) => `&user_id=${trail.typicalActorId}${period(OLDEST)}` },
  { name: 'por tipo + período (leads, há 23 meses)', query: () => `&record_type=lead${period(OLDEST)}` },
];

interface SearchFigures {
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  /** Entries on the page (at most PER_PAGE). */
  shown: number;
}

interface DatabaseFigures {
  database: BenchDatabase['label'];
  searches: Map<string, SearchFigures>;
}

interface Session {
  url: string;
  apiKey: string;
  token: string;
}

async function signIn(url: string, apiKey: string): Promise<Session> {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`o administrador do benchmark não entrou: HTTP ${response.status}`);
  return { url, apiKey, token: ((await response.json()) as { token: string }).token };
}

async function timedSearch(session: Session, query: string): Promise<{ ms: number; shown: number }> {
  const started = performance.now();
  const response = await fetch(`${session.url}/api/audit?per_page=${PER_PAGE}${query}`, {
    headers: { 'x-api-key': session.apiKey, authorization: `Bearer ${session.token}`, 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`auditoria${query}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const { data } = JSON.parse(text) as { data: unknown[] };
  if (data.length === 0) throw new Error(`auditoria${query}: nenhum registro`);
  return { ms, shown: data.length };
}

async function measureSearch(session: Session, query: string): Promise<SearchFigures> {
  const first = await timedSearch(session, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) times.push((await timedSearch(session, query)).ms);
  times.sort((a, b) => a - b);
  return { firstMs: first.ms, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), shown: first.shown };
}

/** The schema and the first administrator (no demo content), then the trail written straight into the database. */
async function prepareTrail(dataDir: string, database: BenchDatabase): Promise<{ trail: WrittenTrail; fillMs: number }> {
  const seeded = await startApi({
    port: 0,
    dataDir,
    databaseUrl: database.databaseUrl,
    seedDemo: false,
    adminPassword: ADMIN_PASSWORD,
    log: () => {},
  });
  await seeded.close();
  const handle = openDatabase(dataDir, database.databaseUrl);
  try {
    const started = performance.now();
    const trail = await fillAuditTrail(handle.db, handle.dialect, ENTRIES);
    const fillMs = performance.now() - started;
    return { trail, fillMs };
  } finally {
    await handle.db.destroy();
  }
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-auditoria-'));
  try {
    const { trail, fillMs } = await prepareTrail(dataDir, database);
    console.log(`${database.label}: ${trail.count} registros de auditoria gravados em ${(fillMs / 1000).toFixed(1)} s`);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const api = await startServerProcess(apiArgs, cpuProfileOptions(`audit-trail-${database.label.toLowerCase()}`), PRODUCTION_ENV);
    try {
      const session = await signIn(api.url, api.apiKey);
      const searches = new Map<string, SearchFigures>();
      for (const search of SEARCHES) searches.set(search.name, await measureSearch(session, search.query(trail)));
      return { database: database.label, searches };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function printFigures(all: DatabaseFigures[]): void {
  console.log(
    `\nAuditoria com ${ENTRIES} registros, pela API — 1ª página (${PER_PAGE} por página); 1ª chamada, depois mediana e p95 de ` +
      `${ROUNDS} chamadas; os meses: ${YEAR_AGO.from} a ${YEAR_AGO.to} e ${OLDEST.from} a ${OLDEST.to}`,
  );
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const search of SEARCHES) {
      const result = figures.searches.get(search.name);
      if (result === undefined) continue;
      rows[`${figures.database}: ${search.name}`] = {
        meta: `≤ ${formatMs(GOAL_MS)}`,
        '1ª': formatMs(result.firstMs),
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        registros: String(result.shown),
        atinge: result.medianMs <= GOAL_MS && result.p95Ms <= GOAL_MS ? 'sim' : 'NÃO',
      };
    }
  }
  console.table(rows);
}

export async function runAuditTrail1mBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_audit_trail', benchDatabase));
}
