/** Environment variables through which the global setup hands the running stack to the tests. */
export const stackEnv = {
  baseUrl: 'E2E_BASE_URL',
  apiUrl: 'E2E_API_URL',
  apiKey: 'E2E_API_KEY',
  /** The API's data dir, holding its SQLite file `app.db` and the photos under `images/`. */
  dataDir: 'E2E_DATA_DIR',
  /** The first administrator's e-mail and password, set by the global setup. */
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  /** Where the test SMTP server writes each mail it receives, as JSON. */
  mailDir: 'E2E_MAIL_DIR',
} as const;

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through tests/e2e/playwright.config.ts`);
  return value;
}
