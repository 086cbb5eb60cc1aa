import { describe } from 'vitest';
import { peopleSuites } from './suites/areas.js';

describe('people calls on SQLite', () => {
  peopleSuites('sqlite');
});
