/**
 * What the audit trail adds to a staff write: `PUT /api/clients/{id}` changing the phone and `PUT /api/properties/{id}`
 * changing the price, through HTTP with the administrator's session, on the product as it is now and on the product
 * just before the trail (a worktree of the parent of the commit that added `0020-audit-trail.ts`, sharing this
 * checkout's packages). Both APIs run side by side, each started as production starts it (`api/src/main.ts`,
 * NODE_ENV=production, demo content), on SQLite and then on PostgreSQL; after a warm-up the writes alternate between
 * the two (which goes first alternates too), so the machine's noise falls on both alike. Each write changes the value,
 * so each one now writes an entry. The goal: the median write with the trail at most 10% slower than without it.
 *
 * `npm run bench audit-write-overhead`. PostgreSQL runs in two databases made for the run (`bench_audit_write_…` and
 * `bench_audit_base_…`, dropped after) on BENCH_DATABASE_URL's server; it is skipped, with the reason, when unreachable.
 * With BENCH_CPU_PROF_DIR set, each API writes its CPU profile there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL } from '../../api/src/config.js';
import { createTemporaryDatabase } from '../api/support/postgres.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { startCheckoutApi, type CheckoutApi } from './checkout-api-process.js';
import { checkoutBeforeFileAdded, type EarlierCheckout } from './earlier-checkout.js';
import { formatMs, percentile } from './measure.js';
import { cpuProfileOptions } from './server-process.js';

const AUDIT_MIGRATION = 'api/src/db/migrations/0020-audit-trail.ts';
const ADMIN_PASSWORD = 'senha-do-bench-de-auditoria';
const WARMUP_WRITES = 100;
const MEASURED_WRITES = 600;
/** How many different records the writes of a kind go round. */
const RECORDS_WRITTEN = 10;
const GOAL_RATIO = 1.1;
const HERE = path.resolve(import.meta.dirname, '..', '..');

type Version = 'antes' | 'agora';
const VERSIONS: readonly Version[] = ['antes', 'agora'];

/** One of the two APIs, signed in, with the records its writes go round. */
interface Target {
  api: CheckoutApi;
  token: string;
  clientIds: number[];
  propertyIds: number[];
}

interface WriteKind {
  name: string;
  recordType: 'client' | 'property';
  /** Sends the `n`th write of this kind to `target` and answers when the answer is read. */
  write(target: Target, n: number): Promise<void>;
}

function headers(target: Target): Record<string, string> {
  return { 'x-api-key': target.api.apiKey, authorization: `Bearer ${target.token}` };
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** A mobile number of São Paulo, different for each write. */
function phoneOf(n: number): string {
  return `119${String(80_000_000 + n).padStart(8, '0')}`;
}

const WRITE_KINDS: readonly WriteKind[] = [
  {
    name: 'PUT /api/clients/{id} (telefone)',
    recordType: 'client',
    async write(target, n) {
      const id = target.clientIds[n % target.clientIds.length]!;
      const response = await fetch(`${target.api.url}/api/clients/${id}`, {
        method: 'PUT',
        headers: { ...headers(target), 'content-type': 'application/json' },
        body: JSON.stringify({ phone: phoneOf(n) }),
      });
      await expectOk(response, `cliente ${id}`);
    },
  },
  {
    name: 'PUT /api/properties/{id} (preço)',
    recordType: 'property',
    async write(target, n) {
      const id = target.propertyIds[n % target.propertyIds.length]!;
      const form = new FormData();
      form.set('price', String(300_000 + n));
      const response = await fetch(`${target.api.url}/api/properties/${id}`, { method: 'PUT', headers: headers(target), body: form });
      await expectOk(response, `imóvel ${id}`);
    },
  },
];

async function signIn(api: CheckoutApi): Promise<string> {
  const response = await fetch(`${api.url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': api.apiKey },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await expectOk(response, 'login do administrador')) as { token: string }).token;
}

async function firstIds(api: CheckoutApi, token: string, listPath: string): Promise<number[]> {
  const response = await fetch(`${api.url}${listPath}`, { headers: { 'x-api-key': api.apiKey, authorization: `Bearer ${token}` } });
  const { data } = (await expectOk(response, listPath)) as { data: { id: number }[] };
  if (data.length === 0) throw new Error(`${listPath}: nenhum registro no conteúdo de demonstração`);
  return data.map((row) => row.id);
}

async function targetOf(api: CheckoutApi): Promise<Target> {
  const token = await signIn(api);
  return {
    api,
    token,
    clientIds: await firstIds(api, token, `/api/clients?page=1&per_page=${RECORDS_WRITTEN}`),
    propertyIds: await firstIds(api, token, `/api/properties/fetch?page=1&per_page=${RECORDS_WRITTEN}`),
  };
}

/** Whether the product now writes an entry for this kind of write (asked after the warm-up wrote some). */
async function isAudited(target: Target, kind: WriteKind): Promise<boolean> {
  const ids = kind.recordType === 'client' ? target.clientIds : target.propertyIds;
  const response = await fetch(`${target.api.url}/api/audit?record_type=${kind.recordType}&record_id=${ids[0]}&per_page=1`, {
    headers: headers(target),
  });
  const { data } = (await expectOk(response, 'GET /api/audit')) as { data: unknown[] };
  return data.length > 0;
}

interface KindFigures {
  antes: number[];
  agora: number[];
  audited: boolean;
}

interface DatabaseFigures {
  database: BenchDatabase['label'];
  kinds: Map<string, KindFigures>;
}

/** The writes of every kind, `count` rounds, the two versions alternated (and which one goes first too). */
async function alternateWrites(targets: Record<Version, Target>, count: number, firstWrite: number, times?: Map<string, KindFigures>) {
  for (let round = 0; round < count; round += 1) {
    const order = round % 2 === 0 ? VERSIONS : [...VERSIONS].reverse();
    for (const kind of WRITE_KINDS) {
      for (const version of order) {
        const started = performance.now();
        await kind.write(targets[version], firstWrite + round);
        times?.get(kind.name)?.[version].push(performance.now() - started);
      }
    }
  }
}

/** The data of the product before the trail: its own SQLite folder, or its own PostgreSQL database on the same server. */
async function baseStore(database: BenchDatabase): Promise<{ dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-auditoria-antes-'));
  if (database.databaseUrl === undefined) {
    return { dataDir, databaseUrl: undefined, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const created = await createTemporaryDatabase('bench_audit_base', database.databaseUrl);
  return {
    dataDir,
    databaseUrl: created.url,
    drop: async () => {
      await created.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchDatabase(database: BenchDatabase, earlier: EarlierCheckout): Promise<DatabaseFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-bench-auditoria-agora-'));
  const base = await baseStore(database);
  const started: CheckoutApi[] = [];
  try {
    const settings = { adminPassword: ADMIN_PASSWORD, seedDemo: true };
    const label = database.label.toLowerCase();
    let before: CheckoutApi;
    try {
      before = await startCheckoutApi(earlier.root, {
        ...settings,
        dataDir: base.dataDir,
        databaseUrl: base.databaseUrl,
        nodeOptions: cpuProfileOptions(`audit-write-antes-${label}`),
      });
    } catch (error) {
      console.log(`\nNÃO FOI POSSÍVEL INICIAR O PRODUTO ANTERIOR À TRILHA (${earlier.commit.slice(0, 10)}) em ${database.label}:`);
      console.log(String(error));
      throw error;
    }
    started.push(before);
    const now = await startCheckoutApi(HERE, {
      ...settings,
      dataDir,
      databaseUrl: database.databaseUrl,
      nodeOptions: cpuProfileOptions(`audit-write-agora-${label}`),
    });
    started.push(now);
    const targets: Record<Version, Target> = { antes: await targetOf(before), agora: await targetOf(now) };
    await alternateWrites(targets, WARMUP_WRITES, 0);
    const kinds = new Map<string, KindFigures>();
    for (const kind of WRITE_KINDS) kinds.set(kind.name, { antes: [], agora: [], audited: await isAudited(targets.agora, kind) });
    await alternateWrites(targets, MEASURED_WRITES, WARMUP_WRITES, kinds);
    return { database: database.label, kinds };
  } finally {
    for (const api of started) await api.stop();
    await rm(dataDir, { recursive: true, force: true });
    await base.drop();
    await database.drop();
  }
}

/** The median of each round's write now minus the same round's write before: what the trail adds, in ms. */
function pairedMedianDifference(kind: KindFigures): number {
  return percentile(
    kind.agora.map((after, index) => after - kind.antes[index]!).sort((a, b) => a - b),
    0.5,
  );
}

function ratio(after: number, before: number): string {
  return `${(after / before).toFixed(2)}×`;
}

function printFigures(all: DatabaseFigures[], earlier: EarlierCheckout): void {
  console.log(
    `\nEscritas da equipe pela API, antes da trilha de auditoria (${earlier.commit.slice(0, 10)}) e agora — ` +
      `${MEASURED_WRITES} de cada, alternadas, após ${WARMUP_WRITES} de aquecimento; meta: mediana agora/antes ≤ ${GOAL_RATIO.toFixed(2)}`,
  );
  const rows: Record<string, Record<string, string>> = {};
  for (const figures of all) {
    for (const [name, kind] of figures.kinds) {
      const before = [...kind.antes].sort((a, b) => a - b);
      const after = [...kind.agora].sort((a, b) => a - b);
      const medianRatio = percentile(after, 0.5) / percentile(before, 0.5);
      rows[`${figures.database}: ${name}`] = {
        'antes mediana': formatMs(percentile(before, 0.5)),
        'antes p95': formatMs(percentile(before, 0.95)),
        'agora mediana': formatMs(percentile(after, 0.5)),
        'agora p95': formatMs(percentile(after, 0.95)),
        'razão mediana': ratio(percentile(after, 0.5), percentile(before, 0.5)),
        'razão p95': ratio(percentile(after, 0.95), percentile(before, 0.95)),
        'acréscimo (mediana dos pares)': formatMs(pairedMedianDifference(kind)),
        meta: `≤ ${GOAL_RATIO.toFixed(2)}×`,
        auditada: kind.audited ? 'sim' : 'NÃO (ainda sem registro)',
        atinge: medianRatio <= GOAL_RATIO ? 'sim' : 'NÃO',
      };
    }
  }
  console.table(rows);
  for (const figures of all) {
    for (const [name, kind] of figures.kinds) {
      if (!kind.audited)
        console.log(`${figures.database}: ${name} ainda não grava registro de auditoria; a razão mede só o resto da escrita.`);
    }
  }
}

export async function runAuditWriteOverheadBench(): Promise<void> {
  let earlier: EarlierCheckout;
  try {
    earlier = await checkoutBeforeFileAdded(AUDIT_MIGRATION);
  } catch (error) {
    console.log(`NÃO FOI POSSÍVEL PREPARAR O PRODUTO ANTERIOR À TRILHA DE AUDITORIA: ${String(error)}`);
    throw error;
  }
  try {
    printFigures(await benchEachDatabase('bench_audit_write', (database) => benchDatabase(database, earlier)), earlier);
  } finally {
    await earlier.remove();
  }
}
