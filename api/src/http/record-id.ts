import type { Request } from 'express';
import { HttpError } from './errors.js';

/**
 * The `{id}` of the path: digits only, a positive safe integer. Anything else names no record and answers
 * 404 with the resource's own text.
 */
export function recordId(req: Request, notFoundMessage: string): number {
  const text = String(req.params.id);
  const id = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new HttpError(404, notFoundMessage);
  return id;
}
