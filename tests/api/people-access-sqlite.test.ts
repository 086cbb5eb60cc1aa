import { describe } from 'vitest';
import { peopleAccessSuites } from './suites/areas.js';

describe('who may change whom, on SQLite', () => {
  peopleAccessSuites('sqlite');
});
