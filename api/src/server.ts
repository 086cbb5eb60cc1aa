import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { withoutTrackingTokens } from './catalogue/tracking-token.js';
import { createApp } from './app.js';
import { resolveApiKey } from './auth/api-key.js';
import { withoutResetTokens } from './auth/password-resets.js';
import { passwordGate } from './auth/password-gate.js';
import { findActiveCompanies } from './catalogue/company.js';
import { withoutVisitTokens } from './agenda/visit-mails.js';
import { remindDueVisits } from './agenda/visit-reminders.js';
import { queueDueDailyAgendas } from './agenda/daily-agenda-mail.js';
import { sweepOrphanVisitRecords } from './agenda/visit-record-files.js';
import { answerRefusedRequest, answerUnmetExpectation, refusingUnreadableRequests } from './http/client-errors.js';
import { resolveConfig, type ApiOptions } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrations/index.js';
import { PeriodicPass } from './db/periodic-pass.js';
import { keepPlannerStatistics } from './db/planner-statistics.js';
import { runAtStartUpOnce } from './db/start-up-lock.js';
import { seedDatabase } from './demo/index.js';
import { sweepOrphanPhotos } from './files/orphans.js';
import type { ObjectStore } from './files/object-store.js';
import { openObjectStore } from './files/open-store.js';
import { distributeDueLeads } from './leads/lead-distribution.js';
import { runLeadRetention } from './privacy/lead-retention.js';
import { MailOutbox } from './mail/outbox.js';
import { apiMetrics } from './metrics/api-metrics.js';
import { watchApiResources } from './metrics/resource-gauges.js';
import { smtpSender } from './mail/sender.js';
import { sweepStaleUploads } from './http/uploads.js';
import { startMetricsServer } from '../../observability/process-observability.js';
import { sweepOrphanTemplateFiles } from './templates/orphans.js';

export type { ApiOptions } from './config.js';
export { apiOptionsFromEnv } from './config.js';

export interface RunningApi {
  /** e.g. `http://127.0.0.1:3001`, with no trailing slash and no `/api`. */
  url: string;
  apiKey: string;
  /**
   * Stops sending mail, between two mails (see `MailOutbox.stop`), while the API still answers; `close()`
   * does it too. Lets a process that runs the gateway too stop the mail while the gateway finishes its requests.
   */
  stopOutbox(): Promise<void>;
  /** The start's sweep of files no row references, which runs while the API serves; settles when it ends. */
  sweeping: Promise<void>;
  /** Stops the outbox and the HTTP server (no new connection; requests in flight get 1.5 s), then closes the database. */
  close(): Promise<void>;
}

/** Requests still running when the API closes get this long to finish; their connections are cut then. */
const CLOSE_GRACE_MS = 1500;
/** How often a closing server looks for connections whose last request is answered, to close them. */
const IDLE_SWEEP_MS = 50;

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Node's own refusals (no Host, an unknown Expect) and Express's of a target that is no address are bare or in
    // English; the API answers them in its error shape.
    const server = createServer({ requireHostHeader: false }, refusingUnreadableRequests(app));
    server.on('clientError', answerRefusedRequest);
    server.on('checkExpectation', answerUnmetExpectation);
    server.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

function urlOf(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Stops accepting connections and resolves once every one is closed: each as soon as its request in
 * flight is answered (a kept-alive connection would otherwise hold the close until its client leaves),
 * all of them when the grace ends.
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearTimeout(force);
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Removes photos, template files and fichas de visita no row references, while the API already serves (a large bucket takes a while to
 * list); a failure is logged and changes nothing else, and a stop ends it early.
 */
async function sweepOrphans(db: DatabaseHandle['db'], files: ObjectStore, log: (line: string) => void, signal: AbortSignal): Promise<void> {
  try {
    const removed = await sweepOrphanPhotos(db, files, Date.now(), signal);
    if (removed > 0) log(`Fotos sem imóvel nem usuário removidas: ${removed} arquivo(s).`);
  } catch (error) {
    log(`Limpeza de fotos sem uso não concluída: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    if (signal.aborted) return;
    const removed = await sweepOrphanTemplateFiles(db, files, Date.now(), signal);
    if (removed > 0) log(`Arquivos de modelo sem registro removidos: ${removed} arquivo(s).`);
  } catch (error) {
    log(`Limpeza de arquivos de modelo sem uso não concluída: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    if (signal.aborted) return;
    const removed = await sweepOrphanVisitRecords(db, files, Date.now(), signal);
    if (removed > 0) log(`Fichas de visita sem registro removidas: ${removed} arquivo(s).`);
  } catch (error) {
    log(`Limpeza de fichas de visita sem uso não concluída: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Starts the REST API: opens (and migrates) the database, seeds it on first start (both under a lock that
 * makes several APIs starting at once on one PostgreSQL database take turns, `db/start-up-lock.ts`), keeps SQLite's planner
 * statistics fresh (`db/planner-statistics.ts`), sweeps uploads left by interrupted saves, listens, starts
 * delivering the mails waiting in the outbox and handing out the new leads (`leads/lead-distribution.ts`, every
 * second), queuing the reminders of the visits of the next 24 hours (`agenda/visit-reminders.ts`, every minute) and
 * each broker's agenda of the day from 07:00 (`agenda/daily-agenda-mail.ts`, every minute) and,
 * meanwhile, removes files no row references. `close()` stops the outbox and the HTTP server
 * together, then closes the database.
 */
export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const config = resolveConfig(options);
  if (options.passwordGate) passwordGate.configure(options.passwordGate);
  await mkdir(config.dataDir, { recursive: true });
  const apiKey = await resolveApiKey(config.apiKey, config.dataDir);
  const handle = openDatabase(config.dataDir, config.databaseUrl);
  const files = openObjectStore(config.dataDir, config.storage, config.storagePublicUrl);
  const outbox = new MailOutbox({
    db: handle.db,
    dialect: handle.dialect,
    sender: config.smtpUrl === undefined ? undefined : smtpSender(config.smtpUrl),
    mailTo: config.mailTo,
    mailFrom: config.mailFrom,
    intervalMs: config.outboxIntervalMs,
    log: config.log,
    findAgencyCompany: async () => (await findActiveCompanies(handle.db))[0],
    keptText: (text) => withoutVisitTokens(withoutResetTokens(withoutTrackingTokens(text))),
  });
  const distribution = new PeriodicPass({
    name: 'Distribuição de leads',
    intervalMs: config.leadDistributionIntervalMs,
    log: config.log,
    run: async (signal) => {
      const context = { db: handle.db, dialect: handle.dialect, siteUrl: config.publicUrl };
      if ((await distributeDueLeads(context, new Date(), signal)) > 0) outbox.wake();
    },
  });
  const retention = new PeriodicPass({
    name: 'Prazo de guarda dos leads (LGPD)',
    intervalMs: config.leadRetentionIntervalMs,
    log: config.log,
    run: (signal) => runLeadRetention(handle.db, new Date(), signal),
  });
  const reminders = new PeriodicPass({
    name: 'Lembretes de visitas',
    intervalMs: config.visitReminderIntervalMs,
    log: config.log,
    run: async (signal) => {
      if ((await remindDueVisits(handle.db, handle.dialect, new Date(), signal)) > 0) outbox.wake();
    },
  });
  const dailyAgendas = new PeriodicPass({
    name: 'Agenda do dia dos corretores',
    intervalMs: config.dailyAgendaIntervalMs,
    log: config.log,
    run: async (signal) => {
      const context = { db: handle.db, dialect: handle.dialect, siteUrl: config.publicUrl };
      if ((await queueDueDailyAgendas(context, config.clock(), signal)) > 0) outbox.wake();
    },
  });
  let server: Server | undefined;
  let metricsServer: Server | null = null;
  let stopPlannerStatistics: () => void = () => undefined;
  let stopWatching: () => void = () => undefined;
  try {
    await runAtStartUpOnce(handle, async () => {
      await migrateToLatest(handle);
      await seedDatabase(handle, { ...config, files });
    });
    // The outbox and the connections, read at each scrape once the tables exist.
    stopWatching = watchApiResources(config.observability.registry, {
      db: handle.db,
      connections: handle.connections,
      logger: config.observability.logger,
    });
    stopPlannerStatistics = await keepPlannerStatistics(handle, config.log);
    await sweepStaleUploads(config.dataDir);
    const app = createApp({
      db: handle.db,
      dataDir: config.dataDir,
      files,
      apiKey,
      log: config.log,
      observability: config.observability,
      metrics: apiMetrics(config.observability.registry),
      rateLimits: config.rateLimits,
      failedSignInDelayMs: config.failedSignInDelayMs,
      postalCodes: { serviceUrl: config.cepServiceUrl, timeoutMs: config.cepTimeoutMs },
      onMailQueued: () => outbox.wake(),
      publicUrl: config.publicUrl,
    });
    server = await listen(app, config.port, config.host);
    metricsServer = await startMetricsServer(config.observability);
  } catch (error) {
    server?.close();
    stopPlannerStatistics();
    stopWatching();
    await outbox.stop();
    await handle.db.destroy();
    files.close();
    throw error;
  }
  const listening = server;
  const url = urlOf(listening, config.host);
  config.log(`API REST em ${url}/api (${handle.description}; ${files.description})`);
  outbox.start();
  distribution.start();
  retention.start();
  reminders.start();
  dailyAgendas.start();
  const sweepStop = new AbortController();
  const sweeping = sweepOrphans(handle.db, files, config.log, sweepStop.signal);

  let closing: Promise<void> | undefined;
  return {
    url,
    apiKey,
    stopOutbox: () => outbox.stop(),
    sweeping,
    close() {
      stopPlannerStatistics();
      stopWatching();
      sweepStop.abort();
      closing ??= Promise.all([
        outbox.stop(),
        distribution.stop(),
        retention.stop(),
        reminders.stop(),
        dailyAgendas.stop(),
        closeServer(listening),
        metricsServer === null ? undefined : closeServer(metricsServer),
        sweeping,
      ])
        .then(() => undefined)
        .finally(() => {
          files.close();
          return handle.db.destroy();
        });
      return closing;
    },
  };
}
