import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WORK_BUSY_MESSAGE, passwordGate } from '../../api/src/auth/password-gate.js';
import { openDatabase } from '../../api/src/db/connect.js';
import { migrateToLatest } from '../../api/src/db/migrations/index.js';
import { watchApiResources } from '../../api/src/metrics/resource-gauges.js';
import { createLogger } from '../../observability/logger.js';
import { createMetricsRegistry } from '../../observability/metrics-registry.js';
import { hasPromtool, promtoolCheckMetrics } from '../support/metrics-text.js';
import { createLeadsFixture, type LeadsFixture } from './support/leads.js';
import { unusedPort } from './support/mailbox.js';
import { recordingQueries } from './support/query-plans.js';
import { expectStatus, sendJson } from './support/people.js';
import { METRICS_TOKEN, expectOutboxBacklogThroughIndex, scrapeApi, scrapeOf, seriesLabels, type Scrape } from './support/scrape.js';
import { DAY_WINDOW_MS } from '../support/rate-windows.js';
import { bearer, signIn } from './support/staff.js';
import { createTestApi, type ApiResponse, type TestApi } from './support/test-api.js';
import { eventually, postJson, visitorAddress } from './support/visitors.js';

const fixtures = path.resolve(import.meta.dirname, '../../api/src/leads/portal-documents/fixtures');
const UNAUTHORIZED = { message: 'Não autorizado.' };
const NOT_FOUND = { message: 'Recurso não encontrado.' };
const CONTACT = {
  name: 'Helena Prates',
  email: 'helena.prates@exemplo.com.br',
  phone: '(19) 98888-1234',
  interest: 'buy',
  message: 'Gostaria de visitar a casa no sábado.',
};
/** Failed sign-ins per e-mail from one address before the third is refused. */
const LOGIN_ACCOUNT_LIMIT = { max: 2, windowMs: DAY_WINDOW_MS };

function olxDocument(originLeadId: string, listingCode: string): string {
  const document = JSON.parse(readFileSync(path.join(fixtures, 'grupo-olx-lead.json'), 'utf8')) as Record<string, unknown>;
  return JSON.stringify({ ...document, originLeadId, clientListingId: listingCode });
}

function postDocument(testApi: TestApi, address: string, body: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return testApi.request(address, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
}

/** What a scrape shows of the counters, so a test can read how much each moved. */
function countsOf(scrape: Scrape, name: string, labelSets: Record<string, Record<string, string>>): Record<string, number> {
  return Object.fromEntries(Object.entries(labelSets).map(([key, labels]) => [key, scrape.value(name, labels) ?? 0]));
}

function movedBy(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]));
}

/**
 * What promtool's lint says of prom-client's default metrics, which the API does not name: gauges of active handles,
 * requests and resources ending in `_total`.
 */
const PROM_CLIENT_DEFAULT_LINT = /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;

const SIGN_IN_REFUSALS = { rateLimit: { reason: 'rate_limit' }, credentials: { reason: 'credentials' } };

describe('the API’s metrics on SQLite', () => {
  let leads: LeadsFixture;
  let testApi: TestApi;
  beforeAll(async () => {
    leads = await createLeadsFixture('sqlite', {
      metrics: createMetricsRegistry(),
      metricsToken: METRICS_TOKEN,
      failedSignInDelayMs: 0,
      rateLimits: { loginAccount: LOGIN_ACCOUNT_LIMIT },
    });
    testApi = leads.testApi;
  });
  afterAll(async () => {
    await leads.testApi.dispose();
  });

  it('refuses /metrics without the bearer token, or with another, with a 401 in pt-BR', async () => {
    for (const headers of [{}, bearer('outro-token-qualquer-de-teste'), { authorization: `Basic ${btoa(`x:${METRICS_TOKEN}`)}` }]) {
      const answer = await testApi.request('/metrics', { key: null, headers });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(UNAUTHORIZED);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.text).not.toContain('outbox_queue_length');
    }
  });

  it('shows the outbox empty at first, then the queued contact message waiting (no SMTP) and growing older', async () => {
    const empty = await scrapeApi(testApi);
    expect(empty.value('outbox_queue_length')).toBe(0);
    expect(empty.value('outbox_oldest_mail_age_seconds')).toBe(0);

    expectStatus(await postJson(testApi, '/api/send-contact-email', CONTACT), 201);
    const queued = await scrapeApi(testApi);
    expect(queued.value('outbox_queue_length')).toBeGreaterThanOrEqual(1);
    const firstAge = queued.value('outbox_oldest_mail_age_seconds') ?? Number.NaN;
    expect(firstAge).toBeGreaterThanOrEqual(0);
    expect(firstAge).toBeLessThan(60);

    await sleep(300);
    const later = await scrapeApi(testApi);
    expect(later.value('outbox_queue_length')).toBeGreaterThanOrEqual(1);
    expect(later.value('outbox_oldest_mail_age_seconds')).toBeGreaterThanOrEqual(firstAge + 0.25);
  });

  it('reads the outbox gauges through outbox_due_idx', async () => {
    await expectOutboxBacklogThroughIndex(testApi);
  });

  it('counts requests by the route’s pattern, never by the path with its id', async () => {
    const routeLabels = { process: 'api', method: 'GET', route: '/api/properties', status: '200' };
    const detailLabels = { process: 'api', method: 'GET', route: '/api/properties/:id', status: '200' };
    const before = await scrapeApi(testApi);
    expectStatus(await testApi.request('/api/properties'), 200);
    expectStatus(await testApi.request('/api/properties?page=2'), 200);
    expectStatus(await testApi.request(`/api/properties/${leads.propertyA}`, { headers: bearer(leads.admin.token) }), 200);
    const after = await scrapeApi(testApi);
    expect((after.value('http_requests_total', routeLabels) ?? 0) - (before.value('http_requests_total', routeLabels) ?? 0)).toBe(2);
    expect((after.value('http_requests_total', detailLabels) ?? 0) - (before.value('http_requests_total', detailLabels) ?? 0)).toBe(1);
    // The histogram too (read from the text: the parser keeps no labels of a histogram's series).
    expect(after.text).toMatch(/^http_request_duration_seconds_count\{process="api",method="GET",route="\/api\/properties"\} [1-9]/m);
    const routes = seriesLabels(after, 'http_requests_total').map((labels) => labels.route ?? '');
    expect(routes.filter((route) => /\/\d+(\/|$)|\?/.test(route))).toEqual([]);
  });

  it('counts the portals’ documents: accepted, duplicate, refused and not found, labelled by known portals only', async () => {
    const secretAnswer = await sendJson(testApi, leads.admin.token, 'POST', '/api/portal-leads/addresses/grupo-olx', {});
    expectStatus(secretAnswer, 200);
    const { secret } = secretAnswer.json as { secret: string };
    const address = `/api/portal-leads/grupo-olx/${secret}`;
    const olx = (outcome: string) => ({ portal: 'grupo-olx', outcome });
    const labelSets = {
      accepted: olx('accepted'),
      duplicate: olx('duplicate'),
      refused: olx('refused'),
      notFound: olx('not_found'),
      unknownPortal: { portal: '(desconhecido)', outcome: 'not_found' },
    };
    const before = await scrapeApi(testApi);
    // Every known portal is shown from the start, each outcome at 0 until its first document.
    for (const outcome of ['accepted', 'duplicate', 'refused', 'not_found']) {
      expect(before.value('portal_leads_total', { portal: 'chaves-na-mao', outcome })).toBe(0);
    }

    expectStatus(await postDocument(testApi, address, olxDocument('metricas-1', leads.codeA)), 201);
    expectStatus(await postDocument(testApi, address, olxDocument('metricas-1', leads.codeA)), 200);
    expectStatus(await postDocument(testApi, address, olxDocument('metricas-1', leads.codeA)), 200);
    expectStatus(await postDocument(testApi, address, '{"originLeadId": '), 400);
    expectStatus(await postDocument(testApi, '/api/portal-leads/grupo-olx/segredo-errado', olxDocument('metricas-2', leads.codeA)), 404);
    const basicWrong = { authorization: `Basic ${btoa('portal:segredo-errado')}` };
    expectStatus(await postDocument(testApi, '/api/portal-leads/grupo-olx', olxDocument('metricas-3', leads.codeA), basicWrong), 404);
    const unknown = await postDocument(testApi, `/api/portal-leads/portal-inventado-xyz/${secret}`, olxDocument('metricas-4', leads.codeA));
    expectStatus(unknown, 404);
    expect(unknown.json).toEqual(NOT_FOUND);
    // The portal's empty test document is answered and counts as nothing.
    expectStatus(await postDocument(testApi, address, ''), 200);

    const after = await scrapeApi(testApi);
    expect(movedBy(countsOf(before, 'portal_leads_total', labelSets), countsOf(after, 'portal_leads_total', labelSets))).toEqual({
      accepted: 1,
      duplicate: 2,
      refused: 1,
      notFound: 2,
      unknownPortal: 1,
    });
    const portals = new Set(seriesLabels(after, 'portal_leads_total').map((labels) => labels.portal));
    expect([...portals].sort()).toEqual(['(desconhecido)', 'chaves-na-mao', 'grupo-olx']);
    // The refused document was kept for staff.
    const rejects = await testApi.db.selectFrom('portal_lead_rejects').select('portal').execute();
    expect(rejects.map((row) => row.portal)).toContain('grupo-olx');
  });

  it('counts sign-ins refused for wrong credentials and by the per-account limit, not the empty form nor a success', async () => {
    const before = await scrapeApi(testApi);
    expect(before.value('sign_in_refused_total', { reason: 'rate_limit' })).toBeGreaterThanOrEqual(0);
    const office = visitorAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_ACCOUNT_LIMIT.max + 1; attempt += 1) {
      statuses.push((await signIn(testApi, leads.admin.email, 'senha-errada-123', office)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    expectStatus(await postJson(testApi, '/api/auth', { email: '', password: '' }), 422);
    expectStatus(await signIn(testApi, leads.brokerA.email), 200);

    const after = await scrapeApi(testApi);
    expect(
      movedBy(countsOf(before, 'sign_in_refused_total', SIGN_IN_REFUSALS), countsOf(after, 'sign_in_refused_total', SIGN_IN_REFUSALS)),
    ).toEqual({
      rateLimit: 1,
      credentials: 2,
    });
  });

  it('counts sign-ins the password gate refuses, its line full, as rate_limit', async () => {
    // The gate is the process's; an earlier test's check may still hold a turn while it rests.
    await eventually(
      () => Promise.resolve(passwordGate.turnsInUse),
      (turns) => turns === 0,
    );
    const before = await scrapeApi(testApi);
    const earlierLimits = passwordGate.limits;
    passwordGate.configure({ atOnce: 1, maxWaiting: 0, busyShare: 1 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => signIn(testApi, `fila-${index}@imobiliaria-teste.com.br`, 'chute', visitorAddress())),
    ).finally(() => passwordGate.configure(earlierLimits));
    const busy = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + checked.length).toBe(answers.length);
    for (const answer of busy) expect(answer.json).toEqual({ message: PASSWORD_WORK_BUSY_MESSAGE });

    const after = await scrapeApi(testApi);
    expect(
      movedBy(countsOf(before, 'sign_in_refused_total', SIGN_IN_REFUSALS), countsOf(after, 'sign_in_refused_total', SIGN_IN_REFUSALS)),
    ).toEqual({
      rateLimit: busy.length,
      credentials: checked.length,
    });
  }, 60_000);

  it('shows SQLite’s one connection as total=1, with no idle or waiting count it cannot know', async () => {
    const scrape = await scrapeApi(testApi);
    expect(seriesLabels(scrape, 'db_pool_connections')).toEqual([{ state: 'total' }]);
    expect(scrape.value('db_pool_connections', { state: 'total' })).toBe(1);
  });

  it.skipIf(!hasPromtool)('serves what promtool check metrics reads, its lint finding nothing but in prom-client’s defaults', async () => {
    const { exitCode, report } = await promtoolCheckMetrics((await scrapeApi(testApi)).text);
    // 1 is text promtool cannot read; 3 is its lint's findings, listed one a line.
    expect([0, 3]).toContain(exitCode);
    const findings = report.split('\n').filter((line) => line !== '');
    expect(findings.filter((line) => !PROM_CLIENT_DEFAULT_LINT.test(line))).toEqual([]);
  });
});

describe('the API’s /metrics without a token', () => {
  let testApi: TestApi;
  beforeAll(async () => {
    testApi = await createTestApi({ seedDemo: false, metrics: createMetricsRegistry() });
  });
  afterAll(async () => {
    await testApi.dispose();
  });

  it('is not found, as any unknown address, even with a bearer token', async () => {
    for (const headers of [{}, bearer(METRICS_TOKEN)]) {
      const answer = await testApi.request('/metrics', { key: null, headers });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(NOT_FOUND);
    }
  });
});

describe('the API’s metrics on an address of their own (METRICS_ADDRESS)', () => {
  let testApi: TestApi;
  let metricsUrl: string;
  beforeAll(async () => {
    const port = await unusedPort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    testApi = await createTestApi({
      seedDemo: false,
      metrics: createMetricsRegistry(),
      metricsToken: METRICS_TOKEN,
      metricsAddress: { host: '127.0.0.1', port },
      failedSignInDelayMs: 0,
    });
  });
  afterAll(async () => {
    await testApi.dispose();
  });

  async function scrapeOpenly(): Promise<Scrape> {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return scrapeOf(await response.text());
  }

  it('serves /metrics there without a token, while the main port still asks for it', async () => {
    const before = await scrapeOpenly();
    expectStatus(await signIn(testApi, 'ninguem@imobiliaria-teste.com.br', 'senha-errada-123'), 401);
    const after = await scrapeOpenly();
    expect(after.value('sign_in_refused_total', { reason: 'credentials' })).toBe(
      (before.value('sign_in_refused_total', { reason: 'credentials' }) ?? 0) + 1,
    );
    expect(after.value('outbox_queue_length')).toBe(0);
    expect(after.value('db_pool_connections', { state: 'total' })).toBe(1);

    const mainPort = await testApi.request('/metrics', { key: null });
    expect(mainPort.status).toBe(401);
    expect(mainPort.json).toEqual(UNAUTHORIZED);
    expect((await scrapeApi(testApi)).value('outbox_queue_length')).toBe(0);
  });

  it('answers the other metrics when the outbox cannot be read, the outbox gauges NaN, and warns once', async () => {
    await sql`alter table outbox rename to outbox_away`.execute(testApi.db);
    try {
      const first = await scrapeOpenly();
      expect(first.value('outbox_queue_length')).toBeNaN();
      expect(first.value('outbox_oldest_mail_age_seconds')).toBeNaN();
      expect(first.value('db_pool_connections', { state: 'total' })).toBe(1);
      expect((await scrapeOpenly()).value('outbox_queue_length')).toBeNaN();
    } finally {
      await sql`alter table outbox_away rename to outbox`.execute(testApi.db);
    }
    const warnings = testApi.logs.filter((line) => line.includes('não foi possível ler a caixa de saída'));
    expect(warnings).toHaveLength(1);
    const recovered = await eventually(scrapeOpenly, (scrape) => scrape.value('outbox_queue_length') === 0);
    expect(recovered.value('outbox_oldest_mail_age_seconds')).toBe(0);
  });
});

describe('one registry shared by two APIs in one process', () => {
  it('makes each metric once, sums the connections of both, and drops the gauges when the last API stops', async () => {
    const registry = createMetricsRegistry();
    const first = await createTestApi({ seedDemo: false, metrics: registry });
    const second = await createTestApi({ seedDemo: false, metrics: registry }).catch(async (error: unknown) => {
      await first.dispose();
      throw error;
    });
    try {
      const both = scrapeOf(await registry.metrics());
      expect(both.value('db_pool_connections', { state: 'total' })).toBe(2);
      expect(both.value('outbox_queue_length')).toBe(0);
      await first.stop();
      expect(scrapeOf(await registry.metrics()).value('db_pool_connections', { state: 'total' })).toBe(1);
      await second.stop();
      const none = scrapeOf(await registry.metrics());
      expect(none.value('outbox_queue_length')).toBeUndefined();
      expect(none.value('db_pool_connections')).toBeUndefined();
      expect(none.value('sign_in_refused_total', { reason: 'credentials' })).toBe(0);
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });
});

describe('the outbox gauges of a scrape', () => {
  it('share one read of the outbox, one query per scrape', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-metrics-'));
    const handle = openDatabase(dataDir, undefined);
    try {
      await migrateToLatest(handle);
      const recording = recordingQueries(handle.db);
      const registry = createMetricsRegistry();
      const stop = watchApiResources(registry, {
        db: recording.db,
        connections: handle.connections,
        logger: createLogger({ processName: 'api', format: 'json', level: 'silent' }),
      });
      const outboxReads = () => recording.queries.filter((query) => /from "outbox"/.test(query.sql)).length;
      const first = scrapeOf(await registry.metrics());
      expect(first.value('outbox_queue_length')).toBe(0);
      expect(first.value('outbox_oldest_mail_age_seconds')).toBe(0);
      expect(outboxReads()).toBe(1);
      await registry.metrics();
      expect(outboxReads()).toBe(2);
      stop();
    } finally {
      await handle.db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
