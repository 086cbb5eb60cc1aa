import { expect } from 'vitest';
import { outboxBacklogQuery } from '../../../api/src/mail/outbox-backlog.js';
import { metricValue, readMetrics, type MetricFamily } from '../../support/metrics-text.js';
import { planOf, seeksThroughIndex } from './query-plans.js';
import type { TestApi } from './test-api.js';

/** The bearer token the tests' APIs are given for `/metrics`. */
export const METRICS_TOKEN = 'token-das-metricas-dos-testes';

export interface Scrape {
  text: string;
  families: MetricFamily[];
  value(name: string, labels?: Record<string, string>): number | undefined;
}

export function scrapeOf(text: string): Scrape {
  const families = readMetrics(text);
  return { text, families, value: (name, labels) => metricValue(families, name, labels) };
}

/** `GET /metrics` on the API's own port with the bearer token (no API key: the scraper has none): 200, parsed. */
export async function scrapeApi(testApi: TestApi, token = METRICS_TOKEN): Promise<Scrape> {
  const response = await testApi.request('/metrics', { key: null, headers: { authorization: `Bearer ${token}` } });
  expect(response.status, response.text).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return scrapeOf(response.text);
}

/** The label sets of a family's series. */
export function seriesLabels(scrape: Scrape, name: string): Record<string, string>[] {
  return scrape.families.find((family) => family.name === name)?.metrics.map((sample) => sample.labels ?? {}) ?? [];
}

/** The outbox gauges' read, as the API runs it, explained by the test's database: it seeks through `outbox_due_idx`. */
export async function expectOutboxBacklogThroughIndex(testApi: TestApi): Promise<void> {
  const compiled = outboxBacklogQuery(testApi.db).compile();
  const plan = await planOf(testApi.db, testApi.dialect, { sql: compiled.sql, parameters: compiled.parameters });
  expect(plan.join('\n')).toContain('outbox_due_idx');
  expect(seeksThroughIndex(plan, 'outbox'), plan.join('\n')).toBe(true);
}
