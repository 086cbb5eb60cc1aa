import autocannon from 'autocannon';
import { percentile } from './measure.js';

/** What a fixed-concurrency load on one address gave: throughput and latency of the answers it counted. */
export interface LoadResult {
  requestsPerSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with another status than the one expected, plus connection errors and timeouts. */
  failures: number;
}

export interface LoadCase {
  /** Several addresses: the connections are spread over them in turn (connection i on address i mod n). */
  url: string | readonly string[];
  expectedStatus: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** GET unless told; a body is sent as given. */
  method?: 'GET' | 'POST';
  body?: string;
  /** The requests each connection sends in turn (method, path, headers, body); without them, GET `url`. */
  requests?: autocannon.Request[];
}

/** Runs autocannon against `url` (or its addresses) for `seconds` with `connections` kept busy; every answer's latency is kept for the percentiles. */
export async function runLoad(load: LoadCase): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes several addresses, though its types say one.
        url: load.url as string,
        connections: load.connections,
        duration: load.seconds,
        headers: load.headers ?? {},
        method: load.method ?? 'GET',
        ...(load.body === undefined ? {} : { body: load.body }),
        ...(load.requests ? { requests: load.requests } : {}),
      },
      (error: unknown, finished: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error('autocannon falhou')) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== load.expectedStatus) failures += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  // result.errors counts timeouts too.
  return {
    requestsPerSecond: latencies.length / load.seconds,
    medianMs: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    requests: latencies.length,
    failures: failures + result.errors,
  };
}
