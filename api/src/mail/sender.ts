import nodemailer from 'nodemailer';

interface OutgoingMail {
  from: string | { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** An iCalendar invitation (METHOD:REQUEST), sent as the mail's calendar part and as `convite.ics`. */
  calendar?: string;
}

/** Sends one mail; rejects when the server cannot be reached or refuses it. */
export interface MailSender {
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

/** Time limits of one delivery: nothing waits on an unresponsive mail server for long. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/** A sender over SMTP, e.g. `smtp://user:pass@mail.example.com:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send({ calendar, ...mail }, signal) {
      const icalEvent = calendar === undefined ? undefined : { method: 'REQUEST', filename: 'convite.ics', content: calendar };
      await transport.sendMail({ ...mail, ...(icalEvent ? { icalEvent } : {}), signal });
    },
    close() {
      transport.close();
    },
  };
}
