import { afterAll, beforeAll, expect, it } from 'vitest';
import { POSTGRES_APPLICATION_NAME } from '../../api/src/db/connect.js';
import { createMetricsRegistry } from '../../observability/metrics-registry.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { METRICS_TOKEN, expectOutboxBacklogThroughIndex, scrapeApi, seriesLabels } from './support/scrape.js';
import { createTestApi, type TestApi } from './support/test-api.js';
import { eventually, postJson } from './support/visitors.js';

const CONTACT = {
  name: 'Rui Albuquerque',
  email: 'rui.albuquerque@exemplo.com.br',
  phone: '(19) 97777-4321',
  message: 'Quero saber das condições de financiamento.',
};

await describeOnPostgres('the API’s metrics', () => {
  let testApi: TestApi;
  beforeAll(async () => {
    testApi = await createTestApi({ dialect: 'postgres', seedDemo: false, metrics: createMetricsRegistry(), metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await testApi.dispose();
  });

  it('shows the pool’s connections: total as PostgreSQL counts them, idle within it, none waiting', async () => {
    const scrape = await scrapeApi(testApi);
    expect(
      seriesLabels(scrape, 'db_pool_connections')
        .map((labels) => labels.state)
        .sort(),
    ).toEqual(['idle', 'total', 'waiting']);
    const total = scrape.value('db_pool_connections', { state: 'total' }) ?? Number.NaN;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(scrape.value('db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(scrape.value('db_pool_connections', { state: 'waiting' })).toBe(0);
    // The pool's total is the server's count of the API's connections (a scrape's own read may open one meanwhile).
    const database = testApi.database;
    if (database === undefined) throw new Error('A API de teste não tem banco PostgreSQL.');
    await eventually(
      async () => {
        const shown = (await scrapeApi(testApi)).value('db_pool_connections', { state: 'total' });
        return { shown, counted: await database.openConnections(POSTGRES_APPLICATION_NAME) };
      },
      ({ shown, counted }) => shown === counted,
    );
  });

  it('shows the queued contact message in the outbox gauges', async () => {
    const before = await scrapeApi(testApi);
    expect(before.value('outbox_queue_length')).toBe(0);
    expect(before.value('outbox_oldest_mail_age_seconds')).toBe(0);
    expect((await postJson(testApi, '/api/send-contact-email', CONTACT)).status).toBe(201);
    const after = await scrapeApi(testApi);
    expect(after.value('outbox_queue_length')).toBe(1);
    expect(after.value('outbox_oldest_mail_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after.value('outbox_oldest_mail_age_seconds')).toBeLessThan(60);
  });

  it('reads the outbox gauges through outbox_due_idx', async () => {
    await expectOutboxBacklogThroughIndex(testApi);
  });
});
