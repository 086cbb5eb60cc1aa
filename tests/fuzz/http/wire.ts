/**
 * Requests sent byte for byte over a plain socket, so that what a client library would refuse to build or would
 * normalise (a path with `..`, a header without a colon, two Content-Lengths, a body cut short) reaches the server
 * as written, and the answer read back whatever its framing.
 */
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Which server of the stack a request goes to. */
export type Target = 'api' | 'gateway';

export interface WireRequest {
  target: Target;
  /** The request line and header lines, joined by CRLF, without the blank line that ends them; sent as UTF-8. */
  head: string;
  body: Buffer;
  /** Sends only this many bytes of the body, then closes the sending side (a client that gave up mid-body). */
  cutBodyAt?: number;
}

export interface WireAnswer {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** The body, de-chunked and decompressed. */
  body: Buffer;
}

/** What came back: an answer, a connection the server closed without one, or nothing within the time allowed. */
export type WireOutcome =
  | { kind: 'answer'; answer: WireAnswer; elapsedMs: number }
  | { kind: 'closed'; detail: string; elapsedMs: number; whileSending: boolean }
  | { kind: 'timeout'; elapsedMs: number };

/** The bytes of a request, as sent (before any cut). */
export function wireBytes(request: WireRequest): Buffer {
  return Buffer.concat([Buffer.from(`${request.head}\r\n\r\n`, 'utf8'), request.body]);
}

/**
 * Sends `request` to `origin` and waits for the whole answer (by its Content-Length, its last chunk, or the close
 * of the connection), at most `timeoutMs`.
 */
export function exchange(origin: string, request: WireRequest, timeoutMs: number): Promise<WireOutcome> {
  const { hostname, port } = new URL(origin);
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    // A server may refuse a request before reading its body, and close: the client then fails to send the rest.
    let sent = false;
    const closed = (detail: string): WireOutcome => ({ kind: 'closed', detail, elapsedMs: elapsed(), whileSending: !sent });
    const finish = (outcome: WireOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', elapsedMs: elapsed() }), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = completeAnswer(Buffer.concat(chunks), request, false);
      if (answer !== null) finish({ kind: 'answer', answer, elapsedMs: elapsed() });
    });
    socket.on('error', (error) => {
      const answer = completeAnswer(Buffer.concat(chunks), request, true);
      finish(answer === null ? closed(error.message) : { kind: 'answer', answer, elapsedMs: elapsed() });
    });
    socket.on('close', () => {
      const answer = completeAnswer(Buffer.concat(chunks), request, true);
      finish(answer === null ? closed('connection closed') : { kind: 'answer', answer, elapsedMs: elapsed() });
    });
    const bytes = wireBytes(request);
    const markSent = (error?: Error | null) => {
      if (!error) sent = true;
    };
    if (request.cutBodyAt === undefined) {
      socket.write(bytes, markSent);
    } else {
      const headLength = bytes.length - request.body.length;
      socket.end(bytes.subarray(0, headLength + Math.min(request.cutBodyAt, request.body.length)), markSent);
    }
  });
}

interface ParsedHead {
  status: number;
  headers: Record<string, string>;
  bodyStart: number;
}

/** The first final (non-1xx) response head in `raw`, or null while it is incomplete. */
function parseHead(raw: Buffer): ParsedHead | null {
  let offset = 0;
  for (;;) {
    const end = raw.indexOf('\r\n\r\n', offset, 'latin1');
    if (end < 0) return null;
    const lines = raw.subarray(offset, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
    if (!Number.isInteger(status)) return { status: 0, headers: {}, bodyStart: end + 4 };
    if (status >= 200 || status < 100) {
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      return { status, headers, bodyStart: end + 4 };
    }
    offset = end + 4;
  }
}

/** The answer in `raw` once it is whole (or once the connection `closed`, as far as it got); else null. */
function completeAnswer(raw: Buffer, request: WireRequest, closed: boolean): WireAnswer | null {
  const head = parseHead(raw);
  if (head === null) return null;
  const rest = raw.subarray(head.bodyStart);
  const bodiless = request.head.startsWith('HEAD ') || head.status === 204 || head.status === 304;
  let body: Buffer | null;
  if (bodiless) body = Buffer.alloc(0);
  else if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) body = dechunk(rest, closed);
  else if (head.headers['content-length'] !== undefined) {
    const length = Number(head.headers['content-length']);
    body = rest.length >= length ? rest.subarray(0, length) : closed ? rest : null;
  } else body = closed ? rest : null;
  if (body === null) return null;
  return { status: head.status, headers: head.headers, body: decompress(body, head.headers['content-encoding']) };
}

/** A chunked body's bytes once its last chunk arrived (or what arrived, once `closed`); else null. */
function dechunk(raw: Buffer, closed: boolean): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset, 'latin1');
    if (lineEnd < 0) return closed ? Buffer.concat(parts) : null;
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return closed ? Buffer.concat(parts) : null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (raw.length < start + size + 2) {
      if (!closed) return null;
      parts.push(raw.subarray(start));
      return Buffer.concat(parts);
    }
    parts.push(raw.subarray(start, start + size));
    offset = start + size + 2;
  }
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'deflate') return inflateSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
  } catch {
    // A body cut short does not decompress: it is checked as it came.
  }
  return body;
}
