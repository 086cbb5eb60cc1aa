import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Response } from 'express';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from '../rest/rest-error.js';
import { sendJsonError } from './responses.js';

/** The API's answer of a file call; null once the client has had a 503 because the API could not be reached. */
export async function fetchUpstreamFile(res: Response, call: () => Promise<globalThis.Response>): Promise<globalThis.Response | null> {
  try {
    return await call();
  } catch {
    sendJsonError(res, 503, UPSTREAM_UNAVAILABLE_MESSAGE);
    return null;
  }
}

export interface RelayOptions {
  /** Answer headers kept from the API's answer. */
  keptHeaders: readonly string[];
  /** Headers the gateway sets on top. */
  extraHeaders?: Readonly<Record<string, string>>;
  /** False for an answer without a body (HEAD). */
  withBody?: boolean;
}

/** Streams the API's file answer through: its status, the kept headers, then its bytes. */
export async function relayUpstreamFile(res: Response, upstream: globalThis.Response, options: RelayOptions): Promise<void> {
  res.status(upstream.status);
  for (const name of options.keptHeaders) {
    const value = upstream.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  for (const [name, value] of Object.entries(options.extraHeaders ?? {})) res.setHeader(name, value);
  if (!upstream.body || options.withBody === false || res.destroyed) {
    // No body to send, or no one left to send it to: the API's answer is let go at once.
    await upstream.body?.cancel().catch(() => undefined);
    if (!res.destroyed) res.end();
    return;
  }
  const source = Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>);
  // The API call's time limit may end its body after the relay has stopped listening (a client that left mid-file):
  // that error belongs to no one, and must not end the process.
  source.on('error', () => undefined);
  try {
    await pipeline(source, res);
  } catch {
    // The client left or the API stopped mid-file; the connection is already closed either way.
    source.destroy();
    res.destroy();
  }
}
