import { describe, expect, it } from 'vitest';
import { accessSuite } from './suites/access.js';
import { catalogueSuite } from './suites/catalogue.js';
import { demoSignInSuite } from './suites/demo-sign-ins.js';
import { filtersSuite } from './suites/filters.js';
import { imagesSuite } from './suites/images.js';
import { restartSuite } from './suites/restart.js';
import { teamSuite } from './suites/team.js';
import { postgresUnavailableReason, TEST_DATABASE_URL } from './support/postgres.js';
import { useTestApi } from './support/test-api.js';

const unavailable = await postgresUnavailableReason();
if (unavailable !== undefined) console.warn(`Testes do PostgreSQL ignorados: ${unavailable}`);

describe.skipIf(unavailable !== undefined)(
  `REST API on PostgreSQL (${new URL(TEST_DATABASE_URL).host})${unavailable ? ` — ignorado: ${unavailable}` : ''}`,
  () => {
    const testApi = useTestApi({ dialect: 'postgres' });
    accessSuite(testApi);
    catalogueSuite(testApi);
    filtersSuite(testApi);
    teamSuite(testApi);
    imagesSuite(testApi);
    demoSignInSuite(testApi);
    restartSuite(testApi);

    it('runs on a fresh database of its own', () => {
      expect(testApi().databaseUrl).toMatch(/\/api_test_\d+_[0-9a-f]{8}$/);
    });
  },
);
