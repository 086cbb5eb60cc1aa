/**
 * What the audit trail adds to a staff write: a client's phone and a property's price changed, on the product as it
 * is now and on the product just before the trail (a worktree of the parent of the commit that added
 * `0020-audit-trail.ts`, sharing this checkout's packages). Both APIs run side by side, each started as production
 * starts it (`api/src/main.ts`, NODE_ENV=production, demo content), on SQLite and then on PostgreSQL, each with a
 * gateway of THIS checkout in front (the gateway is the same for both: only the API differs). Each write is timed
 * two ways:
 * - as staff make it (their experience): the back office's form mutation (`updateClient`, JSON as its Apollo Client
 *   sends it; `updateProperty`, multipart as the property form sends it) through the gateway, with the session the
 *   back office's login got, carrying the whole form as loaded with the one value changed;
 * - the API alone: `PUT /api/clients/{id}` and `PUT /api/properties/{id}` with only the changed field.
 * After a warm-up the writes alternate between the two versions (which goes first alternates too), so the machine's
 * noise falls on both alike. Each write changes the value, so each one now writes an entry. The goal: the median
 * write with the trail at most 10% slower than without it.
 *
 * `npm run bench audit-write-overhead`. PostgreSQL runs in two databases made for the run (`bench_audit_write_…` and
 * `bench_audit_base_…`, dropped after) on BENCH_DATABASE_URL's server; it is skipped, with the reason, when unreachable.
 * With BENCH_CPU_PROF_DIR set, each API and gateway writes its CPU profile there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase } from '../api/support/postgres.js';
import { WRITE_KINDS, type WriteKind } from './audit-write-kinds.js';
import { printFigures, type DatabaseFigures } from './audit-write-report.js';
import { alternateWrites, writesAnEntry, type KindFigures, type Version } from './audit-write-rounds.js';
import { targetOf, type Target } from './audit-write-target.js';
import { benchEachDatabase, type BenchDatabase } from './bench-databases.js';
import { startCheckoutApi, type CheckoutApi, type CheckoutApiSettings } from './checkout-api-process.js';
import { checkoutBeforeFileAdded, type EarlierCheckout } from './earlier-checkout.js';
import { cpuProfileOptions, PRODUCTION_ENV, startServerProcess } from './server-process.js';

const AUDIT_MIGRATION = 'api/src/db/migrations/0020-audit-trail.ts';
const ADMIN_PASSWORD = 'senha-do-bench-de-auditoria';
const WARMUP_WRITES = 100;
const MEASURED_WRITES = 600;
/** The `n` of the one write that checks each kind now writes an entry: past every warm-up and measured write. */
const PROBE_WRITE = WARMUP_WRITES + MEASURED_WRITES;
/** How many different records the writes of a kind go round (at most). */
const RECORDS_WRITTEN = 10;
const GOAL_RATIO = 1.1;
const HERE = path.resolve(import.meta.dirname, '..', '..');

/** Where a version keeps its data: its own SQLite folder, or its own PostgreSQL database on the bench's server. */
interface Store {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** The product now writes in the database given; the product before the trail in one made for it on the same server. */
async function storeOf(version: Version, database: BenchDatabase): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `imobiliaria-bench-auditoria-${version}-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (version === 'agora' || database.databaseUrl === undefined) {
    return { dataDir, databaseUrl: database.databaseUrl, drop: removeDataDir };
  }
  const created = await createTemporaryDatabase('bench_audit_base', database.databaseUrl);
  return {
    dataDir,
    databaseUrl: created.url,
    drop: async () => {
      await created.drop();
      await removeDataDir();
    },
  };
}

/** How to stop what a run started, in the order started; run last-started first. */
type Stops = (() => Promise<void>)[];

/** A checkout of the product to run, and how the report names it. */
interface Checkout {
  root: string;
  name: string;
}

/**
 * Starts the API of `checkout` on `store`, then a gateway of this checkout in front of it; answers the version signed
 * in on both, its records loaded.
 */
async function startVersion(version: Version, checkout: Checkout, store: Store, database: BenchDatabase, stops: Stops): Promise<Target> {
  const label = `${version}-${database.label.toLowerCase()}`;
  const settings: CheckoutApiSettings = {
    adminPassword: ADMIN_PASSWORD,
    seedDemo: true,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    nodeOptions: cpuProfileOptions(`audit-write-${label}`),
  };
  let api: CheckoutApi;
  try {
    api = await startCheckoutApi(checkout.root, settings);
  } catch (error) {
    console.log(`\nNÃO FOI POSSÍVEL INICIAR A API ${checkout.name} em ${database.label}:\n${String(error)}`);
    throw error;
  }
  stops.push(() => api.stop());
  const gateway = await startServerProcess(
    ['--gateway', api.url, api.apiKey],
    cpuProfileOptions(`audit-write-gateway-${label}`),
    PRODUCTION_ENV,
  );
  stops.push(() => gateway.stop());
  return targetOf(api, gateway.url, ADMIN_PASSWORD, RECORDS_WRITTEN);
}

async function measure(targets: Record<Version, Target>): Promise<Map<WriteKind, KindFigures>> {
  await alternateWrites(targets, WRITE_KINDS, { first: 0, count: WARMUP_WRITES });
  const kinds = new Map<WriteKind, KindFigures>();
  for (const kind of WRITE_KINDS) {
    kinds.set(kind, { antes: [], agora: [], audited: await writesAnEntry(targets.agora, kind, PROBE_WRITE) });
  }
  await alternateWrites(targets, WRITE_KINDS, { first: WARMUP_WRITES, count: MEASURED_WRITES }, kinds);
  return kinds;
}

async function benchDatabase(database: BenchDatabase, earlier: EarlierCheckout): Promise<DatabaseFigures> {
  const stores: Store[] = [];
  const stops: Stops = [];
  try {
    const beforeStore = await storeOf('antes', database);
    stores.push(beforeStore);
    const nowStore = await storeOf('agora', database);
    stores.push(nowStore);
    const before: Checkout = { root: earlier.root, name: `DO PRODUTO ANTERIOR À TRILHA (${earlier.commit.slice(0, 10)})` };
    const antes = await startVersion('antes', before, beforeStore, database, stops);
    const agora = await startVersion('agora', { root: HERE, name: 'DESTE CHECKOUT' }, nowStore, database, stops);
    return { database: database.label, kinds: await measure({ antes, agora }) };
  } finally {
    for (const stop of stops.reverse()) await stop();
    for (const store of stores) await store.drop();
    await database.drop();
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
    const all = await benchEachDatabase('bench_audit_write', (database) => benchDatabase(database, earlier));
    printFigures(all, {
      earlierCommit: earlier.commit,
      warmupWrites: WARMUP_WRITES,
      measuredWrites: MEASURED_WRITES,
      goalRatio: GOAL_RATIO,
    });
  } finally {
    await earlier.remove();
  }
}
