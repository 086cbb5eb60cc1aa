import { describe } from 'vitest';
import { visitorSuites } from './suites/areas.js';

describe('visitor calls on SQLite', () => {
  visitorSuites('sqlite');
});
