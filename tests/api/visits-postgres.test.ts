import { visitSuites } from './suites/areas.js';
import { describeOnPostgres } from './support/on-postgres.js';

await describeOnPostgres('visits', () => {
  visitSuites('postgres');
});
