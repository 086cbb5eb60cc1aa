import { expect, it } from 'vitest';
import { mediaSuites } from './suites/areas.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { TEST_DATABASE_URL } from './support/postgres.js';

await describeOnPostgres('videos and contract templates', () => {
  mediaSuites('postgres');

  it('runs against the PostgreSQL server', () => {
    expect(TEST_DATABASE_URL).toMatch(/^postgres/);
  });
});
