import type { DatabaseHandle } from '../db/connect.js';
import type { ObjectStore } from '../files/object-store.js';
import { ensureFirstAdmin } from './admin.js';
import { DEMO_BROKERS, DEMO_PASSWORD } from './data/brokers.js';
import { seedDemoContent } from './demo.js';
import { hasNoContent } from './guard.js';

export interface SeedSettings {
  files: ObjectStore;
  seedDemo: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  log: (line: string) => void;
}

const DEMO_SIGN_INS = DEMO_BROKERS.filter((broker) => broker.login !== undefined)
  .map((broker) => broker.email)
  .join(', ');

async function seedDemoIfEmpty(handle: DatabaseHandle, settings: SeedSettings): Promise<void> {
  if (!settings.seedDemo || !(await hasNoContent(handle.db))) return;
  const started = performance.now();
  const summary = await seedDemoContent(handle, settings.files);
  if (summary === undefined) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  settings.log(
    `Conteúdo de demonstração criado: ${summary.properties} imóveis, ${summary.brokers} corretores e funcionários, ` +
      `${summary.clients} clientes, ${summary.videos} vídeos e ${summary.photos} fotos em ${seconds} s. ` +
      `Acesso de demonstração ao back office com a senha ${DEMO_PASSWORD}: ${DEMO_SIGN_INS}.`,
  );
}

/** First-start content: the demo agency (unless switched off) and the first administrator. */
export async function seedDatabase(handle: DatabaseHandle, settings: SeedSettings): Promise<void> {
  const results = await Promise.allSettled([seedDemoIfEmpty(handle, settings), ensureFirstAdmin(handle, settings)]);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}
