import { setTimeout as sleep } from 'node:timers/promises';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import { staffActor, visitorActor } from '../audit/audit-actor.js';
import { CredentialChecker, LOGIN_FAILED_MESSAGE, LoginThrottle, readCredentials } from '../auth/login.js';
import { passwordGate } from '../auth/password-gate.js';
import { allPermissions } from '../auth/permissions.js';
import { bearerToken, currentStaff, requireStaff, type StaffUser } from '../auth/staff-session.js';
import type { RateLimits } from '../config.js';
import type { Database } from '../db/schema.js';
import { bodyFields } from '../http/body.js';
import { clientAddressKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import type { ApiMetrics, SignInRefusal } from '../metrics/api-metrics.js';
import { PasswordReset } from '../people/password-reset.js';
import { openSignedInSession, recordFailedSignIn, signOut, typedSignInEmail } from '../people/session-audit.js';

export interface AuthSettings {
  db: Kysely<Database>;
  /** Counts the refused sign-ins, by reason. */
  metrics: Pick<ApiMetrics, 'refusedSignIn'>;
  rateLimits: Pick<RateLimits, 'loginAccount' | 'loginAddress'>;
  /** A failed sign-in is answered no sooner than this after it arrived. */
  failedSignInDelayMs: number;
  /** The public site, for the link of a new password. */
  publicUrl: string;
  /** Called once a mail is queued, so the outbox sends it now. */
  onMailQueued: () => void;
}

function toUserJson(user: StaffUser): StaffUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role, permissions: user.permissions };
}

/**
 * `POST /api/auth` `{ email, password }` → `{ user, token }`; `POST /api/auth/logout` revokes the bearer
 * token (204); `GET /api/auth/me` → `{ user }`; `GET /api/permissions` → `{ data: [permission…] }`. A forgotten
 * password: `POST /api/auth/password-reset` `{ email }` mails a single-use link, and
 * `POST /api/auth/password-reset/confirm` `{ token, password }` sets the new password; both counted per address
 * before the body is read. Each sign-in, refused sign-in, sign-out, link asked for an account and new password set
 * writes its entry in the audit trail (record type 'user'), never a password, token or hash.
 */
export function authRoutes({ db, metrics, rateLimits, failedSignInDelayMs, publicUrl, onMailQueued }: AuthSettings): Router {
  const router = Router();
  const credentials = new CredentialChecker(db);
  const throttle = new LoginThrottle(db, rateLimits);
  const reset = new PasswordReset({ db, publicUrl, perAddress: rateLimits.loginAddress });
  const body = [express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' })];
  const countedReset: RequestHandler = async (req, res, next) => {
    await reset.countRequest(clientAddressKey(req), res);
    next();
  };

  router.post('/auth/password-reset', countedReset, ...body, async (req, res) => {
    const answer = await reset.request(visitorActor(req), bodyFields(req.body));
    onMailQueued();
    res.status(202).json(answer);
  });

  router.post('/auth/password-reset/confirm', countedReset, ...body, async (req, res) => {
    const { message } = await reset.confirm(visitorActor(req), bodyFields(req.body));
    res.json({ message });
  });

  router.post('/auth', ...body, async (req, res) => {
    const arrivedAt = performance.now();
    try {
      await signIn(req, res);
    } catch (error) {
      const refusal = signInRefusal(error);
      if (refusal !== undefined) metrics.refusedSignIn(refusal);
      // However it failed (wrong credentials, too many attempts, a full password gate), the answer waits: a script
      // retrying at once gets one try a second per connection, and pays nothing for the wait.
      await waitUntil(arrivedAt + failedSignInDelayMs);
      throw error;
    }
  });

  async function signIn(req: Request, res: Response): Promise<void> {
    const given = readCredentials(req.body);
    // Counted and checked in the password gate's turn: a sign-in refused for a full gate costs nothing more.
    const check = await passwordGate.run(async () => {
      const forgiveAttempt = await throttle.attempt(given.email, clientAddressKey(req), res);
      const found = await credentials.check(given);
      if (found.userId !== undefined) await forgiveAttempt();
      return found;
    });
    // Only credentials checked and refused are a failed sign-in of the trail: those past a limit or the password
    // gate were never checked, and writing them would let a flood of requests fill the trail.
    if (check.userId === undefined) {
      await recordFailedSignIn(db, visitorActor(req), check.accountId, typedSignInEmail(req.body));
      throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    }
    const { token, user } = await openSignedInSession(db, check.userId, visitorActor(req));
    res.json({ user: toUserJson(user), token });
  }

  router.post('/auth/logout', requireStaff(db), async (req, res) => {
    const token = bearerToken(req);
    if (token !== undefined) await signOut(db, staffActor(req), token);
    res.status(204).end();
  });

  router.get('/auth/me', requireStaff(db), (req, res) => {
    res.json({ user: toUserJson(currentStaff(req)) });
  });

  router.get('/permissions', requireStaff(db), async (_req, res) => {
    res.json({ data: await allPermissions(db) });
  });

  return router;
}

/**
 * Why a sign-in was refused, for the metrics: a 429 is a limit of failed attempts or the password gate's full line, a
 * 401 wrong credentials; a form left empty (422) or a failure of the API is no refused sign-in.
 */
function signInRefusal(error: unknown): SignInRefusal | undefined {
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 429) return 'rate_limit';
  return error.status === 401 ? 'credentials' : undefined;
}

function waitUntil(time: number): Promise<void> {
  const remaining = time - performance.now();
  return remaining > 0 ? sleep(remaining) : Promise.resolve();
}
