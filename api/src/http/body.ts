import express, { type RequestHandler } from 'express';

/** A small form sent as JSON or form-encoded (`a=1&b=2`); repeated fields read as lists. */
export const formBody: RequestHandler[] = [express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' })];

/** The parsed body as a record of fields (empty when nothing was sent or it was not an object). */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
