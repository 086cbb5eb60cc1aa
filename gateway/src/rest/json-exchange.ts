import { Agent, type Dispatcher } from 'undici';
import { timeoutReason } from './call-observer.js';

/** One call of the API whose whole answer is read as text. */
export interface ExchangeRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  url: URL;
  headers: Readonly<Record<string, string>>;
  body?: string;
  timeoutMs: number;
}

/** An answer's status and body, whatever the status. */
export interface TextAnswer {
  status: number;
  text: string;
  /** The answer's `Retry-After` header, when it has one. */
  retryAfter?: string;
}

/**
 * Sends a call and reads its answer; rejects when no complete answer arrives within the call's time (with an error
 * named `TimeoutError`, or caused by one, when the time ran out).
 */
export type Exchange = (request: ExchangeRequest) => Promise<TextAnswer>;

/** Kept-alive connections to the API; an idle one is closed after this long (the API keeps them 5 s). */
const KEEP_ALIVE_MS = 4_000;

/**
 * Calls over a pool of kept-alive connections (undici's own `request`, without fetch's streams, abort signals and
 * header objects of every call). `close()` ends the connections, and any call under way with them.
 */
export class PooledExchange {
  readonly #agent: Dispatcher = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });

  readonly exchange: Exchange = async ({ method, url, headers, body, timeoutMs }) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(timeoutReason()), timeoutMs);
    try {
      const answer = await this.#agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method,
        headers,
        body: body ?? null,
        signal: abort.signal,
      });
      const retryAfter = answer.headers['retry-after'];
      return {
        status: answer.statusCode,
        text: await answer.body.text(),
        ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      };
    } finally {
      clearTimeout(timer);
    }
  };

  close(): Promise<void> {
    return this.#agent.destroy();
  }
}
