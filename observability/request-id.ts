import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { currentRequestContext, runWithRequestContext } from './request-context.js';

/** The header a request's id travels in: from a trusted proxy, from the gateway to the API, and back in every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id taken from a request as it is: letters, digits and `._:-`, 8 to 128 characters (a UUID, a proxy's hex id,
 * a trace id). Anything else (a line break, a space, a huge value) is replaced by an id of our own, so no caller can
 * write into the log through it.
 */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function acceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && ACCEPTABLE_REQUEST_ID.test(value);
}

/** The id of the request being handled, for the calls it makes to other processes. */
export function currentRequestId(): string | undefined {
  return currentRequestContext()?.requestId;
}

/**
 * Gives each request its id, answered in `X-Request-Id`: the one it arrived with when `trusted(req)` says its sender
 * may set it (a trusted proxy, the gateway), else a new UUID; the rest of its handling runs in its request context.
 */
export function requestIds(trusted: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    const offered = req.get(REQUEST_ID_HEADER);
    const requestId = acceptableRequestId(offered) && trusted(req) ? offered : randomUUID();
    res.locals.requestId = requestId;
    res.set(REQUEST_ID_HEADER, requestId);
    runWithRequestContext({ requestId }, next);
  };
}

/** Whether Express's `trust proxy` setting trusts the address the request came from (the gateway's TRUST_PROXY). */
export function sentByTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const address = req.socket.remoteAddress;
  return trust !== undefined && address !== undefined && trust(address, 0);
}
