import { describe, expect, it } from 'vitest';
import { brokerListSuite } from './suites/broker-list.js';
import { brokersSuite } from './suites/brokers.js';
import { clientsSuite } from './suites/clients.js';
import { companiesSuite } from './suites/companies.js';
import { passwordsSuite } from './suites/passwords.js';
import { usersSuite } from './suites/users.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `people calls on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    clientsSuite('postgres');
    companiesSuite('postgres');
    brokerListSuite('postgres');
    brokersSuite('postgres');
    usersSuite('postgres');
    passwordsSuite('postgres');

    it('runs against the PostgreSQL server', () => {
      expect(TEST_DATABASE_URL).toMatch(/^postgres/);
    });
  },
);
