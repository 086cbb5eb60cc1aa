import { expect, it } from 'vitest';
import { contractSuites } from './suites/areas.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { useTestApi } from './support/test-api.js';

await describeOnPostgres('REST API', () => {
  const testApi = useTestApi({ dialect: 'postgres' });
  contractSuites(testApi);

  it('runs on a fresh database of its own', () => {
    expect(testApi().databaseUrl).toMatch(/\/api_test_\d+_[0-9a-f]{8}$/);
  });
});
