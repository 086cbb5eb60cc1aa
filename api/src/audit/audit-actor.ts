import type { Request } from 'express';
import { currentStaff } from '../auth/staff-session.js';
import type { AuditActor } from './audit-types.js';

/** The address the request came from: the visitor's, as the gateway passed it on (`trust proxy`, see app.ts). */
export function requestAddress(req: Request): string | null {
  return req.ip ?? req.socket.remoteAddress ?? null;
}

/** The signed-in member of staff behind a back-office request, and their address. */
export function staffActor(req: Request): AuditActor {
  const user = currentStaff(req);
  return { userId: user.id, name: user.name, address: requestAddress(req) };
}

/** A request made without a session (a sign-in, a password reset): no one yet, only the address. */
export function visitorActor(req: Request): AuditActor {
  return { userId: null, name: null, address: requestAddress(req) };
}

/** The product itself, acting on its own schedule (the LGPD retention, say). */
export const PRODUCT_ACTOR: AuditActor = { userId: null, name: null, address: null };
