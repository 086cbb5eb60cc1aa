import { describe } from 'vitest';
import { brokerListSuite } from './suites/broker-list.js';
import { brokersSuite } from './suites/brokers.js';
import { clientsSuite } from './suites/clients.js';
import { companiesSuite } from './suites/companies.js';
import { passwordsSuite } from './suites/passwords.js';
import { usersSuite } from './suites/users.js';

describe('people calls on SQLite', () => {
  clientsSuite('sqlite');
  companiesSuite('sqlite');
  brokerListSuite('sqlite');
  brokersSuite('sqlite');
  usersSuite('sqlite');
  passwordsSuite('sqlite');
});
