import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../support/stack';
import { stackEnv } from './support/env';
import { startMailCatcher } from './support/mailCatcher';
import { startPostalCodeService } from './support/postalCodeService';

const builtIndex = path.resolve(import.meta.dirname, '../../web/dist/index.html');

/** Generous per-address limits: every test runs from the same address, and the limits have tests of their own. */
const relaxedLimit = { max: 10_000, windowMs: 60_000 };

const adminEmail = 'admin@imobiliaria.local';

/**
 * Starts the real stack once for the whole run: its API asks a local ViaCEP-compatible service for
 * postal codes and sends mail to a local SMTP server (checked every 200 ms), and its first administrator
 * gets a password of this run. The returned function stops everything.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(builtIndex)) {
    throw new Error(`${builtIndex} is missing: build the web app first (npx vite build --config web/vite.config.ts)`);
  }
  const mailDir = await mkdtemp(path.join(tmpdir(), 'imobiliaria-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  const postalCodes = await startPostalCodeService();
  const adminPassword = `admin-${randomBytes(9).toString('base64url')}`;
  const stack = await startStack({
    cepServiceUrl: postalCodes.url,
    smtpUrl: mail.url,
    outboxIntervalMs: 200,
    adminEmail,
    adminPassword,
    rateLimits: {
      contact: relaxedLimit,
      contactRefused: relaxedLimit,
      register: relaxedLimit,
      registerRefused: relaxedLimit,
      cep: relaxedLimit,
      loginAccount: relaxedLimit,
      loginAddress: relaxedLimit,
    },
    // Two browsers signing in test after test, in this one process: checks need not rest, nor be refused.
    passwordGate: { maxWaiting: 1000, busyShare: 1, maxWaitMs: 60_000 },
  }).catch(async (error: unknown) => {
    await postalCodes.close();
    await mail.close();
    throw error;
  });
  process.env[stackEnv.baseUrl] = stack.gatewayUrl;
  process.env[stackEnv.apiUrl] = stack.apiUrl;
  process.env[stackEnv.apiKey] = stack.apiKey;
  process.env[stackEnv.dataDir] = stack.dataDir;
  process.env[stackEnv.adminEmail] = adminEmail;
  process.env[stackEnv.adminPassword] = adminPassword;
  process.env[stackEnv.mailDir] = mailDir;
  return async () => {
    await stack.close();
    await postalCodes.close();
    await mail.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}
