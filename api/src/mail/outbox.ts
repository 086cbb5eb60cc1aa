import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { Database, OutboxRow } from '../db/schema.js';
import { DELIVERY_LEASE_MS, GIVE_UP_AFTER_MS, retryDelayMs } from './retry.js';
import type { MailSender } from './sender.js';

export interface OutboxSettings {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Undefined when no SMTP server is configured: mails then wait in the outbox. */
  sender: MailSender | undefined;
  mailTo: string | undefined;
  mailFrom: string | undefined;
  intervalMs: number;
  log: (line: string) => void;
  /** The agency as registered (its name and e-mail), read at each delivery; undefined when none is active. */
  findAgencyCompany: () => Promise<AgencyCompany | undefined>;
  /**
   * What of a mail's text is kept once it is sent or given up: secrets it carried for its reader only (an owner's
   * tracking link) are taken out. The text as it is when not given.
   */
  keptText?: (text: string) => string;
}

/** What the outbox reads of the agency's registered company. */
interface AgencyCompany {
  name: string;
  email: string;
}

/** Mails claimed per pass; the next pass takes the rest. */
const BATCH_SIZE = 20;
/** When the outbox stops, a mail being sent gets this long to be accepted by the server before it is interrupted. */
const SEND_FINISH_GRACE_MS = 2500;
const MAX_ERROR_LENGTH = 500;

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/** Where the agency receives mail and signs it from. */
interface Agency {
  name: string;
  address: string;
}

/**
 * Delivers every mail of the `outbox` table: contact messages to the agency, status notices to clients.
 * Each mail is claimed before it is sent (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so that several API
 * processes sharing one database never send the same mail twice (docs/decisions/0022-several-apis.md); a failed delivery is retried later with
 * exponential backoff, and given up (kept, marked failed) after 7 days.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;
  private stopping: Promise<void> | undefined;
  private readonly aborter = new AbortController();

  constructor(private readonly settings: OutboxSettings) {}

  private keptText(text: string): string {
    return this.settings.keptText?.(text) ?? text;
  }

  /** Starts the periodic passes (none without an SMTP server). */
  start(): void {
    if (this.settings.sender === undefined) {
      this.settings.log(
        'SMTP_URL não configurada: os e-mails (mensagens de contato, avisos de status) ficam guardados na caixa de saída até o envio ser configurado.',
      );
      return;
    }
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass now, e.g. right after a mail was queued. */
  wake(): void {
    if (this.stopped) return;
    if (this.running !== undefined) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /**
   * Stops between two mails: no new mail is claimed, the one being sent gets `SEND_FINISH_GRACE_MS` to be
   * accepted by the server (then it is marked sent), after which its delivery is interrupted and it stays
   * queued, due at once on the next start. Then closes the connection.
   */
  stop(): Promise<void> {
    this.stopping ??= this.finishDeliveries();
    return this.stopping;
  }

  private async finishDeliveries(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const interrupt = setTimeout(() => this.aborter.abort(), SEND_FINISH_GRACE_MS);
    await this.running;
    clearTimeout(interrupt);
    this.settings.sender?.close();
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.pass().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.settings.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    try {
      await this.deliverDue();
    } catch (error) {
      this.settings.log(`Caixa de saída: falha ao processar os e-mails: ${describeError(error)}`);
    }
  }

  /** One pass: claims and delivers the mails that are due, at most `BATCH_SIZE`. Answers how many were delivered. */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (let claimed = 0; claimed < BATCH_SIZE && !this.stopped; claimed += 1) {
      const mail = await this.claimNext();
      if (mail === undefined) break;
      if (this.stopped) {
        await this.release(mail);
        break;
      }
      if (await this.deliver(mail)) delivered += 1;
    }
    return delivered;
  }

  /**
   * Takes the next due mail for this process in one statement: marks it as being delivered (one more
   * attempt, held for `DELIVERY_LEASE_MS`) and answers it, or undefined when none is due. On PostgreSQL
   * the mail is chosen with `FOR UPDATE SKIP LOCKED`: a mail another process is claiming at that moment
   * is passed over, not waited for, and once claimed it is no longer due. SQLite runs one write at a time.
   */
  private async claimNext(): Promise<OutboxRow | undefined> {
    const { db, dialect } = this.settings;
    const now = new Date();
    return db
      .updateTable('outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString(),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where((due) => due.or([due('next_attempt_at', 'is', null), due('next_attempt_at', '<=', now.toISOString())]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1)
          .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** The agency's address (MAIL_TO, else the company's e-mail) and name, read at each delivery. */
  private async agency(): Promise<Agency> {
    const company = await this.settings.findAgencyCompany();
    const name = company?.name.trim() || 'Site da imobiliária';
    const address = this.settings.mailTo ?? company?.email.trim();
    if (!address) throw new Error('Nenhum endereço da imobiliária: defina MAIL_TO ou o e-mail da empresa.');
    return { name, address };
  }

  private async deliver(mail: OutboxRow): Promise<boolean> {
    const { db, sender } = this.settings;
    if (sender === undefined) return false;
    try {
      const agency = await this.agency();
      const replyTo = mail.reply_to_address === null ? undefined : { name: mail.reply_to_name ?? '', address: mail.reply_to_address };
      await sender.send(
        {
          to: mail.to_address ?? agency.address,
          from: this.settings.mailFrom ?? { name: agency.name, address: agency.address },
          replyTo,
          subject: mail.subject,
          text: mail.body,
          ...(mail.calendar === null ? {} : { calendar: mail.calendar }),
        },
        this.aborter.signal,
      );
    } catch (error) {
      if (this.aborter.signal.aborted) await this.release(mail);
      else await this.recordFailure(mail, error);
      return false;
    }
    await db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        next_attempt_at: null,
        last_error: null,
        body: this.keptText(mail.body),
      })
      .where('id', '=', mail.id)
      .execute();
    return true;
  }

  /** Gives back a mail the stop kept from being delivered: not a failed attempt, due again at once. */
  private async release(mail: OutboxRow): Promise<void> {
    await this.settings.db
      .updateTable('outbox')
      // Due now, written as a time: a null would sort first on SQLite but last on PostgreSQL.
      .set({ attempts: mail.attempts - 1, next_attempt_at: new Date().toISOString() })
      .where('id', '=', mail.id)
      .execute();
    this.settings.log(`Caixa de saída: mensagem ${mail.id} não enviada por causa do encerramento; ela continua na fila.`);
  }

  private async recordFailure(mail: OutboxRow, error: unknown): Promise<void> {
    const now = Date.now();
    const givingUp = now - Date.parse(mail.created_at) >= GIVE_UP_AFTER_MS;
    const lastError = describeError(error);
    await this.settings.db
      .updateTable('outbox')
      .set({
        status: givingUp ? 'failed' : 'pending',
        ...(givingUp ? { body: this.keptText(mail.body) } : {}),
        next_attempt_at: givingUp ? null : new Date(now + retryDelayMs(mail.attempts, this.settings.intervalMs)).toISOString(),
        last_error: lastError,
      })
      .where('id', '=', mail.id)
      .execute();
    const outcome = givingUp ? 'desistindo após 7 dias' : 'nova tentativa mais tarde';
    this.settings.log(
      `Caixa de saída: mensagem ${mail.id} (${mail.kind} ${mail.reference_id ?? '-'}) não enviada (tentativa ${mail.attempts}, ${outcome}): ${lastError}`,
    );
  }
}
