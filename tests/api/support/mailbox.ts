import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it, headers and body decoded. */
interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  raw: string;
}

export interface Mailbox {
  port: number;
  /** The mails the server accepted. */
  mails: ReceivedMail[];
  /**
   * How long the server waits, once it has received a mail in full, before accepting it (a slow server);
   * 0 unless asked, and it may change at any time. A mail whose sender hangs up meanwhile is dropped, as a
   * real server drops a mail it never confirmed.
   */
  acceptDelayMs: number;
  /** Waits until at least `count` mails arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Waits until at least `count` mails were received in full, accepted or not yet (or fails after `timeoutMs`). */
  waitForReceived(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface MailboxOptions {
  /** See `Mailbox.acceptDelayMs`. */
  acceptDelayMs?: number;
}

/** Polls `done` every 25 ms until it holds, or fails with `failure()` after `timeoutMs`. */
async function waitUntil(done: () => boolean, timeoutMs: number, failure: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Decodes `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes);
    });
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Reads a single-part text mail: unfolded, decoded headers and the decoded body with LF line ends. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeHeaderWords(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, text: decoded.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on loopback (no TLS, no authentication) that keeps every mail it accepts. Pass a
 * port to listen on that one (e.g. one where the API already tried and failed to deliver).
 */
export async function startMailbox(port = 0, options: MailboxOptions = {}): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  let received = 0;
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        const accept = () => {
          if (closedSessions.has(session.id)) {
            callback(new Error('The sender hung up before the mail was accepted.'));
            return;
          }
          mails.push({
            envelopeFrom: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            headers,
            subject: headers.get('subject') ?? '',
            text,
            raw,
          });
          callback();
        };
        if (mailbox.acceptDelayMs > 0) setTimeout(accept, mailbox.acceptDelayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A sender killed mid-conversation resets its connection: an error of that one session, which the server reports
  // here and which must not end the test run.
  server.on('error', () => {});
  const address = server.server.address() as AddressInfo;
  const mailbox: Mailbox = {
    port: address.port,
    mails,
    acceptDelayMs: options.acceptDelayMs ?? 0,
    async waitFor(count, timeoutMs = 10_000) {
      await waitUntil(
        () => mails.length >= count,
        timeoutMs,
        () => `Esperava ${count} e-mail(s), chegaram ${mails.length}.`,
      );
      return mails;
    },
    waitForReceived(count, timeoutMs = 10_000) {
      return waitUntil(
        () => received >= count,
        timeoutMs,
        () => `Esperava receber ${count} e-mail(s), chegaram ${received}.`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return mailbox;
}

/** A loopback port where nothing listens (it was free a moment ago). */
export async function unusedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
