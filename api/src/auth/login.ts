import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { sql, type Kysely } from 'kysely';
import type { RateLimits } from '../config.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { RateCounter, setRetryAfter } from '../http/rate-limit.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

const LOGIN_EMPTY_MESSAGE = 'Por favor, preencha todos os campos.';
export const LOGIN_FAILED_MESSAGE = 'E-mail ou senha inválidos.';
const LOGIN_TOO_MANY_MESSAGE = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

/**
 * An argon2id hash, with the cost `hashPassword` uses, of a random password that was thrown away: no
 * password matches it. Checking a password against it takes as long as against a real hash.
 */
export const THROWAWAY_HASH = '$argon2id$v=19$m=65536,p=1,t=3$q8hgy9+XmSf0p+HCU0ZypQ$vqyf79FgFwJi9YUb2ykCkvTC06Y0pAA2ghnaBrkReI0';

export interface Credentials {
  email: string;
  password: string;
}

/** Reads `{ email, password }`; 422 'Por favor, preencha todos os campos.' when either is missing or blank. */
export function readCredentials(body: unknown): Credentials {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : '';
  // Passwords are taken as typed: spaces may be part of them.
  const password = typeof fields.password === 'string' ? fields.password : '';
  const errors: Record<string, string[]> = {};
  if (email === '') errors.email = ['Campo obrigatório.'];
  if (password.trim() === '') errors.password = ['Campo obrigatório.'];
  if (Object.keys(errors).length > 0) throw new HttpError(422, LOGIN_EMPTY_MESSAGE, errors);
  return { email, password };
}

/** What a check of credentials found: the user signing in, or, when refused, the account the e-mail is (if any). */
export type CredentialCheck = { userId: number } | { userId: undefined; accountId: number | null };

/**
 * Checks e-mail and password. The answer is the same, and takes about as long, whether the e-mail is
 * unknown, has no password, belongs to an inactive user, or the password is wrong: a password is
 * always verified, against a throwaway hash when there is no real one.
 */
export class CredentialChecker {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The id of the active user with these credentials or, when they are wrong, the id of the account with the e-mail
   * (null when none has it), for the trail of failed sign-ins. A right password stored at an older cost is stored
   * again at today's.
   */
  async check({ email, password }: Credentials): Promise<CredentialCheck> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'is_active'])
      .where(sql<string>`lower(${sql.ref('email')})`, '=', email)
      .orderBy('id')
      .executeTakeFirst();
    const hash = user?.password_hash ?? THROWAWAY_HASH;
    const matches = await verifyPassword(hash, password);
    if (user === undefined || user.password_hash === null || !matches || user.is_active !== 1) {
      return { userId: undefined, accountId: user?.id ?? null };
    }
    if (needsRehash(user.password_hash)) {
      const passwordHash = await hashPassword(password);
      await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    }
    return { userId: user.id };
  }
}

/** The key of an account seen from one address; the e-mail is kept only as a hash. */
function accountKey(email: string, address: string): string {
  return `${createHash('sha256').update(email).digest('hex').slice(0, 32)}@${address}`;
}

/**
 * Failed sign-ins are counted per (e-mail, address) and per address, never per account alone: someone
 * guessing from one address cannot lock the real user out from another. Every attempt is counted
 * before the password is checked (so parallel guesses cannot slip through) and a successful one is
 * taken back.
 */
export class LoginThrottle {
  private readonly perAccount: RateCounter;
  private readonly perAddress: RateCounter;

  constructor(db: Kysely<Database>, limits: Pick<RateLimits, 'loginAccount' | 'loginAddress'>) {
    this.perAccount = new RateCounter(db, 'login-account', limits.loginAccount);
    this.perAddress = new RateCounter(db, 'login-address', limits.loginAddress);
  }

  /**
   * Counts an attempt; answers 429 with `Retry-After` when either limit is exceeded. Answers the function
   * that takes the attempt back, to call once the credentials turn out right.
   */
  async attempt(email: string, address: string, res: Response): Promise<() => Promise<void>> {
    const now = Date.now();
    const key = accountKey(email, address);
    const [account, fromAddress] = await Promise.all([this.perAccount.hit(key, now), this.perAddress.hit(address, now)]);
    const exceeded = [
      this.perAccount.exceeded(account) ? account : undefined,
      this.perAddress.exceeded(fromAddress) ? fromAddress : undefined,
    ].filter((count) => count !== undefined);
    if (exceeded.length > 0) {
      setRetryAfter(res, Math.max(...exceeded.map((count) => count.endsAt)), now);
      throw new HttpError(429, LOGIN_TOO_MANY_MESSAGE);
    }
    return async () => {
      await Promise.all([this.perAccount.takeBack(key, now), this.perAddress.takeBack(address, now)]);
    };
  }
}
