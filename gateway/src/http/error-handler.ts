import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../../../observability/logger.js';
import { routePattern } from '../../../observability/request-log.js';
import { CLIENT_ERROR_MESSAGES, INTERNAL_ERROR_MESSAGE } from '../../../shared/http-errors.js';
import { sendJsonError } from './responses.js';

/**
 * The last handler: a pt-BR JSON message for the client, the details only in the server log (once, here, with the
 * request's id, which a server error's answer also carries).
 */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, method: req.method, route: routePattern(req, res) }, 'Erro ao atender a requisição');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = status >= 500 ? INTERNAL_ERROR_MESSAGE : (CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]);
    sendJsonError(res, status, message);
  };
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const record = error as { status?: unknown; statusCode?: unknown };
    const status = typeof record.status === 'number' ? record.status : record.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}
