import { Gauge } from 'prom-client';
import { LATENCY_BUCKETS, oncePerRegistry } from '../../../observability/metrics-registry.js';
import { talliedCounter, talliedHistogram } from '../../../observability/tallied-metrics.js';
import type { GraphqlOutcome } from '../../../observability/request-context.js';
import type { CacheLookup } from '../pages/page-cache.js';
import type { ApiCallObserver, ApiCallOutcome } from '../rest/call-observer.js';

/** The label of an operation name past the `MAX_OPERATION_NAMES` first ones (or not a GraphQL name at all). */
export const OTHER_OPERATION = '(outra)';

/**
 * Distinct operation names one registry labels its counts with: the names come from clients, so past these the
 * counts go under `OTHER_OPERATION` and no client can grow the metrics without end. The site's own operations are
 * about 80; a gateway meets them within minutes of starting.
 */
export const MAX_OPERATION_NAMES = 200;

const API_CALL_OUTCOMES: readonly ApiCallOutcome[] = ['ok', 'client_error', 'server_error', 'unreachable', 'timeout'];
const CACHE_LOOKUPS: readonly CacheLookup[] = ['hit', 'miss'];
const CACHES = ['page', 'response'] as const;

/** The gateway's own metrics, beyond the HTTP ones every process has. */
export interface GatewayMetrics {
  /** Counts a GraphQL operation by name (bounded, see `MAX_OPERATION_NAMES`) and outcome. */
  countOperation(operation: string, outcome: GraphqlOutcome): void;
  /** Counts and times a call of the API by its outcome (the REST client's `onCall`). */
  readonly observeApiCall: ApiCallObserver;
  /** Counts a lookup of the page cache. */
  readonly countPageLookup: (result: CacheLookup) => void;
  /** Counts a lookup of the GraphQL response cache. */
  readonly countResponseLookup: (result: CacheLookup) => void;
  /** How `gateway_api_ready` asks the API, at each scrape: resolves when it is ready, rejects otherwise. */
  watchApiReadiness(ready: () => Promise<void>): void;
}

/**
 * The gateway's metrics in `registry`, made once whoever asks first (the API and the gateway of `npm start` share
 * one registry): `graphql_operations_total`, `gateway_api_calls_total`, `gateway_api_call_duration_seconds`,
 * `gateway_api_ready` and `cache_requests_total`. The series of fixed labels exist from the start, at 0.
 */
export const gatewayMetrics = oncePerRegistry((registry): GatewayMetrics => {
  const operations = talliedCounter(registry, {
    name: 'graphql_operations_total',
    help: 'Operações GraphQL, por nome e desfecho: ok, error (respondida com erros), refused (recusada pelos limites) ou invalid (documento inválido).',
    labelNames: ['operation', 'outcome'],
  });
  const apiCalls = talliedCounter(registry, {
    name: 'gateway_api_calls_total',
    help: 'Chamadas do gateway à API, por desfecho: ok (2xx/3xx), client_error (4xx), server_error (5xx), unreachable ou timeout.',
    labelNames: ['outcome'],
  });
  const apiCallDuration = talliedHistogram(registry, {
    name: 'gateway_api_call_duration_seconds',
    help: 'Duração das chamadas do gateway à API, até o status da resposta (ou a falha), em segundos.',
    labelNames: ['outcome'],
    buckets: LATENCY_BUCKETS,
  });
  const cacheRequests = talliedCounter(registry, {
    name: 'cache_requests_total',
    help: 'Consultas aos caches de leituras públicas (page: páginas renderizadas; response: respostas GraphQL), por resultado.',
    labelNames: ['cache', 'result'],
  });
  let apiReady: (() => Promise<void>) | null = null;
  new Gauge({
    name: 'gateway_api_ready',
    help: 'Se a API responde pronta ao /health/ready (1) ou não (0), perguntado a cada coleta.',
    registers: [registry],
    async collect() {
      const ready = apiReady;
      this.set(
        ready === null
          ? 0
          : await ready().then(
              () => 1,
              () => 0,
            ),
      );
    },
  });

  // Every series of fixed labels is there from the first scrape, at 0: a rate or a ratio needs no first event.
  for (const outcome of API_CALL_OUTCOMES) {
    apiCalls.inc({ outcome }, 0);
    apiCallDuration.zero({ outcome });
  }
  for (const cache of CACHES) for (const result of CACHE_LOOKUPS) cacheRequests.inc({ cache, result }, 0);
  const operationNames = new Set<string>();

  return {
    countOperation(operation, outcome) {
      // The labels the gateway writes itself, in parentheses (no GraphQL name has one), take no room.
      if (!operation.startsWith('(') && !operationNames.has(operation)) {
        if (operationNames.size >= MAX_OPERATION_NAMES) {
          operations.inc({ operation: OTHER_OPERATION, outcome });
          return;
        }
        operationNames.add(operation);
      }
      operations.inc({ operation, outcome });
    },
    observeApiCall(outcome, seconds) {
      apiCalls.inc({ outcome });
      apiCallDuration.observe({ outcome }, seconds);
    },
    countPageLookup: (result) => cacheRequests.inc({ cache: 'page', result }),
    countResponseLookup: (result) => cacheRequests.inc({ cache: 'response', result }),
    watchApiReadiness(ready) {
      apiReady = ready;
    },
  };
});
