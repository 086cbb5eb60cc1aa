import { describe } from 'vitest';
import { contractSuites } from './suites/areas.js';
import { useTestApi } from './support/test-api.js';

describe('REST API on SQLite (demo content)', () => {
  contractSuites(useTestApi({ dialect: 'sqlite' }));
});
