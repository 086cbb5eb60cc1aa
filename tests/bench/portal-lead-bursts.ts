/**
 * Portal leads arriving in bursts: 1,000 posts of Grupo OLX's lead document, 50 at once, 10% of them a post again of a
 * lead already sent (the portal's retries, some inside the same burst), on SQLite and on PostgreSQL, first straight to
 * the API, then through the gateway's public address, side by side in one run. The distribution hands the leads out in
 * turn meanwhile, as in a real agency. The figures are printed beside their goals: no lead lost, none doubled, every
 * answer 2xx, and p99 of the answer time ≤ 100 ms. Each route is first warmed by 200 posts of their own, whose slowest
 * answer is printed apart: the first bursts after a process starts pay for its compiling and its database connections
 * (see decision 0033), which the goal, a running agency's, does not count. `BENCH_CPU_PROF_DIR=/tmp/perfil npm run bench portal-lead-bursts` also
 * writes the CPU profiles of the API and the gateway (a folder per database and process).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../api/src/db/connect.js';
import { replacePortalSecret } from '../../api/src/leads/portal-lead-keys.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { formatMs, percentile } from './measure.js';
import { cpuProfileOptions, PRODUCTION_ENV, startServerProcess } from './server-process.js';

const POSTS = 1000;
const WARM_UP_POSTS = 200;
const BURST = 50;
const RETRY_SHARE = 0.1;
const P99_GOAL_MS = 100;
const BROKERS_ON_DUTY = 3;
const FIXTURE = path.resolve(import.meta.dirname, '../../api/src/leads/portal-documents/fixtures/grupo-olx-lead.json');

interface RoundFigures {
  route: 'API' | 'gateway';
  /** The slowest answer of the warm-up posts, right after the processes started. */
  warmUpMaxMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  refused: number;
  stored: number;
  expected: number;
  doubled: number;
  assigned: number;
}

/** The posts in order: each lead once, and every tenth post a lead sent before (the previous burst's or this one's). */
function postOrder(prefix: string, posts: number): string[] {
  const order: string[] = [];
  let unique = 0;
  for (let index = 0; index < posts; index += 1) {
    const retry = index % Math.round(1 / RETRY_SHARE) === 9 && unique > 0;
    if (retry) order.push(`${prefix}-${Math.max(0, unique - 1 - (index % BURST))}`);
    else order.push(`${prefix}-${(unique += 1) - 1}`);
  }
  return order;
}

/** Brokers on duty holding leads, and the distribution in turn: the leads are handed out while they arrive. */
async function prepareAgency(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const handle = openDatabase(dataDir, databaseUrl);
  try {
    const { db } = handle;
    const now = new Date().toISOString();
    const permission = await db.selectFrom('permissions').select('id').where('identifier', '=', 'leads').executeTakeFirstOrThrow();
    for (let index = 0; index < BROKERS_ON_DUTY; index += 1) {
      const { id } = await db
        .insertInto('users')
        .values({
          name: `Corretor ${index + 1}`,
          email: `plantao${index + 1}@bench.local`,
          password_hash: null,
          role: 'broker',
          creci: null,
          phone: null,
          is_active: 1,
          is_plantao: 1,
          leadbroker_id: null,
          image: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_permissions').values({ user_id: id, permission_id: permission.id }).execute();
    }
    await db.updateTable('lead_distribution').set({ mode: 'duty_rotation' }).execute();
    return await replacePortalSecret(db, 'grupo-olx');
  } finally {
    await handle.db.destroy();
  }
}

/** Where the posts go; the API's own address needs the API key, as the gateway sends it. */
interface Target {
  address: string;
  apiKey?: string;
}

async function postLead(target: Target, document: Record<string, unknown>, originLeadId: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(target.address, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(target.apiKey === undefined ? {} : { 'X-API-Key': target.apiKey }) },
    body: JSON.stringify({ ...document, originLeadId, name: `Interessado ${originLeadId}` }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function countLeads(dataDir: string, databaseUrl: string | undefined, prefix: string) {
  const handle = openDatabase(dataDir, databaseUrl);
  try {
    const rows = await handle.db
      .selectFrom('leads')
      .select(['origin_lead_id', 'assigned_to'])
      .where('origin_lead_id', 'like', `${prefix}-%`)
      .execute();
    return {
      rows: rows.length,
      distinct: new Set(rows.map((row) => row.origin_lead_id)).size,
      assigned: rows.filter((row) => row.assigned_to !== null).length,
    };
  } finally {
    await handle.db.destroy();
  }
}

/** Posts `order` in bursts; answers every answer's time, sorted, and how many were refused. */
async function postInBursts(target: Target, order: string[]): Promise<{ times: number[]; refused: number }> {
  const document = JSON.parse(await readFile(FIXTURE, 'utf8')) as Record<string, unknown>;
  const times: number[] = [];
  let refused = 0;
  for (let start = 0; start < order.length; start += BURST) {
    const answers = await Promise.all(order.slice(start, start + BURST).map((id) => postLead(target, document, id)));
    for (const answer of answers) {
      times.push(answer.ms);
      if (answer.status !== 200 && answer.status !== 201) refused += 1;
    }
  }
  times.sort((a, b) => a - b);
  return { times, refused };
}

async function round(
  route: RoundFigures['route'],
  target: Target,
  context: { dataDir: string; databaseUrl: string | undefined },
): Promise<RoundFigures> {
  const prefix = `${route.toLowerCase()}-${Date.now()}`;
  const warmUpOrder = postOrder(`${prefix}-aquecimento`, WARM_UP_POSTS);
  const warmUp = await postInBursts(target, warmUpOrder);
  const order = postOrder(prefix, POSTS);
  const { times, refused } = await postInBursts(target, order);
  // The distribution's pass comes every second: time for it to hand out the last burst.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const counted = await countLeads(context.dataDir, context.databaseUrl, prefix);
  return {
    route,
    warmUpMaxMs: warmUp.times.at(-1) ?? Number.NaN,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1) ?? Number.NaN,
    refused: refused + warmUp.refused,
    stored: counted.rows,
    expected: new Set([...warmUpOrder, ...order]).size,
    doubled: counted.rows - counted.distinct,
    assigned: counted.assigned,
  };
}

async function benchOn(database: BenchDatabase): Promise<{ label: string; rounds: RoundFigures[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lead-bursts-'));
  try {
    const label = database.label.toLowerCase();
    const api = await startServerProcess(['--api', dataDir, database.databaseUrl ?? ''], cpuProfileOptions(`${label}-api`), PRODUCTION_ENV);
    const gateway = await startServerProcess(['--gateway', api.url, api.apiKey], cpuProfileOptions(`${label}-gateway`), PRODUCTION_ENV);
    try {
      const secret = await prepareAgency(dataDir, database.databaseUrl);
      const context = { dataDir, databaseUrl: database.databaseUrl };
      const rounds = [
        await round('API', { address: `${api.url}/api/portal-leads/grupo-olx/${secret}`, apiKey: api.apiKey }, context),
        await round('gateway', { address: `${gateway.url}/portais/leads/grupo-olx/${secret}` }, context),
      ];
      return { label: database.label, rounds };
    } finally {
      await gateway.stop();
      await api.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runPortalLeadBurstsBench(): Promise<void> {
  console.log(`\n== Leads dos portais: ${POSTS} envios, ${BURST} de cada vez, ${RETRY_SHARE * 100}% reenvios ==`);
  for (const { label, rounds } of await benchEachDatabase('portal_lead_bursts', benchOn)) {
    for (const figures of rounds) {
      const lost = figures.expected - (figures.stored - figures.doubled);
      console.log(
        `${label} via ${figures.route}: aquecimento (${WARM_UP_POSTS} envios logo após o início) máx ${formatMs(figures.warmUpMaxMs)}; p50 ${formatMs(figures.p50Ms)}, p99 ${formatMs(figures.p99Ms)} (meta ≤ ${P99_GOAL_MS} ms: ${figures.p99Ms <= P99_GOAL_MS ? 'ok' : 'ACIMA'}), máx ${formatMs(figures.maxMs)}; ` +
          `recusados ${figures.refused}; leads ${figures.stored} de ${figures.expected} (perdidos ${lost}, duplicados ${figures.doubled}); distribuídos ${figures.assigned}`,
      );
    }
    const [direct, relayed] = rounds;
    if (direct !== undefined && relayed !== undefined) {
      console.log(`${label}: p99 pelo gateway / direto na API = ${(relayed.p99Ms / direct.p99Ms).toFixed(2)}×`);
    }
  }
}
