import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { relayUpstreamFile } from './upstream-file.js';

/** A client's response that takes `accepted` writes and then hangs up, as a visitor leaving mid-image does. */
function leavingClient(accepted: number): Response {
  let writes = 0;
  const res = new Writable({
    write(_chunk, _encoding, callback) {
      writes += 1;
      if (writes > accepted) callback(new Error('socket hang up'));
      else callback();
    },
  });
  res.on('error', () => undefined);
  return Object.assign(res, { status: () => res, setHeader: () => res }) as unknown as Response;
}

/** An API answer whose body the test ends with an error when it likes (its call's time running out). */
function upstreamAnswer() {
  let failBody: (reason: unknown) => void = () => undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(16));
      failBody = (reason) => controller.error(reason);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { status: 200 }), failBody, wasCancelled: () => cancelled };
}

describe('relayUpstreamFile', () => {
  it("lets go of the API's answer at once when the client has already left", async () => {
    const res = leavingClient(0);
    res.destroy();
    const upstream = upstreamAnswer();
    await relayUpstreamFile(res, upstream.response, { keptHeaders: [] });
    expect(upstream.wasCancelled()).toBe(true);
  });

  it("survives the API call's time running out after the client left mid-file", async () => {
    const upstream = upstreamAnswer();
    const res = leavingClient(0);
    await relayUpstreamFile(res, upstream.response, { keptHeaders: [] });
    // Were this error left unheard, it would end the process (and vitest reports it as an unhandled error).
    upstream.failBody(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await sleep(20);
    expect(res.destroyed).toBe(true);
  });
});
