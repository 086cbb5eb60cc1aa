import type { Request, Response } from 'express';
import { currentRequestId } from '../../../observability/request-id.js';
import { NOT_FOUND_MESSAGE, type ErrorBody } from '../../../shared/http-errors.js';

/**
 * Every error answer of the gateway's own routes: JSON `{ message }` in pt-BR, never cached; a server error adds the
 * request's id, the one its log line holds.
 */
export function sendJsonError(res: Response, status: number, message: string): void {
  const requestId = status >= 500 ? currentRequestId() : undefined;
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ message, ...(requestId === undefined ? {} : { requestId }) } satisfies ErrorBody);
}

export function sendNotFound(res: Response): void {
  sendJsonError(res, 404, NOT_FOUND_MESSAGE);
}

/** Whether the client explicitly asks for an HTML page (a browser navigation). */
export function prefersHtml(req: Request): boolean {
  return (req.get('accept') ?? '').includes('text/html');
}

/** The site's public origin: the configured address, else the one the request came in on. */
export function publicOrigin(req: Request, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
