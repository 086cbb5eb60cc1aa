import { describe } from 'vitest';
import { accessSuite } from './suites/access.js';
import { catalogueSuite } from './suites/catalogue.js';
import { demoSignInSuite } from './suites/demo-sign-ins.js';
import { filtersSuite } from './suites/filters.js';
import { imagesSuite } from './suites/images.js';
import { restartSuite } from './suites/restart.js';
import { teamSuite } from './suites/team.js';
import { useTestApi } from './support/test-api.js';

describe('REST API on SQLite (demo content)', () => {
  const testApi = useTestApi({ dialect: 'sqlite' });
  accessSuite(testApi);
  catalogueSuite(testApi);
  filtersSuite(testApi);
  teamSuite(testApi);
  imagesSuite(testApi);
  demoSignInSuite(testApi);
  restartSuite(testApi);
});
