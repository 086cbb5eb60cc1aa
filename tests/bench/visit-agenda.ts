/**
 * The visits at 10,000 in the agendas, on SQLite and on PostgreSQL, side by side in one run. For each database: the
 * demo content is seeded, 10,000 visits written over four months around today among the demo's brokers (a third of
 * them on the measured property's broker), then the API starts as a child process (as in production) and two calls
 * are timed through HTTP: a property's free slots for 14 days (goal 50 ms) and a broker's week (goal 300 ms); the
 * first call, then the median and p95 of the next ones.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openSession } from '../../api/src/auth/sessions.js';
import { openDatabase } from '../../api/src/db/connect.js';
import type { Database } from '../../api/src/db/schema.js';
import { startApi } from '../../api/src/server.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { formatMs, percentile } from './measure.js';
import { PRODUCTION_ENV, startServerProcess } from './server-process.js';

const VISITS = 10_000;
const ROUNDS = 30;
const BATCH = 500;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The visits span from 60 days ago to 60 days ahead. */
const SPAN_DAYS = 120;

interface AgendaCall {
  name: string;
  goalMs: number;
  path: string;
  token: string | null;
}

interface CallFigures {
  firstMs: number;
  medianMs: number;
  p95Ms: number;
}

interface DatabaseFigures {
  database: string;
  calls: Map<AgendaCall, CallFigures>;
}

interface PreparedAgenda {
  slug: string;
  brokerId: number;
  brokerToken: string;
}

/**
 * Visits of one broker, an hour each, on distinct starts (`step` hours apart, from `first`), confirmed or done in the
 * past, requested or confirmed ahead.
 */
function visitsOf(brokerId: number, propertyIds: readonly number[], count: number, first: number, step: number, now: number) {
  return Array.from({ length: count }, (_, index) => {
    const startsAt = first + index * step * HOUR_MS;
    const past = startsAt < now;
    const stamp = new Date(now).toISOString();
    return {
      property_id: propertyIds[index % propertyIds.length] ?? 0,
      broker_id: brokerId,
      lead_id: null,
      client_id: null,
      name: `Visitante ${index}`,
      phone: `1999${String(index).padStart(7, '0')}`,
      email: null,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + HOUR_MS).toISOString(),
      status: past
        ? index % 5 === 0
          ? ('no_show' as const)
          : ('done' as const)
        : index % 3 === 0
          ? ('requested' as const)
          : ('confirmed' as const),
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
    };
  });
}

async function writeVisits(db: Kysely<Database>, rows: ReturnType<typeof visitsOf>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insertInto('visits')
      .values(rows.slice(start, start + BATCH))
      .execute();
}

async function prepareAgenda(dataDir: string, database: BenchDatabase): Promise<PreparedAgenda> {
  const seeded = await startApi({ port: 0, dataDir, databaseUrl: database.databaseUrl, log: () => {} });
  await seeded.close();
  const handle = openDatabase(dataDir, database.databaseUrl);
  try {
    const property = await handle.db
      .selectFrom('properties')
      .innerJoin('users', 'users.id', 'properties.user_id')
      .select(['properties.slug', 'properties.user_id'])
      .where('properties.status', '=', 'approved')
      .where('properties.is_active', '=', 1)
      .where('users.is_active', '=', 1)
      .orderBy('properties.id')
      .executeTakeFirstOrThrow();
    const brokerId = property.user_id ?? 0;
    const brokers = await handle.db.selectFrom('users').select('id').where('is_active', '=', 1).orderBy('id').execute();
    const propertyIds = (await handle.db.selectFrom('properties').select('id').orderBy('id').execute()).map((row) => row.id);
    const now = Date.now();
    const first = now - (SPAN_DAYS / 2) * DAY_MS;
    // A third of the visits on the measured broker, every 4 hours; the rest spread over the others.
    const measured = Math.floor(VISITS / 3);
    const started = performance.now();
    await writeVisits(handle.db, visitsOf(brokerId, propertyIds, measured, first, (SPAN_DAYS * 24) / measured, now));
    const others = brokers.filter((broker) => broker.id !== brokerId);
    const perOther = Math.ceil((VISITS - measured) / others.length);
    for (const other of others)
      await writeVisits(handle.db, visitsOf(other.id, propertyIds, perOther, first, (SPAN_DAYS * 24) / perOther, now));
    const total = await handle.db
      .selectFrom('visits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`${database.label}: ${Number(total.n)} visitas gravadas em ${formatMs(performance.now() - started)}`);
    return { slug: property.slug, brokerId, brokerToken: await openSession(handle.db, brokerId) };
  } finally {
    await handle.db.destroy();
  }
}

async function measureCall(api: { url: string; apiKey: string }, call: AgendaCall): Promise<CallFigures> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${api.url}${call.path}`, {
      headers: { 'x-api-key': api.apiKey, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    });
    if (!response.ok) throw new Error(`${call.name}: HTTP ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const firstMs = await once();
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { firstMs, medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
}

async function benchDatabase(database: BenchDatabase): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-visits-'));
  try {
    const prepared = await prepareAgenda(dataDir, database);
    const apiArgs = ['--api', dataDir, ...(database.databaseUrl === undefined ? [] : [database.databaseUrl])];
    const api = await startServerProcess(apiArgs, [], PRODUCTION_ENV);
    try {
      const weekStart = new Date(Date.now() - 3 * DAY_MS).toISOString();
      const weekEnd = new Date(Date.now() + 4 * DAY_MS).toISOString();
      const calls: AgendaCall[] = [
        { name: 'horários livres do imóvel (14 dias)', goalMs: 50, path: `/api/properties/${prepared.slug}/visit-slots`, token: null },
        {
          name: 'semana do corretor',
          goalMs: 300,
          path: `/api/visits?from=${encodeURIComponent(weekStart)}&to=${encodeURIComponent(weekEnd)}`,
          token: prepared.brokerToken,
        },
      ];
      const figures = new Map<AgendaCall, CallFigures>();
      for (const call of calls) figures.set(call, await measureCall(api, call));
      return { database: database.label, calls: figures };
    } finally {
      await api.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

function printFigures(all: DatabaseFigures[]): void {
  console.log(`\nAgenda com ${VISITS} visitas, pela API — 1ª chamada, depois mediana e p95 de ${ROUNDS} chamadas`);
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const [call, result] of figures.calls) {
      rows[`${figures.database}: ${call.name}`] = {
        meta: `≤ ${formatMs(call.goalMs)}`,
        '1ª': formatMs(result.firstMs),
        mediana: formatMs(result.medianMs),
        p95: formatMs(result.p95Ms),
        atinge: result.medianMs <= call.goalMs && result.p95Ms <= call.goalMs ? 'sim' : 'NÃO',
      };
    }
  }
  console.table(rows);
}

export async function runVisitAgendaBench(): Promise<void> {
  printFigures(await benchEachDatabase('bench_visits', benchDatabase));
}
