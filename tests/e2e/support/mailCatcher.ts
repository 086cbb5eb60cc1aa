import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../api/support/mailbox';

/** One mail as the test SMTP server received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** For the API's `smtpUrl`. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, no authentication) that writes every mail it receives as a JSON
 * file in `folder`, where the tests (in other processes) read them.
 */
export async function startMailCatcher(folder: string): Promise<MailCatcher> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: headers.get('subject') ?? '',
          text,
        };
        received += 1;
        writeFile(path.join(folder, `${Date.now()}-${received}.json`), JSON.stringify(mail)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A sender that hangs up mid-conversation resets its connection: an error of that one session, not of the catcher.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every mail caught so far. */
export async function caughtMails(folder: string): Promise<CaughtMail[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as CaughtMail));
}
