import { auditSuites } from './suites/areas.js';
import { describeOnPostgres } from './support/on-postgres.js';

await describeOnPostgres('audit trail', () => {
  auditSuites('postgres');
});
