import express, { type Request, type RequestHandler, type Response } from 'express';

/** A small form sent as JSON or form-encoded (`a=1&b=2`); repeated fields read as lists. */
export const formBody: RequestHandler[] = [express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' })];

/**
 * Settles, before anything of the body is read, that the record of the path exists and that the caller may
 * touch it; throws the answer otherwise (the resource's 404, a 403).
 */
export type RecordAccessCheck = (req: Request) => Promise<unknown> | void;

/**
 * `formBody` for a call on one record, read only once `mayTouch` has passed: a record the caller may not touch
 * answers its 404 or 403 whatever was sent (an invalid, unreadable or too large body included), so the answer
 * never depends on the body. Mount it after `requireStaff` (token and permission come first).
 */
export function formBodyAfter(mayTouch: RecordAccessCheck): RequestHandler[] {
  const checkAccess: RequestHandler = async (req, _res, next) => {
    await mayTouch(req);
    next();
  };
  return [checkAccess, ...formBody];
}

/** The parsed body as a record of fields (empty when nothing was sent or it was not an object). */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const parseVisitorJson = express.json({ limit: '32kb' });

/**
 * Parses a visitor's JSON form inside its handler, so that a malformed or oversized body is a refused form like any
 * other (400, 413, 415), counted as one by the form's limits.
 */
export function receiveJsonBody(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    parseVisitorJson(req, res, (error?: unknown) =>
      error === undefined || error === null
        ? resolve()
        : reject(error instanceof Error ? error : new Error('Unreadable request body', { cause: error })),
    );
  });
}
