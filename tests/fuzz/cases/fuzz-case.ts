/**
 * A fuzz case: one hostile request (or a burst of copies of it), built once the stack is up from the values only the
 * running stack knows (its API key, a signed-in token, a real slug…), and what kind of answer the checks expect.
 */
import type { Target, WireRequest } from '../http/wire.js';

/** Values of the running stack a request may carry; unknown when the cases are generated. */
export interface LiveValues {
  apiKey: string;
  /** A bearer token of the administrator, signed in at the start of the run. */
  staffToken: string;
  /** The slug of a public property. */
  slug: string;
  /** The file name of a stored photo. */
  imageFile: string;
  /** The portals' feed token. */
  feedToken: string;
}

/**
 * What the answer is held to, beyond the checks every answer gets (no 5xx, no stack trace, no internal path):
 * - `api`: the REST API, whose every 4xx is JSON `{ message }` in pt-BR;
 * - `graphql`: the gateway's `/graphql`, whose every 4xx is JSON with pt-BR messages and whose errors are never internal;
 * - `site`: the gateway's other routes, whose 4xx is either a rendered page (HTML) or JSON `{ message }` in pt-BR.
 */
export type Expectation = 'api' | 'graphql' | 'site';

export interface FuzzCase {
  /** The slot the case fills: one REST call, one GraphQL operation, one kind of raw body, one page… */
  family: string;
  /** What is hostile about this one, in a few words. */
  note: string;
  expect: Expectation;
  /** Sent this many times at once (a flood); 1 for an ordinary case. */
  copies: number;
  build(live: LiveValues): WireRequest;
}

/** A header as sent: name and value, in order, repeated names allowed. */
export type HeaderLine = readonly [string, string];

export interface RequestParts {
  target: Target;
  method: string;
  /** The request target exactly as it goes on the request line. */
  path: string;
  headers?: readonly HeaderLine[];
  /** Lines added to the head as they are, garbled ones included. */
  rawHeaderLines?: readonly string[];
  body?: Buffer | string;
  /** `auto` (the default) sends the body's length; `none` sends no Content-Length; a number sends that one. */
  contentLength?: 'auto' | 'none' | number;
  cutBodyAt?: number;
}

/**
 * A request from its parts: Host and `Connection: close` first, then the given headers and lines, then the
 * Content-Length as asked.
 */
export function wireRequest(parts: RequestParts): WireRequest {
  const body = typeof parts.body === 'string' ? Buffer.from(parts.body, 'utf8') : (parts.body ?? Buffer.alloc(0));
  const lines = [`${parts.method} ${parts.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of parts.headers ?? []) lines.push(`${name}: ${value}`);
  lines.push(...(parts.rawHeaderLines ?? []));
  const contentLength = parts.contentLength ?? 'auto';
  if (contentLength === 'auto' && (body.length > 0 || parts.method === 'POST' || parts.method === 'PUT')) {
    lines.push(`Content-Length: ${body.length}`);
  } else if (typeof contentLength === 'number') {
    lines.push(`Content-Length: ${contentLength}`);
  }
  const request: WireRequest = { target: parts.target, head: lines.join('\r\n'), body };
  if (parts.cutBodyAt !== undefined) request.cutBodyAt = parts.cutBodyAt;
  return request;
}

/** `path?query` with every pair encoded as given (already encoded or deliberately not). */
export function withQuery(path: string, pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
}
