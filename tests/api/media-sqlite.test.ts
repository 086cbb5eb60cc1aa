import { describe } from 'vitest';
import { mediaSuites } from './suites/areas.js';

describe('videos and contract templates on SQLite', () => {
  mediaSuites('sqlite');
});
