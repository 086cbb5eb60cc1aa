import { describe } from 'vitest';
import { authorizationSuite } from './suites/authorization.js';
import { loginSuite } from './suites/login.js';
import { orphanSweepSuite } from './suites/orphans.js';
import { propertyCodesSuite } from './suites/property-codes.js';
import { propertyStatusSuite } from './suites/property-status.js';
import { staffPropertiesSuite } from './suites/staff-properties.js';
import { staffPropertyRulesSuite } from './suites/staff-property-rules.js';

describe('back-office calls on SQLite', () => {
  loginSuite('sqlite');
  authorizationSuite('sqlite');
  staffPropertiesSuite('sqlite');
  staffPropertyRulesSuite('sqlite');
  propertyCodesSuite('sqlite');
  propertyStatusSuite('sqlite');
  orphanSweepSuite('sqlite');
});
