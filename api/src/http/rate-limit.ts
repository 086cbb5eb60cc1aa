import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { RateLimit } from '../config.js';
import type { Database } from '../db/schema.js';
import { clientAddressKey } from './client-address.js';
import { clientErrorStatus, HttpError } from './errors.js';

const TOO_MANY_REQUESTS_MESSAGE = 'Muitas solicitações. Aguarde alguns minutos e tente novamente.';

/** Expired windows are deleted at most this often by each counter. */
const PRUNE_EVERY_MS = 60_000;

export interface WindowCount {
  hits: number;
  /** When the window ends (epoch ms). */
  endsAt: number;
}

function windowOf(limit: RateLimit, now: number): { startsAt: string; endsAt: number } {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { startsAt: new Date(start).toISOString(), endsAt: start + limit.windowMs };
}

/**
 * Counts hits per key (a client address, or an address with an account) in fixed windows kept in the
 * database, so that every API process shares them. `limit.max` hits per window are allowed.
 */
export class RateCounter {
  private lastPrune = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bucket: string,
    readonly limit: RateLimit,
  ) {}

  /** Counts one hit in the current window and answers the window's total so far. */
  async hit(key: string, now: number): Promise<WindowCount> {
    await this.pruneNowAndThen(now);
    const { startsAt, endsAt } = windowOf(this.limit, now);
    const { hits } = await this.db
      .insertInto('rate_limits')
      .values({ bucket: this.bucket, address: key, window_start: startsAt, hits: 1, expires_at: new Date(endsAt).toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['bucket', 'address', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return { hits: Number(hits), endsAt };
  }

  /** Takes back a hit counted at `now` (e.g. a sign-in that turned out right). */
  async takeBack(key: string, now: number): Promise<void> {
    const { startsAt } = windowOf(this.limit, now);
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('bucket', '=', this.bucket)
      .where('address', '=', key)
      .where('window_start', '=', startsAt)
      .where('hits', '>', 0)
      .execute();
  }

  exceeded(count: WindowCount): boolean {
    return count.hits > this.limit.max;
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom('rate_limits').where('expires_at', '<=', new Date(now).toISOString()).execute();
  }
}

/** Sets `Retry-After` to the seconds until the given window ends (at least 1). */
export function setRetryAfter(res: Response, endsAt: number, now: number): void {
  res.set('Retry-After', String(Math.max(1, Math.ceil((endsAt - now) / 1000))));
}

/**
 * Allows each client address `limit.max` requests per window on the routes it guards; the next ones
 * get 429 with `Retry-After`.
 */
export function rateLimit(db: Kysely<Database>, bucket: string, limit: RateLimit): RequestHandler {
  const counter = new RateCounter(db, bucket, limit);
  return async (req, res, next) => {
    const now = Date.now();
    const count = await counter.hit(clientAddressKey(req), now);
    if (counter.exceeded(count)) {
      setRetryAfter(res, count.endsAt, now);
      throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE);
    }
    next();
  };
}

/** The two per-address limits of a visitor's form. */
export interface FormLimits {
  /** Submissions accepted. */
  accepted: RateLimit;
  /** Submissions refused (a wrong field, a PDF renamed .jpg, …): enough for a person correcting the form. */
  refused: RateLimit;
}

/** What an accepted form answers: its message and, for some forms, what the visitor needs next. */
export interface FormAnswer {
  message: string;
  data?: Readonly<Record<string, unknown>>;
}

/**
 * A visitor's form submission as one attempt counted per client address in two counters, `bucket` for
 * accepted submissions and `bucket-refused` for refused ones. Before any work the attempt takes a slot in
 * both, so that parallel submissions cannot slip past either limit, and past either one it is answered 429
 * with `Retry-After`. Once the outcome is known it gives back the slot it does not need: an accepted
 * submission its refused slot, a refused one (any 4xx, that 429 included) its accepted slot. A server
 * failure keeps both. `handle` answers the success message, sent as `201 { message }`, or the message with
 * data, sent as `201 { message, data }`.
 */
export function countedForm(
  db: Kysely<Database>,
  bucket: string,
  limits: FormLimits,
  handle: (req: Request, res: Response) => Promise<string | FormAnswer>,
): RequestHandler {
  const accepted = new RateCounter(db, bucket, limits.accepted);
  const refused = new RateCounter(db, `${bucket}-refused`, limits.refused);
  return async (req, res) => {
    const now = Date.now();
    const key = clientAddressKey(req);
    const [acceptedCount, refusedCount] = await Promise.all([accepted.hit(key, now), refused.hit(key, now)]);
    const exceeded = [
      accepted.exceeded(acceptedCount) ? acceptedCount : undefined,
      refused.exceeded(refusedCount) ? refusedCount : undefined,
    ].filter((count) => count !== undefined);
    if (exceeded.length > 0) {
      await accepted.takeBack(key, now);
      setRetryAfter(res, Math.max(...exceeded.map((count) => count.endsAt)), now);
      throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE);
    }
    let answer: string | FormAnswer;
    try {
      answer = await handle(req, res);
    } catch (error) {
      if (clientErrorStatus(error) !== undefined) await accepted.takeBack(key, now);
      throw error;
    }
    await refused.takeBack(key, now);
    res.status(201).json(typeof answer === 'string' ? { message: answer } : answer);
  };
}
