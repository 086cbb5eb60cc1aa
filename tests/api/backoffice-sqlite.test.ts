import { describe } from 'vitest';
import { backOfficeSuites } from './suites/areas.js';

describe('back-office calls on SQLite', () => {
  backOfficeSuites('sqlite');
});
