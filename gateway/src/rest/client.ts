import type { MultipartBody } from './multipart-body.js';
import { RestError } from './rest-error.js';
import { SharedReads, type ReadAnswer } from './shared-reads.js';
import { postStreamed } from './streamed-post.js';

/** Query values; null and undefined are left out, arrays repeat the key as `key[]=a&key[]=b`. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];
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
  fetchImpl?: typeof fetch;
  /** The reads of one request, shared by the clients derived from this one (see `withSharedReads`). */
  sharedReads?: SharedReads;
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

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A small typed client over `fetch`. It adds the API key (never sent to browsers), forwards the user's
 * bearer token, bounds every call with a timeout and turns every failure into a `RestError`.
 */
export class RestClient {
  private readonly options: RestClientOptions;

  constructor(options: RestClientOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  }

  /** The same client acting for a signed-in user (or anonymously with null). */
  withBearerToken(token: string | null): RestClient {
    return new RestClient({ ...this.options, bearerToken: token });
  }

  /** The same client acting on behalf of a visitor at this address (or of nobody in particular with null). */
  withClientAddress(address: string | null): RestClient {
    return new RestClient({ ...this.options, clientAddress: address });
  }

  /**
   * The same client for one request: its identical JSON reads (same address and query, same caller), and those of
   * the clients derived from it, are made once; any write makes the next reads ask again. Never kept across requests.
   */
  withSharedReads(): RestClient {
    return new RestClient({ ...this.options, sharedReads: new SharedReads() });
  }

  url(path: string, query: QueryParams = {}): string {
    const url = new URL(this.options.baseUrl + path);
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'object') {
        for (const item of value) url.searchParams.append(`${key}[]`, item);
      } else {
        url.searchParams.set(key, String(value));
      }
    }
    return url.toString();
  }

  /** GET a JSON body; any non-2xx answer throws a `RestError` carrying the API's message. */
  async getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const answer = await this.read(path, options);
    return answerOf<T>(answer.status, answer.text);
  }

  /** A GET's status and body, shared with the identical reads of the same request when reads are shared. */
  private read(path: string, options: RequestOptions): Promise<ReadAnswer> {
    const readNow = async (): Promise<ReadAnswer> => {
      const response = await this.send(path, options);
      return { status: response.status, text: await readBody(response) };
    };
    const { sharedReads, bearerToken, clientAddress } = this.options;
    if (sharedReads === undefined || (options.method ?? 'GET') !== 'GET') return readNow();
    const key = JSON.stringify([this.url(path, options.query), bearerToken ?? null, clientAddress ?? null, options.headers ?? {}]);
    return sharedReads.answer(key, readNow);
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
    const response = await this.call('PUT', path, body, options);
    const text = await readBody(response);
    if (response.ok && text.trim() === '') return { status: response.status, body: null };
    return { status: response.status, body: answerOf<T>(response.status, text) };
  }

  /**
   * DELETE a resource and read the JSON answer, or null when the API answers without a body (204); any
   * non-2xx answer throws a `RestError`.
   */
  async delete<T>(path: string, options: PostOptions = {}): Promise<T | null> {
    const response = await this.call('DELETE', path, undefined, options);
    const text = await readBody(response);
    if (response.ok && text.trim() === '') return null;
    return answerOf<T>(response.status, text);
  }

  /** POST without a body, for calls answered with a status only (204); any non-2xx answer throws a `RestError`. */
  async postForStatus(path: string, options: PostOptions = {}): Promise<number> {
    const response = await this.call('POST', path, undefined, options);
    const text = await readBody(response);
    if (!response.ok) throw RestError.fromResponseBody(response.status, parseJson(text));
    return response.status;
  }

  private async sendJson<T>(method: 'POST' | 'PUT', path: string, body: unknown, options: PostOptions): Promise<T> {
    const response = await this.call(method, path, body, options);
    return answerOf<T>(response.status, await readBody(response));
  }

  /** One call with an optional JSON body; only an unreachable upstream throws. */
  private async call(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: PostOptions): Promise<Response> {
    this.options.sharedReads?.forget();
    try {
      return await this.fetchImpl(this.url(path), {
        method,
        headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutOf(options)),
        redirect: 'manual',
      });
    } catch {
      throw RestError.unavailable();
    } finally {
      // Reads made while the write was on its way may predate it.
      this.options.sharedReads?.forget();
    }
  }

  /**
   * POST a multipart form whose files are streamed from disk, and read the JSON answer; any non-2xx
   * answer throws a `RestError`.
   */
  async postMultipart<T>(path: string, body: MultipartBody, options: PostOptions = {}): Promise<T> {
    let answer: { status: number; text: string };
    this.options.sharedReads?.forget();
    try {
      answer = await postStreamed(this.url(path), this.headers(), body, this.timeoutOf(options));
    } catch {
      throw RestError.unavailable();
    } finally {
      this.options.sharedReads?.forget();
    }
    return answerOf<T>(answer.status, answer.text);
  }

  /** The raw answer whatever its status, for streaming (images). Only unreachable upstreams throw. */
  async send(path: string, options: RequestOptions = {}): Promise<Response> {
    try {
      return await this.fetchImpl(this.url(path, options.query), {
        method: options.method ?? 'GET',
        headers: this.headers(options.headers),
        signal: AbortSignal.timeout(this.timeoutOf(options)),
        redirect: 'manual',
      });
    } catch {
      throw RestError.unavailable();
    }
  }

  /** Headers of every call: the caller's own, then the API key, the user's token and the visitor's address. */
  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra, 'x-api-key': this.options.apiKey };
    if (this.options.bearerToken) headers.authorization = `Bearer ${this.options.bearerToken}`;
    if (this.options.clientAddress) headers['x-forwarded-for'] = this.options.clientAddress;
    return headers;
  }

  private timeoutOf(options: { timeoutMs?: number }): number {
    return options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private get fetchImpl(): typeof fetch {
    return this.options.fetchImpl ?? fetch;
  }
}

/** The JSON answer of a call, or the `RestError` of a non-2xx status or an unreadable 2xx body. */
function answerOf<T>(status: number, text: string): T {
  const body = parseJson(text);
  if (status < 200 || status > 299) throw RestError.fromResponseBody(status, body);
  if (body === undefined) throw RestError.malformed(status);
  return body as T;
}

async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw RestError.unavailable();
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
