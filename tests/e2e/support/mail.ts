import { expect } from '@playwright/test';
import { requiredEnv, stackEnv } from './env';
import { caughtMails, type CaughtMail } from './mailCatcher';

/** Waits until the test SMTP server has received a mail matching `predicate`, and answers it. */
export async function waitForMail(predicate: (mail: CaughtMail) => boolean, what: string, timeout = 10_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails(requiredEnv(stackEnv.mailDir))).find(predicate);
        return found !== undefined;
      },
      { message: `the mail ${what} arrives`, timeout },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail ${what}`);
  return found;
}
