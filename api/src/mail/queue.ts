import type { Kysely } from 'kysely';
import type { Database, MailKind } from '../db/schema.js';

/** A mail ready to be queued: rendered text, its recipient (undefined: the agency) and what it is about. */
export interface MailToQueue {
  kind: MailKind;
  referenceId: number;
  /** Undefined: the agency itself, read when the mail is sent. */
  to?: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** An iCalendar invitation to send with it. */
  calendar?: string;
}

/**
 * Puts a mail in the outbox. Call it in the same transaction as the change it tells about, so that the
 * mail exists exactly when the change does; the outbox worker sends it afterwards.
 */
export async function queueMail(db: Kysely<Database>, mail: MailToQueue, now = new Date()): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      reference_id: mail.referenceId,
      to_address: mail.to ?? null,
      reply_to_name: mail.replyTo?.name ?? null,
      reply_to_address: mail.replyTo?.address ?? null,
      subject: mail.subject,
      body: mail.text,
      calendar: mail.calendar ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}
