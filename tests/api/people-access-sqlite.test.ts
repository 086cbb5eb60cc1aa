import { describe } from 'vitest';
import { lastAdministratorSuite } from './suites/last-administrator.js';
import { peopleAccessSuite } from './suites/people-access.js';
import { peopleAuthorizationSuite } from './suites/people-authorization.js';

describe('who may change whom, on SQLite', () => {
  peopleAuthorizationSuite('sqlite');
  peopleAccessSuite('sqlite');
  lastAdministratorSuite('sqlite');
});
