import type { Readable } from 'node:stream';
import { currentRequestId, REQUEST_ID_HEADER } from '../../../observability/request-id.js';
import { observedCall, type ApiCallObserver } from './call-observer.js';
import { PooledExchange, type Exchange, type ExchangeRequest, type TextAnswer } from './json-exchange.js';
import type { MultipartBody } from './multipart-body.js';
import { RestError } from './rest-error.js';
import { SharedReads } from './shared-reads.js';
import { postRelayed, postStreamed, type StreamedAnswer } from './streamed-post.js';
import { assertPlainPath } from './request-path.js';

/** Query values; null and undefined are left out, arrays repeat the key as `key[]=a&key[]=b`. */
type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Record<string, QueryValue>;

export interface RestClientOptions {
  /** The API origin, e.g. http://127.0.0.1:3001 (no trailing slash, no /api). */
  baseUrl: string;
  apiKey: string;
  /** The signed-in user's token, forwarded as `Authorization: Bearer`. */
  bearerToken?: string | null;
  /** The visitor's address, forwarded as `X-Forwarded-For` so the API limits each visitor apart. */
  clientAddress?: string | null;
  timeoutMs?: number;
  /** How raw answers (images, files) are fetched; global fetch by default. */
  fetchImpl?: typeof fetch;
  /** How JSON calls are sent; by default over a pool of kept-alive connections that `close()` ends. */
  exchange?: Exchange;
  /** The reads of one request, shared by the clients derived from this one (see `withSharedReads`). */
  sharedReads?: SharedReads;
  /** Told how every call of the API ended and how long it took (the gateway's metrics); shared by derived clients. */
  onCall?: ApiCallObserver;
}

/** What clients derived from one another share: the API, its key, the connections and the observer of the calls. */
interface Upstream {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
  exchange: Exchange;
  pool: PooledExchange | null;
  onCall: ApiCallObserver | null;
}

export interface RequestOptions {
  query?: QueryParams;
  timeoutMs?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
}

export interface PostOptions {
  timeoutMs?: number;
}

/** A 2xx answer's status and JSON body (null when empty). */
export interface StatusAnswer<T> {
  status: number;
  body: T | null;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A small typed client of the API. JSON calls go over kept-alive connections (`json-exchange.ts`), raw answers
 * (images, files) over `fetch`. It adds the API key (never sent to browsers), forwards the user's bearer token and
 * the visitor's address, bounds every call with a timeout and turns every failure into a `RestError`; `onCall` hears
 * how each call ended (by status, unreachable or timed out) and how long it took until its answer's status.
 */
export class RestClient {
  readonly #upstream: Upstream;
  readonly #bearerToken: string | null;
  readonly #clientAddress: string | null;
  readonly #sharedReads: SharedReads | null;

  /** `upstream` is given only by `withBearerToken` and `withClientAddress`, so derived clients share it. */
  constructor(options: RestClientOptions, upstream?: Upstream) {
    this.#upstream = upstream ?? upstreamOf(options);
    this.#bearerToken = options.bearerToken ?? null;
    this.#clientAddress = options.clientAddress ?? null;
    this.#sharedReads = options.sharedReads ?? null;
  }

  /** The same client acting for a signed-in user (or anonymously with null). */
  withBearerToken(token: string | null): RestClient {
    return new RestClient({ ...this.callerOptions(), bearerToken: token }, this.#upstream);
  }

  /** The same client acting on behalf of a visitor at this address (or of nobody in particular with null). */
  withClientAddress(address: string | null): RestClient {
    return new RestClient({ ...this.callerOptions(), clientAddress: address }, this.#upstream);
  }

  /**
   * The same client for one request: its identical JSON reads (same address and query, same caller), and those of
   * the clients derived from it, are made once; any write makes the next reads ask again. Never kept across requests.
   */
  withSharedReads(): RestClient {
    return new RestClient({ ...this.callerOptions(), sharedReads: new SharedReads() }, this.#upstream);
  }

  /** Ends the kept-alive connections of this client and of every client derived from it. */
  async close(): Promise<void> {
    await this.#upstream.pool?.close();
  }

  private callerOptions(): RestClientOptions {
    return {
      baseUrl: this.#upstream.baseUrl,
      apiKey: this.#upstream.apiKey,
      bearerToken: this.#bearerToken,
      clientAddress: this.#clientAddress,
      ...(this.#sharedReads === null ? {} : { sharedReads: this.#sharedReads }),
    };
  }

  url(path: string, query: QueryParams = {}): string {
    return this.urlOf(path, query).toString();
  }

  private urlOf(path: string, query: QueryParams = {}): URL {
    assertPlainPath(path);
    const url = new URL(this.#upstream.baseUrl + path);
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') {
        for (const item of value) url.searchParams.append(`${key}[]`, item);
      } else {
        url.searchParams.set(key, String(value));
      }
    }
    return url;
  }

  /** GET a JSON body; any non-2xx answer throws a `RestError` carrying the API's message. */
  async getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return answerOf<T>(await this.read(path, options));
  }

  /** A GET's status and body, shared with the identical reads of the same request when reads are shared. */
  private read(path: string, options: RequestOptions): Promise<TextAnswer> {
    const url = this.urlOf(path, options.query);
    const readNow = () =>
      this.exchange({
        method: options.method ?? 'GET',
        url,
        headers: this.headers(options.headers),
        timeoutMs: this.timeoutOf(options),
      });
    if (this.#sharedReads === null || (options.method ?? 'GET') !== 'GET') return readNow();
    const key = JSON.stringify([url.href, this.#bearerToken, this.#clientAddress, options.headers ?? {}]);
    return this.#sharedReads.answer(key, readNow);
  }

  /** POST a JSON body and read the JSON answer; any non-2xx answer throws a `RestError`. */
  postJson<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
    return this.sendJson<T>('POST', path, body, options);
  }

  /** PUT a JSON body and read the JSON answer; any non-2xx answer throws a `RestError`. */
  putJson<T>(path: string, body: unknown, options: PostOptions = {}): Promise<T> {
    return this.sendJson<T>('PUT', path, body, options);
  }

  /**
   * PUT a JSON body and read the answer's status with its JSON body (null when it has none), for calls
   * whose success is one exact status; any non-2xx answer throws a `RestError`.
   */
  async putJsonForStatus<T>(path: string, body: unknown, options: PostOptions = {}): Promise<StatusAnswer<T>> {
    const answer = await this.call('PUT', path, body, options);
    const { status, text } = answer;
    if (isSuccess(status) && text.trim() === '') return { status, body: null };
    return { status, body: answerOf<T>(answer) };
  }

  /**
   * DELETE a resource and read the JSON answer, or null when the API answers without a body (204); any
   * non-2xx answer throws a `RestError`.
   */
  async delete<T>(path: string, options: PostOptions = {}): Promise<T | null> {
    const answer = await this.call('DELETE', path, undefined, options);
    if (isSuccess(answer.status) && answer.text.trim() === '') return null;
    return answerOf<T>(answer);
  }

  /** POST without a body, for calls answered with a status only (204); any non-2xx answer throws a `RestError`. */
  async postForStatus(path: string, options: PostOptions = {}): Promise<number> {
    const answer = await this.call('POST', path, undefined, options);
    if (!isSuccess(answer.status)) throw errorOf(answer);
    return answer.status;
  }

  private async sendJson<T>(method: 'POST' | 'PUT', path: string, body: unknown, options: PostOptions): Promise<T> {
    return answerOf<T>(await this.call(method, path, body, options));
  }

  /** One call with an optional JSON body; only an unreachable upstream throws. */
  private async call(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: PostOptions): Promise<TextAnswer> {
    this.#sharedReads?.forget();
    try {
      return await this.exchange({
        method,
        url: this.urlOf(path),
        headers: body === undefined ? this.headers() : this.headers({ 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: this.timeoutOf(options),
      });
    } finally {
      // Reads made while the write was on its way may predate it.
      this.#sharedReads?.forget();
    }
  }

  /** Sends a JSON call and reads its whole answer; an unreachable, failing or slow upstream is a `RestError`. */
  private async exchange(request: ExchangeRequest): Promise<TextAnswer> {
    try {
      return await observedCall(this.#upstream.onCall, () => this.#upstream.exchange(request));
    } catch {
      throw RestError.unavailable();
    }
  }

  /**
   * POST a multipart form whose files are streamed from disk, and read the JSON answer; any non-2xx
   * answer throws a `RestError`.
   */
  async postMultipart<T>(path: string, body: MultipartBody, options: PostOptions = {}): Promise<T> {
    let answer: TextAnswer;
    // Outside the try: a path that names nothing is its own 404, not an unreachable API.
    const url = this.url(path);
    this.#sharedReads?.forget();
    try {
      answer = await observedCall(this.#upstream.onCall, () => postStreamed(url, this.headers(), body, this.timeoutOf(options)));
    } catch {
      throw RestError.unavailable();
    } finally {
      this.#sharedReads?.forget();
    }
    return answerOf<T>(answer);
  }

  /**
   * POST a body streamed from `source` as it arrives (a document the gateway is receiving), with `headers` saying how
   * to read it, and read the answer whatever its status. Only an unreachable, failing or slow API throws
   * (`RestError.unavailable`); a path that names nothing is a 404 `RestError`, without calling it.
   */
  async relayPost(path: string, source: Readable, headers: Record<string, string>, options: PostOptions = {}): Promise<StreamedAnswer> {
    // Outside the try: a path that names nothing is its own 404, not an unreachable API.
    const url = this.url(path);
    this.#sharedReads?.forget();
    try {
      return await observedCall(this.#upstream.onCall, () => postRelayed(url, this.headers(headers), source, this.timeoutOf(options)));
    } catch {
      throw RestError.unavailable();
    } finally {
      this.#sharedReads?.forget();
    }
  }

  /** The raw answer whatever its status, for streaming (images). Only unreachable upstreams throw. */
  async send(path: string, options: RequestOptions = {}): Promise<Response> {
    const url = this.url(path, options.query);
    try {
      return await observedCall(this.#upstream.onCall, () =>
        this.#upstream.fetchImpl(url, {
          method: options.method ?? 'GET',
          headers: this.headers(options.headers),
          signal: AbortSignal.timeout(this.timeoutOf(options)),
          redirect: 'manual',
        }),
      );
    } catch {
      throw RestError.unavailable();
    }
  }

  /**
   * Headers of every call: the caller's own, then the API key, the user's token, the visitor's address and the id of
   * the request being handled, so that the API's log lines carry the same id as the gateway's.
   */
  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra, 'x-api-key': this.#upstream.apiKey };
    if (this.#bearerToken) headers.authorization = `Bearer ${this.#bearerToken}`;
    if (this.#clientAddress) headers['x-forwarded-for'] = this.#clientAddress;
    const requestId = currentRequestId();
    if (requestId !== undefined) headers[REQUEST_ID_HEADER.toLowerCase()] = requestId;
    return headers;
  }

  private timeoutOf(options: { timeoutMs?: number }): number {
    return options.timeoutMs ?? this.#upstream.timeoutMs;
  }
}

function upstreamOf(options: RestClientOptions): Upstream {
  const api = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetchImpl: options.fetchImpl ?? ((input: URL | RequestInfo, init?: RequestInit) => fetch(input, init)),
    onCall: options.onCall ?? null,
  };
  if (options.exchange !== undefined) return { ...api, exchange: options.exchange, pool: null };
  const pool = new PooledExchange();
  return { ...api, exchange: pool.exchange, pool };
}

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** The JSON answer of a call, or the `RestError` of a non-2xx status or an unreadable 2xx body. */
function answerOf<T>(answer: TextAnswer): T {
  if (!isSuccess(answer.status)) throw errorOf(answer);
  const body = parseJson(answer.text);
  if (body === undefined) throw RestError.malformed(answer.status);
  return body as T;
}

/** The `RestError` of a non-2xx answer. */
function errorOf(answer: TextAnswer): RestError {
  return RestError.fromResponseBody(answer.status, parseJson(answer.text), answer.retryAfter);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
