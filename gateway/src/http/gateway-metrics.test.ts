import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { gatewayMetrics, MAX_OPERATION_NAMES } from './gateway-metrics.js';
import { operationLabel } from './graphql-observability.js';

async function operationSeries(registry: Registry): Promise<{ operation: string; outcome: string; value: number }[]> {
  const { values } = await registry.getSingleMetric('graphql_operations_total')!.get();
  return values.map(({ labels, value }) => ({ operation: String(labels.operation), outcome: String(labels.outcome), value }));
}

describe('the operation label', () => {
  it('is the GraphQL name as written, (anônima) without one, (outra) for anything else', () => {
    expect(operationLabel('PropertyDetail')).toBe('PropertyDetail');
    expect(operationLabel(`_${'a'.repeat(63)}`)).toBe(`_${'a'.repeat(63)}`);
    expect(operationLabel(null)).toBe('(anônima)');
    expect(operationLabel('')).toBe('(anônima)');
    for (const name of [`a${'b'.repeat(64)}`, '1stOperation', 'nome com espaço', 'Casa"}\n', 'Ação']) {
      expect(operationLabel(name), name).toBe('(outra)');
    }
  });
});

describe("the gateway's metrics", () => {
  it('label at most MAX_OPERATION_NAMES names, then count the others as (outra)', async () => {
    const registry = new Registry();
    const metrics = gatewayMetrics(registry);
    for (let index = 0; index < MAX_OPERATION_NAMES + 50; index += 1) metrics.countOperation(`Operation${index}`, 'ok');
    metrics.countOperation('Operation0', 'error');
    metrics.countOperation('(anônima)', 'invalid');
    metrics.countOperation('Operation0', 'ok');
    const series = await operationSeries(registry);
    const names = new Set(series.map((entry) => entry.operation).filter((name) => !name.startsWith('(')));
    expect(names.size).toBe(MAX_OPERATION_NAMES);
    expect(names.has(`Operation${MAX_OPERATION_NAMES}`)).toBe(false);
    expect(series).toContainEqual({ operation: '(outra)', outcome: 'ok', value: 50 });
    expect(series).toContainEqual({ operation: '(anônima)', outcome: 'invalid', value: 1 });
    // A name labelled before the bound was reached keeps its own series.
    expect(series).toContainEqual({ operation: 'Operation0', outcome: 'ok', value: 2 });
    expect(series).toContainEqual({ operation: 'Operation0', outcome: 'error', value: 1 });
  });

  it('are made once per registry, with every series of fixed labels at 0', async () => {
    const registry = new Registry();
    expect(gatewayMetrics(registry)).toBe(gatewayMetrics(registry));
    const text = await registry.metrics();
    for (const outcome of ['ok', 'client_error', 'server_error', 'unreachable', 'timeout']) {
      expect(text).toContain(`gateway_api_calls_total{outcome="${outcome}"} 0`);
      expect(text).toContain(`gateway_api_call_duration_seconds_count{outcome="${outcome}"} 0`);
    }
    for (const cache of ['page', 'response']) {
      for (const result of ['hit', 'miss']) expect(text).toContain(`cache_requests_total{cache="${cache}",result="${result}"} 0`);
    }
    // Nobody watches the API yet: not ready.
    expect(text).toContain('gateway_api_ready 0');
  });

  it('read the API as ready at each scrape, as its check answers then', async () => {
    const registry = new Registry();
    const metrics = gatewayMetrics(registry);
    let ready = true;
    metrics.watchApiReadiness(() => (ready ? Promise.resolve() : Promise.reject(new Error('fora do ar'))));
    expect(await registry.getSingleMetricAsString('gateway_api_ready')).toContain('gateway_api_ready 1');
    ready = false;
    expect(await registry.getSingleMetricAsString('gateway_api_ready')).toContain('gateway_api_ready 0');
  });
});
