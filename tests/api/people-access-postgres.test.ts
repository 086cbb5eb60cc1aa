import { describe, expect, it } from 'vitest';
import { lastAdministratorSuite } from './suites/last-administrator.js';
import { peopleAccessSuite } from './suites/people-access.js';
import { peopleAuthorizationSuite } from './suites/people-authorization.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `who may change whom, on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    peopleAuthorizationSuite('postgres');
    peopleAccessSuite('postgres');
    lastAdministratorSuite('postgres');

    it('runs against the PostgreSQL server', () => {
      expect(TEST_DATABASE_URL).toMatch(/^postgres/);
    });
  },
);
