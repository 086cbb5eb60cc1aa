import { expect, it } from 'vitest';
import { peopleAccessSuites } from './suites/areas.js';
import { describeOnPostgres } from './support/on-postgres.js';
import { TEST_DATABASE_URL } from './support/postgres.js';

await describeOnPostgres('who may change whom,', () => {
  peopleAccessSuites('postgres');

  it('runs against the PostgreSQL server', () => {
    expect(TEST_DATABASE_URL).toMatch(/^postgres/);
  });
});
