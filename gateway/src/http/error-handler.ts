import type { ErrorRequestHandler } from 'express';
import { CLIENT_ERROR_MESSAGES, INTERNAL_ERROR_MESSAGE } from '../../../shared/http-errors.js';
import { sendJsonError } from './responses.js';

/** The last handler: a pt-BR JSON message for the client, the details only in the server log. */
export const finalErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = statusOf(error);
  if (status >= 500) console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = status >= 500 ? INTERNAL_ERROR_MESSAGE : (CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]);
  sendJsonError(res, status, message);
};

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const record = error as { status?: unknown; statusCode?: unknown };
    const status = typeof record.status === 'number' ? record.status : record.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
