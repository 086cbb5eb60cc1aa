/**
 * Two gateways on one Redis share their caches: a public page and a public GraphQL read kept through one are served
 * by the other (a change made behind their backs stays unseen), and a staff edit through either shows at once on the
 * next read through the other. With its Redis down, a gateway still answers pages and reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../api/src/server.js';
import {
  redisAvailable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
  dropTestKeys,
  UNREACHABLE_REDIS_URL,
} from '../../gateway/src/caching/testing/redis-available.js';
import { BUILT_FOLDERS } from '../support/stack.js';
import { startGateway, type RunningGateway } from '../../gateway/src/server.js';
import { ADMIN_PASSWORD, ADMIN_EMAIL, graphqlAs, signIn } from './back-office-support.js';
import { UPDATE_PROPERTY, type StaffPropertyResultData } from './back-office-queries.js';
import { FIRST_PROPERTIES, PROPERTY_TITLE, type ListedProperty } from './cached-reads.js';
import { queryData } from './support.js';

/** The site's address, the same for every gateway as behind one load balancer: a page's key holds it. */
const PUBLIC_URL = 'https://imoveis.exemplo.com.br';
const withRedis = await redisAvailable();

let dataDir: string;
let api: RunningApi;
const gateways: RunningGateway[] = [];
let adminToken: string;
let listed: ListedProperty[];

function startGatewayOn(redisUrl: string, redisKeyPrefix: string): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    apiUrl: api.url,
    apiKey: api.apiKey,
    ...BUILT_FOLDERS,
    publicUrl: PUBLIC_URL,
    redisUrl,
    redisKeyPrefix,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-shared-cache-'));
  api = await startApi({ seedDemo: true, adminPassword: ADMIN_PASSWORD, port: 0, dataDir, log: () => {} });
  const keyPrefix = uniqueKeyPrefix('gateways');
  gateways.push(await startGatewayOn(TEST_REDIS_URL, keyPrefix), await startGatewayOn(TEST_REDIS_URL, keyPrefix));
  adminToken = await signIn(gateways[0]!.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  listed = (await queryData<{ properties: { items: ListedProperty[] } }>(gateways[0]!.url, FIRST_PROPERTIES, { perPage: 2 })).properties
    .items;
  expect(listed.length).toBe(2);
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await dropTestKeys();
});

/** A change made in the database behind the gateways' backs, as another process would. */
function renameInDatabase(property: ListedProperty, title: string): void {
  const database = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  try {
    database.prepare('UPDATE properties SET title = ? WHERE id = ?').run(title, Number(property.id));
  } finally {
    database.close();
  }
}

async function titleRead(gateway: RunningGateway, property: ListedProperty): Promise<string | null> {
  const answer = await graphqlAs<{ property: { title: string } | null }>(gateway.url, null, PROPERTY_TITLE, { slug: property.slug });
  expect(answer.errors).toBeUndefined();
  return answer.data?.property?.title ?? null;
}

async function propertyPage(gateway: RunningGateway, property: ListedProperty): Promise<{ status: number; html: string }> {
  const response = await fetch(`${gateway.url}/imovel/${encodeURIComponent(property.slug)}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function renameThrough(gateway: RunningGateway, property: ListedProperty, title: string): Promise<void> {
  const renamed = await graphqlAs<{ updateProperty: StaffPropertyResultData }>(gateway.url, adminToken, UPDATE_PROPERTY, {
    id: property.id,
    input: { title },
  });
  expect(renamed.errors).toBeUndefined();
  expect(renamed.data?.updateProperty.ok).toBe(true);
}

describe.skipIf(!withRedis)('two gateways sharing their caches through Redis', () => {
  it('answers through B a public read kept through A, and shows a staff edit through A on the next read through B', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    const property = listed[0]!;
    expect(await titleRead(a, property)).toBe(property.title);
    renameInDatabase(property, 'Título mudado fora dos gateways');
    // B never read it: it answers what A kept.
    expect(await titleRead(b, property)).toBe(property.title);

    await renameThrough(a, property, 'Casa renovada com quintal amplo');
    expect(await titleRead(b, property)).toBe('Casa renovada com quintal amplo');
    expect(await titleRead(a, property)).toBe('Casa renovada com quintal amplo');
  });

  it('serves through B a page rendered through A, and renders it again through B right after a staff edit through A', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    const property = listed[1]!;
    const first = await propertyPage(a, property);
    expect(first.status).toBe(200);
    expect(titleOf(first.html)).toContain(property.title);

    renameInDatabase(property, 'Outro título mudado fora dos gateways');
    expect(await propertyPage(b, property)).toEqual(first);

    await renameThrough(a, property, 'Apartamento com varanda gourmet');
    const after = await propertyPage(b, property);
    expect(after.status).toBe(200);
    expect(titleOf(after.html)).toContain('Apartamento com varanda gourmet');
  });
});

describe('a gateway whose Redis is down', () => {
  it('still renders pages and answers public reads, each time from the API', async () => {
    const alone = await startGatewayOn(UNREACHABLE_REDIS_URL, uniqueKeyPrefix('down'));
    gateways.push(alone);
    const property = listed[0]!;
    const page = await propertyPage(alone, property);
    expect(page.status).toBe(200);
    renameInDatabase(property, 'Título visto sem cache');
    expect(await titleRead(alone, property)).toBe('Título visto sem cache');
    expect(titleOf((await propertyPage(alone, property)).html)).toContain('Título visto sem cache');
  });
});
