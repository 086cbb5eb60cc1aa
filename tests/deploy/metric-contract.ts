import { namesOf } from './promql-names.js';

/**
 * The metrics the API and the gateway serve at /metrics, as the dashboard and the alert rules of deploy/ may use them:
 * each name with its labels and, for a label with a fixed set of values, those values. Prometheus adds `job` (the
 * scrape job: `api` or `gateway`) and `instance` to every series, and `up` per target.
 */

/** A label's values: a fixed list, or anything (a route, an operation's name, a status code). */
type LabelValues = readonly string[] | 'any';

interface ContractMetric {
  type: 'counter' | 'gauge' | 'histogram';
  labels: Readonly<Record<string, LabelValues>>;
}

const ANY = 'any';

/** Labels Prometheus puts on every scraped series. */
const TARGET_LABELS: Readonly<Record<string, LabelValues>> = { job: ['api', 'gateway'], instance: ANY };

export const METRIC_CONTRACT: Readonly<Record<string, ContractMetric>> = {
  up: { type: 'gauge', labels: {} },
  // Both processes.
  http_requests_total: { type: 'counter', labels: { process: ['api', 'gateway'], method: ANY, route: ANY, status: ANY } },
  http_request_duration_seconds: { type: 'histogram', labels: { process: ['api', 'gateway'], method: ANY, route: ANY } },
  // prom-client's default metrics the contract names.
  process_resident_memory_bytes: { type: 'gauge', labels: {} },
  process_cpu_seconds_total: { type: 'counter', labels: {} },
  nodejs_heap_size_used_bytes: { type: 'gauge', labels: {} },
  nodejs_eventloop_lag_p99_seconds: { type: 'gauge', labels: {} },
  nodejs_eventloop_lag_seconds: { type: 'gauge', labels: {} },
  // The gateway.
  graphql_operations_total: { type: 'counter', labels: { operation: ANY, outcome: ['ok', 'error', 'refused', 'invalid'] } },
  gateway_api_calls_total: { type: 'counter', labels: { outcome: ['ok', 'client_error', 'server_error', 'unreachable', 'timeout'] } },
  gateway_api_call_duration_seconds: {
    type: 'histogram',
    labels: { outcome: ['ok', 'client_error', 'server_error', 'unreachable', 'timeout'] },
  },
  gateway_api_ready: { type: 'gauge', labels: {} },
  cache_requests_total: { type: 'counter', labels: { cache: ['page', 'response'], result: ['hit', 'miss'] } },
  // The API.
  outbox_queue_length: { type: 'gauge', labels: {} },
  outbox_oldest_mail_age_seconds: { type: 'gauge', labels: {} },
  portal_leads_total: { type: 'counter', labels: { portal: ANY, outcome: ['accepted', 'duplicate', 'refused', 'not_found'] } },
  sign_in_refused_total: { type: 'counter', labels: { reason: ['rate_limit', 'credentials'] } },
  db_pool_connections: { type: 'gauge', labels: { state: ['total', 'idle', 'waiting'] } },
};

const HISTOGRAM_SERIES = /^(.+)_(bucket|sum|count)$/;

/**
 * The labels a series name has by the contract (its own, `le` for a histogram's buckets, and the target's), or
 * undefined when the name is not the contract's.
 */
function contractLabels(seriesName: string): Readonly<Record<string, LabelValues>> | undefined {
  const direct = METRIC_CONTRACT[seriesName];
  if (direct) return direct.type === 'histogram' ? undefined : { ...direct.labels, ...TARGET_LABELS };
  const [, base, suffix] = HISTOGRAM_SERIES.exec(seriesName) ?? [];
  const histogram = base === undefined ? undefined : METRIC_CONTRACT[base];
  if (histogram?.type !== 'histogram') return undefined;
  return { ...histogram.labels, ...TARGET_LABELS, ...(suffix === 'bucket' ? { le: ANY } : {}) };
}

/** Why a matcher's value cannot match the label's values by the contract, or undefined when it can. */
function refusedMatcherValue(values: LabelValues, op: string, value: string): string | undefined {
  if (values === 'any' || op === '!=' || op === '!~') return undefined;
  const alternatives = op === '=~' ? value.split('|') : [value];
  // A regular expression beyond plain alternatives (`5..`) is not checked against the list.
  if (op === '=~' && alternatives.some((alternative) => /[.*+?()[\]{}^$\\]/.test(alternative))) return undefined;
  const unknown = alternatives.filter((alternative) => !values.includes(alternative));
  return unknown.length === 0 ? undefined : `${unknown.join(', ')} is not one of ${values.join(', ')}`;
}

/**
 * What in a PromQL expression is not the contract's: unknown metric names, labels a metric does not have, values a
 * label never takes, grouping labels none of its series has, and shown labels (a legend's, an alert's text) its
 * result does not have.
 */
export function contractProblems(expr: string, shownLabels: readonly string[] = []): string[] {
  const { selectors, byLabels, otherGroupingLabels, aggregates } = namesOf(expr);
  const problems: string[] = [];
  const labelsRead = new Set<string>();
  for (const { name, matchers } of selectors) {
    const labels = contractLabels(name);
    if (!labels) {
      problems.push(`${name}: not a metric of the contract`);
      continue;
    }
    for (const label of Object.keys(labels)) labelsRead.add(label);
    for (const { label, op, value } of matchers) {
      const values = labels[label];
      const refused = values === undefined ? `${name} has no label ${label}` : refusedMatcherValue(values, op, value);
      if (refused) problems.push(`${name}{${label}${op}"${value}"}: ${refused}`);
    }
  }
  for (const label of [...byLabels, ...otherGroupingLabels]) {
    if (!labelsRead.has(label)) problems.push(`grouping by ${label}, a label none of its series has`);
  }
  const resultLabels = aggregates ? new Set(byLabels) : labelsRead;
  for (const label of shownLabels) {
    if (!resultLabels.has(label)) problems.push(`shows the label ${label}, which its result does not have`);
  }
  return problems;
}
