import { describe } from 'vitest';
import { contactSuite } from './suites/contact.js';
import { postalCodeSuite } from './suites/postal-codes.js';
import { rateLimitSuite } from './suites/rate-limits.js';
import { registrationAcceptedSuite } from './suites/registration-accepted.js';
import { registrationRulesSuite } from './suites/registration-rules.js';

describe('visitor calls on SQLite', () => {
  contactSuite('sqlite');
  postalCodeSuite('sqlite');
  registrationRulesSuite('sqlite');
  registrationAcceptedSuite('sqlite');
  rateLimitSuite('sqlite');
});
