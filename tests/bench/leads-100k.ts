/**
 * The lead inbox at 100,000 leads, on SQLite and on PostgreSQL, side by side in one run. For each database: the demo
 * content is seeded, the catalogue grown to 5,000 properties held by the demo's brokers, 100,000 leads written with
 * their history (`lead-data.ts`), then the API starts as a child process (as in production) and each call of the
 * inbox is timed through HTTP with a staff session: the first call, then the median and p95 of the next ones.
 *
 * `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench leads-100k` also writes the API's CPU profiles (a folder per
 * database); `tsx tests/bench/cpu-profile-summary.ts <file>` reads one. PostgreSQL runs in a database made for the
 * run (`bench_leads_<pid>…`, dropped after) on BENCH_DATABASE_URL's server; it is skipped, with the reason, when
 * unreachable.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openSession } from '../../api/src/auth/sessions.js';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/connect.js';
import type { Database } from '../../api/src/db/schema.js';
import { startApi } from '../../api/src/server.js';
import { growVariedCatalogue } from '../support/varied-catalogue.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { seedLeads } from './lead-data.js';
import { formatMs, percentile } from './measure.js';
import { cpuProfileOptions, PRODUCTION_ENV, startServerProcess } from './server-process.js';

const LEADS = 100_000;
const PROPERTIES = 5_000;
const ROUNDS = 30;
const GOAL_MS = 300;
const ADMIN_PASSWORD = 'senha-do-bench-de-leads';

/** What each measured call needs: the API, the two sessions and real values to search for. */
interface InboxStack {
  apiUrl: string;
  apiKey: string;
  adminToken: string;
  brokerToken: string;
  phoneDigits: string;
  propertyCode: string;
}

interface InboxCall {
  name: string;
  path(stack: InboxStack): string;
  token(stack: InboxStack): string;
}

const asAdmin = (stack: InboxStack) => stack.adminToken;

/** A broker's inbox: only the leads of their properties, of their chat link or assigned to them. */
const BROKER_CALL: InboxCall = { name: 'corretor: 1ª página (só os seus)', path: () => '/api/leads', token: (stack) => stack.brokerToken };

const INBOX_CALLS: InboxCall[] = [
  { name: 'administração: 1ª página', path: () => '/api/leads', token: asAdmin },
  { name: 'busca por parte do nome ("albuq")', path: () => '/api/leads?search=albuq', token: asAdmin },
  { name: 'busca por dígitos do telefone', path: (stack) => `/api/leads?search=${stack.phoneDigits}`, token: asAdmin },
  {
    name: 'busca pelo código do imóvel',
    path: (stack) => `/api/leads?search=${encodeURIComponent(stack.propertyCode)}`,
    token: asAdmin,
  },
  { name: 'filtro origem WhatsApp + situação nova', path: () => '/api/leads?source=whatsapp&status=new', token: asAdmin },
  BROKER_CALL,
];

interface CallFigures {
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  total: number;
}

interface DatabaseFigures {
  database: BenchDatabase['label'];
  count: number;
  seedMs: number;
  calls: Map<string, CallFigures>;
}

async function timedCall(stack: InboxStack, call: InboxCall): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${call.path(stack)}`, {
    headers: { 'x-api-key': stack.apiKey, authorization: `Bearer ${call.token(stack)}`, 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${call.name}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const page = JSON.parse(text) as { data: unknown[]; total: number };
  if (page.data.length === 0) throw new Error(`${call.name}: nenhum lead encontrado`);
  return { ms, total: page.total };
}

async function measureCall(stack: InboxStack, call: InboxCall): Promise<CallFigures> {
  const first = await timedCall(stack, call);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) times.push((await timedCall(stack, call)).ms);
  times.sort((a, b) => a - b);
  return { firstMs: first.ms, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), total: first.total };
}

/** Hands every property to one of the demo's active brokers, round the list. */
async function spreadProperties(db: Kysely<Database>, brokerIds: readonly number[]): Promise<void> {
  for (const [index, brokerId] of brokerIds.entries()) {
    await db
      .updateTable('properties')
      .set({ user_id: brokerId })
      .where(sql<number>`id % ${brokerIds.length}`, '=', index)
      .execute();
  }
}

/** The broker whose first page is measured: holds the leads permission (the demo's brokers already may) and has a session. */
async function brokerSession(db: Kysely<Database>, brokerId: number): Promise<string> {
  const permission = await db.selectFrom('permissions').select('id').where('identifier', '=', 'leads').executeTakeFirstOrThrow();
  await db
    .insertInto('user_permissions')
    .values({ user_id: brokerId, permission_id: permission.id })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return openSession(db, brokerId);
}

interface PreparedInbox {
  count: number;
  seedMs: number;
  brokerToken: string;
  phoneDigits: string;
  propertyCode: string;
}

/** The demo content, the catalogue grown to 5,000 properties, then 100,000 leads (also the lead performance benchmark's). */
export async function prepareInbox(dataDir: string, database: BenchDatabase): Promise<PreparedInbox> {
  const seeded = await startApi({ port: 0, dataDir, databaseUrl: database.databaseUrl, adminPassword: ADMIN_PASSWORD, log: () => {} });
  await seeded.close();
  const handle = openDatabase(dataDir, database.databaseUrl);
  try {
    await growVariedCatalogue(handle.db, handle.dialect, PROPERTIES);
    const brokers = await handle.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('role', 'in', ['broker', 'leadbroker', 'adminbroker'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    const brokerIds = brokers.map((broker) => broker.id);
    const measuredBroker = brokers.find((broker) => broker.role === 'broker');
    if (measuredBroker === undefined) throw new Error('o conteúdo de demonstração não tem corretor ativo');
    await spreadProperties(handle.db, brokerIds);
    const properties = await handle.db.selectFrom('properties').select(['id', 'code', 'user_id']).orderBy('id').execute();
    const started = performance.now();
    const count = await seedLeads(handle.db, handle.dialect, { brokerIds, properties }, LEADS);
    const seedMs = performance.now() - started;
    const sample = await handle.db
      .selectFrom('leads')
      .innerJoin('properties', 'properties.id', 'leads.property_id')
      .select(['leads.phone', 'properties.code'])
      .where('leads.phone', 'is not', null)
      .orderBy('leads.id')
      .limit(1)
      .offset(Math.floor(LEADS / 30))
      .executeTakeFirstOrThrow();
    return {
      count,
      seedMs,
      brokerToken: await brokerSession(handle.db, measuredBroker.id),
      phoneDigits: (sample.phone ?? '').replace(/\D/g, '').slice(-8),
      propertyCode: sample.code ?? '',
    };
  } finally {
    await handle.db.destroy();
  }
}

/** The benchmark administrator's session, signed in through the API. */
export async function adminToken(apiUrl: string, apiKey: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`o administrador do benchmark não entrou: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-leads-'));
  try {
    const prepared = await prepareInbox(dataDir, database);
    console.log(`${database.label}: ${prepared.count} leads gravados em ${formatMs(prepared.seedMs)}`);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const api = await startServerProcess(apiArgs, cpuProfileOptions(`${database.label.toLowerCase()}-api`), PRODUCTION_ENV);
    try {
      const stack: InboxStack = { apiUrl: api.url, apiKey: api.apiKey, adminToken: await adminToken(api.url, api.apiKey), ...prepared };
      const calls = new Map<string, CallFigures>();
      for (const call of INBOX_CALLS) calls.set(call.name, await measureCall(stack, call));
      const brokerTotal = calls.get(BROKER_CALL.name)?.total ?? prepared.count;
      if (brokerTotal >= prepared.count) throw new Error(`o corretor vê ${brokerTotal} de ${prepared.count} leads: não só os seus`);
      return { database: database.label, count: prepared.count, seedMs: prepared.seedMs, calls };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function printFigures(all: DatabaseFigures[]): void {
  console.log(`\nCaixa de leads com ${LEADS} leads, pela API — 1ª chamada, depois mediana e p95 de ${ROUNDS} chamadas`);
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const call of INBOX_CALLS) {
      const result = figures.calls.get(call.name);
      if (result === undefined) continue;
      rows[`${figures.database}: ${call.name}`] = {
        meta: `≤ ${formatMs(GOAL_MS)}`,
        '1ª': formatMs(result.firstMs),
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        total: String(result.total),
        atinge: result.firstMs <= GOAL_MS && result.medianMs <= GOAL_MS ? 'sim' : 'NÃO',
      };
    }
  }
  console.table(rows);
}

export async function runLeads100kBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_leads', benchDatabase));
}
