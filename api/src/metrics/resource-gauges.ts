import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../../../observability/logger.js';
import type { ConnectionCounts } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { readOutboxBacklog, type OutboxBacklog } from '../mail/outbox-backlog.js';

/** What a running API lets the scrapes read: its database (the outbox) and its connections. */
export interface WatchedApi {
  db: Kysely<Database>;
  connections: () => ConnectionCounts;
  logger: Logger;
}

/**
 * A scrape waits this long at most for the outbox (a full pool's free connection, a slow database); it then answers
 * without it (NaN), so the other metrics, the pool's among them, still arrive within Prometheus's 10 s.
 */
const OUTBOX_READ_LIMIT_MS = 2000;

const GAUGE_NAMES = ['outbox_queue_length', 'outbox_oldest_mail_age_seconds', 'db_pool_connections'] as const;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * One API's outbox as the scrapes read it, within a time limit. The two outbox gauges of a scrape are collected at
 * once and share the read in flight: one query per scrape. A failure is logged once, until a read succeeds again.
 */
class ScrapedApi {
  private inFlight: Promise<OutboxBacklog | null> | undefined;
  private failing = false;

  constructor(readonly api: WatchedApi) {}

  backlog(): Promise<OutboxBacklog | null> {
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async read(): Promise<OutboxBacklog | null> {
    try {
      const backlog = await within(readOutboxBacklog(this.api.db), OUTBOX_READ_LIMIT_MS);
      this.failing = false;
      return backlog;
    } catch (error) {
      if (!this.failing) this.api.logger.warn({ err: error }, 'Métricas: não foi possível ler a caixa de saída de e-mails');
      this.failing = true;
      return null;
    }
  }
}

/** The largest of the values known; NaN (unknown) when none is. */
function largestKnown(values: readonly (number | null)[]): number {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? Number.NaN : Math.max(...known);
}

/** The sum of a count every API knows; null when one does not. */
function sumIfAllKnown(values: readonly (number | null)[]): number | null {
  return values.every((value): value is number => value !== null) ? values.reduce((total, value) => total + value, 0) : null;
}

function registerGauges(registry: Registry, scraped: ReadonlySet<ScrapedApi>): void {
  // First: a scrape collects in this order, so the pool is seen as the requests left it, before the outbox's read
  // below takes a connection (or waits for one).
  new Gauge({
    name: 'db_pool_connections',
    help:
      'Conexões do processo com o PostgreSQL: abertas (total), livres (idle) e consultas esperando uma (waiting). ' +
      'No SQLite só total=1, o arquivo aberto: se está em uso não se sabe.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = [...scraped].map((api) => api.api.connections());
      this.reset();
      this.set(
        { state: 'total' },
        counts.reduce((total, count) => total + count.total, 0),
      );
      const idle = sumIfAllKnown(counts.map((count) => count.idle));
      const waiting = sumIfAllKnown(counts.map((count) => count.waiting));
      if (counts.length > 0 && idle !== null) this.set({ state: 'idle' }, idle);
      if (counts.length > 0 && waiting !== null) this.set({ state: 'waiting' }, waiting);
    },
  });
  const backlogs = () => Promise.all([...scraped].map((api) => api.backlog()));
  // Several APIs on one database each report the same queue, the database's: the alerts and the dashboard take max().
  new Gauge({
    name: 'outbox_queue_length',
    help: 'E-mails na caixa de saída esperando envio (a fila do banco, a mesma em cada API que o usa); NaN quando a leitura falhou.',
    registers: [registry],
    async collect() {
      this.set(largestKnown((await backlogs()).map((backlog) => backlog?.waiting ?? null)));
    },
  });
  new Gauge({
    name: 'outbox_oldest_mail_age_seconds',
    help: 'Há quantos segundos espera o e-mail mais antigo da caixa de saída; 0 sem nenhum esperando, NaN quando a leitura falhou.',
    registers: [registry],
    async collect() {
      const now = Date.now();
      const ages = (await backlogs()).map((backlog) => {
        if (backlog === null) return null;
        return backlog.oldestQueuedAt === null ? 0 : Math.max(0, (now - Date.parse(backlog.oldestQueuedAt)) / 1000);
      });
      this.set(largestKnown(ages));
    },
  });
}

const scrapedOf = new WeakMap<Registry, Set<ScrapedApi>>();

/**
 * Shows a running API's outbox and database connections in `registry`, read at each scrape; answers the function
 * that stops (before the database closes). The gauges are made once per registry, whichever API comes first, and
 * leave it when the last API stops. Nothing is shown without a registry.
 */
export function watchApiResources(registry: Registry | null, api: WatchedApi): () => void {
  if (registry === null) return () => undefined;
  const scraped = scrapedOf.get(registry) ?? new Set<ScrapedApi>();
  if (!scrapedOf.has(registry)) {
    registerGauges(registry, scraped);
    scrapedOf.set(registry, scraped);
  }
  const entry = new ScrapedApi(api);
  scraped.add(entry);
  return () => {
    if (!scraped.delete(entry) || scraped.size > 0) return;
    for (const name of GAUGE_NAMES) registry.removeSingleMetric(name);
    scrapedOf.delete(registry);
  };
}
