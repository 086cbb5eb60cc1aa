import type { Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors.js';
import type { Database, UserRole } from '../db/schema.js';
import { permissionsOf, type PermissionIdentifier, type PermissionJson } from './permissions.js';
import { hashSessionToken } from './sessions.js';

const INVALID_SESSION_MESSAGE = 'Sessão inválida ou expirada. Faça login novamente.';
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar este recurso.';

/** Tokens are 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The signed-in member of staff, as the login answer and `GET /api/auth/me` show it. */
export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  permissions: PermissionJson[];
}

/**
 * The bearer token of the request, or `undefined` without an Authorization header. Any other form of
 * the header (another scheme, no token, extra words) is a 401.
 */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header);
  if (!match?.[1] || match[1].length > MAX_TOKEN_LENGTH) throw new HttpError(401, INVALID_SESSION_MESSAGE);
  return match[1];
}

/** The staff member of a session token, or `undefined` when it is unknown, revoked, expired or its user inactive. */
export async function findStaffUserByToken(db: Kysely<Database>, token: string): Promise<StaffUser | undefined> {
  const user = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.role'])
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date().toISOString())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (user === undefined) return undefined;
  return { ...user, permissions: await permissionsOf(db, user.id) };
}

/**
 * The staff member behind the request's bearer token, or `undefined` for a request without an
 * Authorization header. A token that is malformed, unknown, revoked or expired, or whose user is
 * inactive, is a 401.
 */
export async function findStaffUser(db: Kysely<Database>, req: Request): Promise<StaffUser | undefined> {
  const token = bearerToken(req);
  if (token === undefined) return undefined;
  const user = await findStaffUserByToken(db, token);
  if (user === undefined) throw new HttpError(401, INVALID_SESSION_MESSAGE);
  return user;
}

export function holdsPermission(user: StaffUser, permission: PermissionIdentifier): boolean {
  return user.permissions.some((held) => held.identifier === permission);
}

/** A broker sees and changes only their own properties; every other role sees all. */
export function seesOnlyOwnProperties(user: StaffUser): boolean {
  return user.role === 'broker';
}

const signedIn = new WeakMap<Request, StaffUser>();

/**
 * Lets the request through only with a valid bearer token (401 otherwise) and, when `permission` is
 * given, only for a user holding it — or any of them, for a list (403 otherwise). The route then reads
 * the user with `currentStaff(req)`.
 */
export function requireStaff(db: Kysely<Database>, permission?: PermissionIdentifier | readonly PermissionIdentifier[]): RequestHandler {
  const anyOf: readonly PermissionIdentifier[] = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  return async (req, _res, next) => {
    const user = await findStaffUser(db, req);
    if (user === undefined) throw new HttpError(401, INVALID_SESSION_MESSAGE);
    if (anyOf.length > 0 && !anyOf.some((identifier) => holdsPermission(user, identifier))) {
      throw new HttpError(403, FORBIDDEN_MESSAGE);
    }
    signedIn.set(req, user);
    next();
  };
}

/** The user `requireStaff` let through for this request. */
export function currentStaff(req: Request): StaffUser {
  const user = signedIn.get(req);
  if (user === undefined) throw new Error('Rota do back office sem requireStaff.');
  return user;
}
