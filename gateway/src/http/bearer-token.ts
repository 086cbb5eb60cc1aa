import type { Request } from 'express';

/** The signed-in user's token from `Authorization: Bearer …`, forwarded to the REST API; null without one. */
export function bearerTokenOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}
