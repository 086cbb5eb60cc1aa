import { describe, expect, it } from 'vitest';
import { authorizationSuite } from './suites/authorization.js';
import { loginSuite } from './suites/login.js';
import { orphanSweepSuite } from './suites/orphans.js';
import { propertyCodesSuite } from './suites/property-codes.js';
import { propertyStatusSuite } from './suites/property-status.js';
import { staffPropertiesSuite } from './suites/staff-properties.js';
import { staffPropertyRulesSuite } from './suites/staff-property-rules.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `back-office calls on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    loginSuite('postgres');
    authorizationSuite('postgres');
    staffPropertiesSuite('postgres');
    staffPropertyRulesSuite('postgres');
    propertyCodesSuite('postgres');
    propertyStatusSuite('postgres');
    orphanSweepSuite('postgres');

    it('runs against the PostgreSQL server', () => {
      expect(TEST_DATABASE_URL).toMatch(/^postgres/);
    });
  },
);
