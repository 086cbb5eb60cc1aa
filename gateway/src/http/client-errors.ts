import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { CLIENT_ERROR_MESSAGES, REFUSED_REQUEST_STATUS, type ErrorBody } from '../../../shared/http-errors.js';

/** How long a refused client may take to read the answer and close its side. */
const CLOSE_AFTER_MS = 5_000;

/** Connections already answered: the parser keeps failing on whatever follows the refused request. */
const answered = new WeakSet<Duplex>();

/**
 * A `clientError` listener: answers a request Node refuses (headers too large, malformed, too slow) the
 * way the gateway answers every error, `{ message }` as JSON in pt-BR and never cached, then closes the
 * connection.
 */
export function answerRefusedRequest(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (answered.has(socket)) return;
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  answered.add(socket);
  setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
  const status = REFUSED_REQUEST_STATUS[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400] } satisfies ErrorBody);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** An answer to a request refused before any route: JSON `{ message }` in pt-BR, never cached, connection closed. */
function sendRefusal(res: ServerResponse, status: number): void {
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400] } satisfies ErrorBody);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  res.end(body);
}

/** A `checkExpectation` listener: an `Expect` other than `100-continue` is answered 417 (Node's own answer is empty). */
export function answerUnmetExpectation(_req: IncomingMessage, res: ServerResponse): void {
  sendRefusal(res, 417);
}

/**
 * The request target as the routes read it: the absolute form (`GET http://host/path?q`) as its path and query; null
 * for one that is no address at all (`http://[::1`), which Express would answer with its own English page.
 */
function originFormOf(target: string): string | null {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The server's request listener around the app (created with `requireHostHeader: false`): an HTTP/1.1 request
 * without Host, or with a target that is no address, is refused with 400 as Node would, but in JSON and pt-BR; an
 * absolute-form target is read as its path.
 */
export function refusingUnreadableRequests(app: RequestListener): RequestListener {
  return (req, res) => {
    const target = originFormOf(req.url ?? '');
    if ((req.httpVersion === '1.1' && req.headers.host === undefined) || target === null) {
      sendRefusal(res, 400);
      return;
    }
    req.url = target;
    app(req, res);
  };
}
