import { describe, expect, it } from 'vitest';
import { contactSuite } from './suites/contact.js';
import { postalCodeSuite } from './suites/postal-codes.js';
import { rateLimitSuite } from './suites/rate-limits.js';
import { registrationAcceptedSuite } from './suites/registration-accepted.js';
import { registrationRulesSuite } from './suites/registration-rules.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `visitor calls on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    contactSuite('postgres');
    postalCodeSuite('postgres');
    registrationRulesSuite('postgres');
    registrationAcceptedSuite('postgres');
    rateLimitSuite('postgres');

    it('runs against the PostgreSQL server', () => {
      expect(TEST_DATABASE_URL).toMatch(/^postgres/);
    });
  },
);
