import { collectDefaultMetrics, Registry } from 'prom-client';
import { type CountTally, type DurationTally, talliedCounter, talliedHistogram } from './tallied-metrics.js';

export { Registry } from 'prom-client';

/** Seconds: from a cached answer (a few ms) to a slow page or upload (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The requests every process counts, by process, method, route pattern and status. */
export interface HttpMetrics {
  requests: CountTally<'process' | 'method' | 'route' | 'status'>;
  duration: DurationTally<'process' | 'method' | 'route'>;
}

/**
 * A registry with the process's own metrics (memory, CPU, event-loop delay, garbage collection). When the API and
 * the gateway run in one process (`npm start`), they share one registry and tell their requests apart by `process`.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  return registry;
}

/**
 * `make` made once per registry, whoever asks first: a metric's name may be registered only once in a registry, and
 * the API and the gateway of `npm start` share one.
 */
export function oncePerRegistry<Metrics>(make: (registry: Registry) => Metrics): (registry: Registry) => Metrics {
  const made = new WeakMap<Registry, Metrics>();
  return (registry) => {
    const known = made.get(registry);
    if (known !== undefined) return known;
    const metrics = make(registry);
    made.set(registry, metrics);
    return metrics;
  };
}

/** The HTTP metrics of a registry. */
export const httpMetrics = oncePerRegistry((registry): HttpMetrics => ({
  requests: talliedCounter(registry, {
    name: 'http_requests_total',
    help: 'Requisições HTTP atendidas, por processo, método, rota e status.',
    labelNames: ['process', 'method', 'route', 'status'],
  }),
  duration: talliedHistogram(registry, {
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, do início ao fim da resposta, em segundos.',
    labelNames: ['process', 'method', 'route'],
    buckets: LATENCY_BUCKETS,
  }),
}));
