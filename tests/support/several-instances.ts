/**
 * The product as an agency network runs it: N API processes and N gateway processes, each started the way the
 * README starts them (`npm run start:api`, `npm run start:gateway`), on one PostgreSQL database, one Redis and one
 * S3-compatible store (s3rver), with a loopback SMTP server. Gateway i talks to API i (mod the number of APIs), as
 * when each machine runs one of each behind the load balancer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropTestKeys, TEST_REDIS_URL, uniqueKeyPrefix } from '../../gateway/src/caching/testing/redis-available.js';
import { startMailbox, type Mailbox } from '../api/support/mailbox.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../api/support/postgres.js';
import { startProduct, type ProductProcess } from '../product/support/product-process.js';
import { startS3Server, type RunningS3Server } from './s3-server.js';

const INSTANCES_API_KEY = 'chave-das-instancias-em-teste';
export const INSTANCES_ADMIN_EMAIL = 'admin@imobiliaria.local';
export const INSTANCES_ADMIN_PASSWORD = 'senha-das-instancias-123';
/** The site's one address, the same for every gateway behind the load balancer. */
const INSTANCES_PUBLIC_URL = 'https://imoveis.exemplo.com.br';
const BUCKET = 'fotos-da-rede';

export interface SeveralInstancesOptions {
  apis: number;
  gateways: number;
  /** Photos and files in the S3-compatible store (default), or each API on its own data directory's disk. */
  storage?: 's3' | 'disk';
  /** Demo content seeded by the first API to start (the others find it there). */
  seedDemo?: boolean;
  /** Gateways share their caches through Redis (default), or each keeps its own in memory. */
  sharedCache?: boolean;
}

export interface SeveralInstances {
  apis: ProductProcess[];
  gateways: ProductProcess[];
  database: TemporaryDatabase;
  mailbox: Mailbox;
  s3: RunningS3Server | undefined;
  /** Stops every process and server and removes what they stored. */
  close(): Promise<void>;
}

function apiEnvironment(
  database: TemporaryDatabase,
  dataDir: string,
  mailbox: Mailbox,
  s3: RunningS3Server | undefined,
  seedDemo: boolean,
): Record<string, string> {
  return {
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    API_KEY: INSTANCES_API_KEY,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED_DEMO: seedDemo ? '1' : '0',
    ADMIN_EMAIL: INSTANCES_ADMIN_EMAIL,
    ADMIN_PASSWORD: INSTANCES_ADMIN_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_TO: 'contato@imobiliaria.exemplo.com.br',
    PUBLIC_URL: INSTANCES_PUBLIC_URL,
    ...(s3 === undefined ? {} : { STORAGE_URL: s3.storageUrl(BUCKET), AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }),
  };
}

function gatewayEnvironment(apiUrl: string, redisKeyPrefix: string | undefined): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    API_KEY: INSTANCES_API_KEY,
    PUBLIC_URL: INSTANCES_PUBLIC_URL,
    ...(redisKeyPrefix === undefined ? {} : { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix }),
  };
}

/** Starts the APIs (the first alone when it seeds, then the rest at once), then every gateway at once. */
export async function startSeveralInstances(options: SeveralInstancesOptions): Promise<SeveralInstances> {
  const folders: string[] = [];
  const started: ProductProcess[] = [];
  const database = await createTemporaryDatabase();
  const mailbox = await startMailbox();
  const s3 = (options.storage ?? 's3') === 's3' ? await startS3Server([BUCKET]) : undefined;
  const redisKeyPrefix = (options.sharedCache ?? true) ? uniqueKeyPrefix('instancias') : undefined;

  const close = async (): Promise<void> => {
    started.forEach((instance) => instance.kill());
    await mailbox.close();
    await s3?.close();
    await database.drop();
    if (redisKeyPrefix !== undefined) await dropTestKeys();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  };

  const startApi = async (seedDemo: boolean): Promise<ProductProcess> => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'instancia-api-'));
    folders.push(dataDir);
    const api = await startProduct('start:api', apiEnvironment(database, dataDir, mailbox, s3, seedDemo), 90_000);
    started.push(api);
    return api;
  };

  try {
    const seeding = options.seedDemo === true;
    const first = seeding ? [await startApi(true)] : [];
    const rest = await Promise.all(Array.from({ length: options.apis - first.length }, () => startApi(false)));
    const apis = [...first, ...rest];
    const gateways = await Promise.all(
      Array.from({ length: options.gateways }, async (_unused, index) => {
        const api = apis[index % apis.length] as ProductProcess;
        const gateway = await startProduct('start:gateway', gatewayEnvironment(api.url, redisKeyPrefix));
        started.push(gateway);
        return gateway;
      }),
    );
    return { apis, gateways, database, mailbox, s3, close };
  } catch (error) {
    await close();
    throw error;
  }
}
