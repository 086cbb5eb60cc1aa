import type { Response } from 'express';
import { RestError, UPSTREAM_FAILED_MESSAGE } from '../rest/rest-error.js';
import { sendJsonError } from './responses.js';

/**
 * The API's refusal of a file download as the gateway's JSON error: its pt-BR message and status for what the user
 * can act on (401, 403, 404, 422…), a generic message for the API's own failures.
 */
export async function sendUpstreamRefusal(res: Response, upstream: globalThis.Response): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(await upstream.text()) as unknown;
  } catch {
    body = undefined;
  }
  if (upstream.status >= 500 || upstream.status < 400) {
    sendJsonError(res, 502, UPSTREAM_FAILED_MESSAGE);
    return;
  }
  sendJsonError(res, upstream.status, RestError.fromResponseBody(upstream.status, body).message);
}
