import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { talliedCounter, talliedHistogram } from './tallied-metrics.js';

const BOUNDS = [0.01, 0.1, 1];
type RequestLabels = { process: string; method: string; route: string };
const REQUESTS: [RequestLabels, string, number][] = [
  [{ process: 'gateway', method: 'POST', route: '/graphql' }, '200', 0.004],
  [{ process: 'gateway', method: 'POST', route: '/graphql' }, '200', 0.01],
  [{ process: 'gateway', method: 'POST', route: '/graphql' }, '502', 0.3],
  [{ process: 'gateway', method: 'GET', route: '/imovel/:slug' }, '200', 4.5],
  [{ process: 'api', method: 'GET', route: '/api/properties' }, '404', 0.05],
];
const COUNTER = { name: 'requests_total', help: 'Requisições.', labelNames: ['process', 'method', 'route', 'status'] as const };
const HISTOGRAM = { name: 'duration_seconds', help: 'Duração.', labelNames: ['process', 'method', 'route'] as const, buckets: BOUNDS };

function tallied() {
  const registry = new Registry();
  return { registry, requests: talliedCounter(registry, COUNTER), duration: talliedHistogram(registry, HISTOGRAM) };
}

function promClientText(): Promise<string> {
  const registry = new Registry();
  const counter = new Counter({ ...COUNTER, labelNames: [...COUNTER.labelNames], registers: [registry] });
  const histogram = new Histogram({ ...HISTOGRAM, labelNames: [...HISTOGRAM.labelNames], registers: [registry] });
  for (const [labels, status, seconds] of REQUESTS) {
    counter.inc({ ...labels, status });
    histogram.observe(labels, seconds);
  }
  return registry.metrics();
}

describe('tallied metrics', () => {
  it('are scraped as the very text prom-client writes for the same observations', async () => {
    const { registry, requests, duration } = tallied();
    for (const [labels, status, seconds] of REQUESTS) {
      requests.inc({ ...labels, status });
      duration.observe(labels, seconds);
    }
    expect(await registry.metrics()).toBe(await promClientText());
  });

  it('count a duration equal to a bound in that bound, and one past the last bound only in +Inf', () => {
    const { duration } = tallied();
    const labels = { process: 'api', method: 'GET', route: '/x' };
    duration.observe(labels, 0.1);
    duration.observe(labels, 7);
    const buckets = duration.values('d').filter((value) => value.metricName === 'd_bucket');
    expect(Object.fromEntries(buckets.map((value) => [String(value.labels.le), value.value]))).toEqual({
      '0.01': 0,
      '0.1': 1,
      '1': 1,
      '+Inf': 2,
    });
  });

  it('show a zeroed series and an increment of 0 before anything happened', async () => {
    const { registry, requests, duration } = tallied();
    requests.inc({ process: 'api', method: 'GET', route: '/x', status: '200' }, 0);
    duration.zero({ process: 'api', method: 'GET', route: '/x' });
    const text = await registry.metrics();
    expect(text).toContain('requests_total{process="api",method="GET",route="/x",status="200"} 0');
    expect(text).toContain('duration_seconds_count{process="api",method="GET",route="/x"} 0');
  });

  it('are read the same as JSON, for whoever asks the registry for them', async () => {
    const { registry, requests, duration } = tallied();
    requests.inc({ process: 'api', method: 'GET', route: '/x', status: '500' }, 2);
    duration.observe({ process: 'api', method: 'GET', route: '/x' }, 0.2);
    const json = await registry.getMetricsAsJSON();
    expect(json.find((metric) => metric.name === 'requests_total')?.values).toEqual([
      { labels: { process: 'api', method: 'GET', route: '/x', status: '500' }, value: 2 },
    ]);
    expect(json.find((metric) => metric.name === 'duration_seconds')?.values).toContainEqual({
      labels: { process: 'api', method: 'GET', route: '/x' },
      value: 1,
      metricName: 'duration_seconds_count',
    });
  });

  it('keep only the named labels, as they were when first counted', async () => {
    const { registry, requests } = tallied();
    const labels = { process: 'api', method: 'GET', route: '/x', status: '200', extra: 'no' };
    requests.inc(labels);
    labels.route = '/y';
    const text = await registry.metrics();
    expect(text).not.toContain('/y');
    expect(text).not.toContain('extra');
  });
});
