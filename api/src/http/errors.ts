import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../../observability/logger.js';
import { currentRequestId } from '../../../observability/request-id.js';
import { routePattern } from '../../../observability/request-log.js';
import { CLIENT_ERROR_MESSAGES, INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, type ErrorBody } from '../../../shared/http-errors.js';

export type FieldErrors = NonNullable<ErrorBody['errors']>;

/**
 * An error whose status and pt-BR message may be shown to the client as they are, with each field's messages for a
 * refused form, or what the client needs to try again (`data`, as a form's answer carries it).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 that tells the client when to try again (`Retry-After`, in seconds). */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RetryLaterError';
  }
}

/** The 4xx status of an error raised for the client's request (an `HttpError` or one of Express's own); else none. */
export function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
};

/**
 * The last handler: known errors keep their status and message; anything else is logged here and
 * answered as a bare 500 so that no stack trace or internal text ever reaches the client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError) res.set('Retry-After', String(error.retryAfterSeconds));
      const body: ErrorBody = {
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.data ? { data: error.data } : {}),
      };
      res.status(error.status).json(body);
      return;
    }
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== undefined) {
      res.status(clientStatus).json({ message: CLIENT_ERROR_MESSAGES[clientStatus] ?? CLIENT_ERROR_MESSAGES[400] } satisfies ErrorBody);
      return;
    }
    logger.error({ err: error, method: req.method, route: routePattern(req, res) }, 'Erro ao atender a requisição');
    const requestId = currentRequestId();
    res.status(500).json({ message: INTERNAL_ERROR_MESSAGE, ...(requestId === undefined ? {} : { requestId }) } satisfies ErrorBody);
  };
}
