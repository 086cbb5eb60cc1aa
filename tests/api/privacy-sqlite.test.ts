import { describe } from 'vitest';
import { privacySuite } from './suites/privacy.js';

describe('privacy on SQLite', () => {
  privacySuite('sqlite');
});
