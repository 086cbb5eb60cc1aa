import type { Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../audit/audit-trail.js';
import type { AuditActor } from '../audit/audit-types.js';
import { fieldChanges, type AuditedFields } from '../audit/field-changes.js';
import { passwordGate } from '../auth/password-gate.js';
import { issuePasswordReset, PASSWORD_RESET_LIFETIME_MINUTES, PASSWORD_RESET_PATH, redeemPasswordReset } from '../auth/password-resets.js';
import { hashPassword } from '../auth/passwords.js';
import { secretDigest } from '../auth/secret-token.js';
import { revokeUserSessions } from '../auth/sessions.js';
import type { RateLimit } from '../config.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { FormReader, REQUIRED_MESSAGE } from '../http/form.js';
import { readNewPassword } from '../http/person-fields.js';
import { RateCounter, setRetryAfter } from '../http/rate-limit.js';
import { passwordResetMail } from '../mail/password-reset-mail.js';
import { queueMail } from '../mail/queue.js';

const PASSWORD_RESET_REQUESTED_MESSAGE =
  'Se este e-mail for de alguém da equipe, enviamos para ele um link para criar uma nova senha. O link vale por 30 minutos.';
const PASSWORD_RESET_DONE_MESSAGE = 'Senha alterada com sucesso! Entre com a nova senha.';
const RESET_LINK_INVALID_MESSAGE =
  "Este link para criar uma nova senha não vale mais: ele já foi usado ou passou de 30 minutos. Peça outro em 'Esqueci minha senha'.";
const FORM_MESSAGE = 'Por favor, corrija os erros destacados.';
const TOO_MANY_MESSAGE = 'Muitos pedidos de nova senha. Aguarde alguns minutos e tente novamente.';
/** Links mailed to one account: a few tries, not a flood in someone's mailbox. */
const PER_ACCOUNT_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };

/** Of the password, the trail keeps only that it changed. */
const PASSWORD_AUDIT: AuditedFields<{ password_hash: string | null }> = { columns: ['password_hash'], secrets: ['password_hash'] };

/** The account's name and stored password hash, as the 'password_reset' entry compares them. */
function passwordOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['name', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Stores the account's new password and ends all its sessions, with the 'password_reset' entry, in `transaction`. */
async function setNewPassword(
  transaction: Kysely<Database>,
  visitor: AuditActor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const before = await passwordOf(transaction, userId);
  await transaction
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(transaction, userId, undefined, now);
  await recordAudit(transaction, {
    actor: visitor,
    action: 'password_reset',
    recordType: 'user',
    recordId: userId,
    recordLabel: before.name,
    changes: fieldChanges(before, await passwordOf(transaction, userId), PASSWORD_AUDIT),
  });
}

/** What the password reset needs from the API: its database, its public site and the limit per address. */
export interface PasswordResetSettings {
  db: Kysely<Database>;
  publicUrl: string;
  perAddress: RateLimit;
}

/**
 * Asking for a new password and setting it with the link. Requests are counted per address (429 past the limit) and
 * per account (past it, no more mail is sent, and the answer is the same); the answer never tells whether the e-mail
 * belongs to anyone. The audit trail gets, for the account (record type 'user', the visitor's address as actor), a
 * 'password_reset_requested' entry for each request naming an active account and a 'password_reset' entry for each
 * new password set; never the token, the password or its hash.
 */
export class PasswordReset {
  private readonly perAddress: RateCounter;
  private readonly perAccount: RateCounter;

  constructor(private readonly settings: PasswordResetSettings) {
    this.perAddress = new RateCounter(settings.db, 'password-reset-address', settings.perAddress);
    this.perAccount = new RateCounter(settings.db, 'password-reset-account', PER_ACCOUNT_LIMIT);
  }

  /** Counts a request from the address; 429 with `Retry-After` past the limit. */
  async countRequest(address: string, res: Response): Promise<void> {
    const now = Date.now();
    const count = await this.perAddress.hit(address, now);
    if (this.perAddress.exceeded(count)) {
      setRetryAfter(res, count.endsAt, now);
      throw new HttpError(429, TOO_MANY_MESSAGE);
    }
  }

  /**
   * `POST /api/auth/password-reset` `{ email }`: mails a link to the active staff member with that e-mail, if any (past
   * the account's limit, none), and writes the request's entry with the link.
   */
  async request(visitor: AuditActor, body: Readonly<Record<string, unknown>>): Promise<{ message: string }> {
    const form = new FormReader(body);
    const email = form.email('email', { required: true })?.toLowerCase();
    if (email === undefined) throw new HttpError(422, FORM_MESSAGE, form.errors);
    const { db, publicUrl } = this.settings;
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(sql<string>`lower(${sql.ref('email')})`, '=', email)
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (user === undefined) return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    const now = new Date();
    const mailsLink = !this.perAccount.exceeded(await this.perAccount.hit(secretDigest(email), now.getTime()));
    await db.transaction().execute(async (transaction) => {
      if (mailsLink) {
        const token = await issuePasswordReset(transaction, user.id, now);
        const link = `${publicUrl}${PASSWORD_RESET_PATH}${token}`;
        await queueMail(transaction, passwordResetMail(user, link, PASSWORD_RESET_LIFETIME_MINUTES), now);
      }
      await recordAudit(transaction, {
        actor: visitor,
        action: 'password_reset_requested',
        recordType: 'user',
        recordId: user.id,
        recordLabel: user.name,
        changes: [],
      });
    });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /**
   * `POST /api/auth/password-reset/confirm` `{ token, password }`: the new password (the spec's rules) for the link's
   * user, whose sessions all end; the link and every other open one of that user stop working. The entry is written
   * with the password; a link or password refused writes none.
   */
  async confirm(visitor: AuditActor, body: Readonly<Record<string, unknown>>): Promise<{ message: string; userId: number }> {
    const form = new FormReader(body);
    const token = form.text('token', { required: true, maxLength: 100 });
    const password = readNewPassword(form, body, REQUIRED_MESSAGE);
    if (token === undefined) throw new HttpError(422, RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
    if (password === undefined) throw new HttpError(422, FORM_MESSAGE, form.errors);
    const passwordHash = await passwordGate.run(() => hashPassword(password), { waits: true });
    const userId = await this.settings.db.transaction().execute(async (transaction) => {
      const now = new Date();
      const redeemed = await redeemPasswordReset(transaction, token, now);
      if (redeemed !== undefined) await setNewPassword(transaction, visitor, redeemed, passwordHash, now);
      return redeemed;
    });
    if (userId === undefined) throw new HttpError(422, RESET_LINK_INVALID_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
    return { message: PASSWORD_RESET_DONE_MESSAGE, userId };
  }
}
