import type { ApiResponse, TestApi } from './test-api.js';

let lastAddress = 0;

/**
 * A visitor address of its own (from 198.18.0.0/15, kept for tests), sent as `X-Forwarded-For` the way
 * the gateway forwards it, so that each test has its own rate-limit counters.
 */
export function visitorAddress(): string {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250) % 250}.${(lastAddress % 250) + 1}`;
}

export function postJson(testApi: TestApi, path: string, body: unknown, address = visitorAddress()): Promise<ApiResponse> {
  return testApi.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

export function postForm(testApi: TestApi, path: string, form: FormData, address = visitorAddress()): Promise<ApiResponse> {
  return testApi.request(path, { method: 'POST', headers: { 'X-Forwarded-For': address }, body: form });
}

export function getAs(testApi: TestApi, pathAndQuery: string, address = visitorAddress()): Promise<ApiResponse> {
  return testApi.request(pathAndQuery, { headers: { 'X-Forwarded-For': address } });
}

/** Polls `read` until `accept` holds (or fails after `timeoutMs`), answering the last value read. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condição não atingida em ${timeoutMs} ms; último valor: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
