/**
 * Two API processes (`npm run start:api`) on one PostgreSQL database, as on two machines: contact messages are
 * written through both in turn, and one is killed with SIGKILL half-way. Every message that got a 2xx answer is
 * in the database; requests to the dead API fail at once, with no answer, and the other one keeps answering.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../../api/src/db/schema.js';
import { describeOnPostgres } from '../api/support/on-postgres.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../api/support/postgres.js';
import { checkingConnection } from '../api/support/test-api.js';
import { visitorAddress } from '../api/support/visitors.js';
import { startProduct, type ProductProcess } from './support/product-process.js';

const API_KEY = 'chave-dos-testes-de-duas-apis';
const WRITES = 160;
const KILL_AFTER = 60;
/** Writes in flight at once, spread over both APIs. */
const IN_FLIGHT = 6;
const TEST_TIMEOUT_MS = 120_000;

let database: TemporaryDatabase | undefined;
let checking: Kysely<Database> | undefined;
const processes: ProductProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  processes.splice(0).forEach((process) => process.kill());
  await checking?.destroy();
  checking = undefined;
  await database?.drop();
  database = undefined;
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function startApiProcess(databaseUrl: string): Promise<ProductProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-killed-'));
  folders.push(dataDir);
  const api = await startProduct('start:api', {
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    API_KEY,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'senha-dos-testes-123',
  });
  processes.push(api);
  return api;
}

type Outcome = { name: string; api: 0 | 1; afterKill: boolean } & ({ status: number } | { failure: string });

async function sendContact(url: string, name: string): Promise<{ status: number } | { failure: string }> {
  try {
    const response = await fetch(`${url}/api/send-contact-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': API_KEY, 'X-Forwarded-For': visitorAddress() },
      body: JSON.stringify({
        name,
        email: 'visitante@exemplo.com.br',
        phone: '(19) 98765-4321',
        interest: 'rent_out',
        message: 'Gostaria de saber mais sobre os imóveis para alugar.',
      }),
      signal: AbortSignal.timeout(5000),
    });
    await response.text();
    return { status: response.status };
  } catch (error) {
    return { failure: error instanceof Error ? error.name : String(error) };
  }
}

await describeOnPostgres('Two API processes, one killed mid-way', () => {
  it(
    'lose no acknowledged write; the dead one refuses at once and the other keeps answering',
    async () => {
      database = await createTemporaryDatabase();
      checking = checkingConnection(database.url);
      const apis = await Promise.all([startApiProcess(database.url), startApiProcess(database.url)]);
      const [first, second] = apis;
      if (first === undefined || second === undefined) throw new Error('Duas APIs esperadas.');

      const outcomes: Outcome[] = [];
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (next < WRITES) {
          const index = next;
          next += 1;
          if (index === KILL_AFTER && !killed) {
            killed = true;
            first.kill();
          }
          const api = index % 2 === 0 ? 0 : 1;
          const name = `Visitante ${index + 1}`;
          const afterKill = killed;
          outcomes.push({ name, api, afterKill, ...(await sendContact(apis[api]?.url ?? '', name)) });
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

      const acknowledged = outcomes.filter((outcome) => 'status' in outcome && outcome.status >= 200 && outcome.status < 300);
      const stored = await checking.selectFrom('contact_messages').select('name').execute();
      const storedNames = new Set(stored.map((row) => row.name));
      expect(acknowledged.filter((outcome) => !storedNames.has(outcome.name))).toEqual([]);
      // Nothing is written twice, nor anything that was not sent.
      expect(stored).toHaveLength(storedNames.size);
      expect([...storedNames].every((name) => outcomes.some((outcome) => outcome.name === name))).toBe(true);

      const answered = (outcome: Outcome) => 'status' in outcome && outcome.status === 201;
      const refused = (outcome: Outcome) => 'failure' in outcome && outcome.failure === 'TypeError';
      // The survivor answered every write, before the kill and after it.
      expect(outcomes.filter((outcome) => outcome.api === 1).every(answered)).toBe(true);
      // The killed one answered every write sent before the kill but those it was working on, cut without an answer…
      const toTheKilledBefore = outcomes.filter((outcome) => outcome.api === 0 && !outcome.afterKill);
      expect(toTheKilledBefore.every((outcome) => answered(outcome) || refused(outcome))).toBe(true);
      expect(toTheKilledBefore.filter(refused).length).toBeLessThanOrEqual(IN_FLIGHT);
      // …and every write sent after it failed at once (no 5 s timeout), with no answer.
      const toTheKilledAfter = outcomes.filter((outcome) => outcome.api === 0 && outcome.afterKill);
      expect(toTheKilledAfter.length).toBeGreaterThan(40);
      expect(toTheKilledAfter.every(refused)).toBe(true);
      const health = await fetch(`${second.url}/api/health`, { headers: { 'X-API-Key': API_KEY } });
      expect(health.status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );
});
