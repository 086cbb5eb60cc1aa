import { describe } from 'vitest';
import { visitSuites } from './suites/areas.js';

describe('visits on SQLite', () => {
  visitSuites('sqlite');
});
