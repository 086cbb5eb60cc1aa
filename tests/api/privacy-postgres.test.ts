import { privacySuite } from './suites/privacy.js';
import { describeOnPostgres } from './support/on-postgres.js';

await describeOnPostgres('privacy', () => {
  privacySuite('postgres');
});
